import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/error-message';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { Panel } from '../../../../ui/panel';
import { useMapping } from '../../api/get-mapping';
import { MappingEditor } from './mapping-editor';

/**
 * The interface mapping of a ticket (issue 9): which port of the target model each source
 * interface goes to. Saving converts the ticket again with the new mapping.
 */
export function MappingPanel({ ticketId }: { ticketId: number }) {
  const mapping = useMapping(ticketId);
  const view = mapping.data;

  let body;
  if (mapping.isPending) {
    body = (
      <LoadingOverlay loading>
        <Box sx={{ minHeight: 120 }} />
      </LoadingOverlay>
    );
  } else if (mapping.isError) {
    body = <Alert severity="error">{errorMessage(mapping.error)}</Alert>;
  } else if (mapping.data.sourceInterfaces.length === 0) {
    body = (
      <Typography color="text.secondary">
        The source interfaces appear here once the configuration has been read.
      </Typography>
    );
  } else {
    body = <MappingEditor ticketId={ticketId} view={mapping.data} />;
  }

  return (
    <Panel
      title="Interface mapping"
      aside={
        view && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
            {view.targetModel ? `Target: ${view.targetModel}` : 'No target model yet'}
          </Typography>
        )
      }
    >
      {body}
    </Panel>
  );
}
