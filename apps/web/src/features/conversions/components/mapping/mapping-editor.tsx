import { mappingProblems, type TInterfaceMapping, type TMappingView } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { portsUsed, sameMapping, startingPoint, startingPointText } from './mapping-model';
import { MappingTable } from './mapping-table';
import { useSaveMapping } from './use-save-mapping';

/**
 * The mapping form: starts from the saved mapping (or the suggestion), checks each change with
 * the server's own rules (mappingProblems) and saves only a changed mapping without problems.
 * Until the user edits, it follows the cached view, so a newer run's interfaces show.
 */
export function MappingEditor({ ticketId, view }: { ticketId: number; view: TMappingView }) {
  const start = useMemo(() => startingPoint(view), [view]);
  const [draft, setDraft] = useState<TInterfaceMapping | null>(null);
  const mapping = draft ?? start.mapping;
  const save = useSaveMapping(ticketId, () => setDraft(null));
  const readOnly = !view.editable;
  const problems = useMemo(
    () => (readOnly ? [] : mappingProblems(mapping, view.sourceInterfaces, view.targetPorts)),
    [readOnly, mapping, view.sourceInterfaces, view.targetPorts],
  );

  const edit = (next: TInterfaceMapping) => {
    save.reset();
    setDraft(next);
  };
  const busy = save.isPending;
  // With nothing saved, the latest run already used its ports (the suggestion): only a change
  // is worth another run.
  const unchanged = sameMapping(
    mapping,
    Object.keys(view.saved).length > 0 ? view.saved : portsUsed(view),
  );

  return (
    <Stack spacing={2}>
      {readOnly && (
        <Alert severity="info">
          Read only: the ticket’s status or your access does not allow changing the mapping.
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {startingPointText(start)}
      </Typography>
      {view.targetPorts.length === 0 && (
        <Alert severity="warning">
          The catalogue lists no ports for the target model, so there is nothing to map to yet.
        </Alert>
      )}
      <Box sx={{ mx: { xs: -1, sm: 0 } }}>
        <MappingTable
          view={view}
          mapping={mapping}
          problems={problems}
          readOnly={readOnly}
          disabled={busy}
          onPick={(hardware, port) => edit({ ...mapping, [hardware]: port })}
        />
      </Box>
      {problems.length > 0 && (
        <Alert severity="error">
          <AlertTitle>Fix {problems.length === 1 ? 'this' : 'these'} before saving</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={`${problem.kind}:${problem.interfaces.join()}`}>{problem.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      {!readOnly && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            disabled={busy || unchanged || problems.length > 0}
            onClick={() => save.mutate({ ticketId, mapping })}
          >
            Save and convert again
          </Button>
          <Button
            disabled={busy || sameMapping(mapping, view.suggested)}
            onClick={() => edit({ ...view.suggested })}
          >
            Use suggestions
          </Button>
          <Button
            disabled={busy || sameMapping(mapping, start.mapping)}
            onClick={() => {
              save.reset();
              setDraft(null);
            }}
          >
            Undo changes
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
