import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AlertDialog } from '../../../ui/alert-dialog';
import { EllipsisText } from '../../../ui/ellipsis-text';
import { EmptyState } from '../../../ui/empty-state';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { ModalDialog } from '../../../ui/modal-dialog';
import { PasswordField } from '../../../ui/password-field';
import { Spinner } from '../../../ui/spinner';
import { useToast, type TToastSeverity } from '../../../ui/use-toast';
import { CatalogueSection } from './catalogue-section';

const SEVERITIES: TToastSeverity[] = ['info', 'success', 'warning', 'error'];

const LONG_TEXT =
  'access-list outside_in extended permit tcp object-group PARTNER_NETWORKS object DMZ_WEB eq https log';

/** Toasts, dialogs, loading, empty states, ellipsis and the password field. */
export function FeedbackSection() {
  const toast = useToast();
  const [dialog, setDialog] = useState<'modal' | 'alert' | null>(null);
  return (
    <>
      <CatalogueSection
        id="toasts"
        title="Toasts"
        description="Bottom right; hide after 5 seconds, on a click elsewhere or on Escape (S2-78..S2-81)."
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {SEVERITIES.map((severity) => (
            <Button
              key={severity}
              variant="outlined"
              onClick={() => toast.show({ severity, message: `An ${severity} message` })}
            >
              {`Show ${severity} toast`}
            </Button>
          ))}
        </Stack>
      </CatalogueSection>
      <CatalogueSection
        id="dialogs"
        title="Dialogs"
        description="Modal 480 px and alert 400 px; a click on the backdrop does not close them (S2-76, S2-77)."
      >
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => setDialog('modal')}>
            Open modal dialog
          </Button>
          <Button variant="outlined" color="secondary" onClick={() => setDialog('alert')}>
            Open alert dialog
          </Button>
        </Stack>
        <ModalDialog
          open={dialog === 'modal'}
          title="Rename the ticket"
          onDone={() => setDialog(null)}
          onCancel={() => setDialog(null)}
        >
          <Typography>Default buttons are Done and Cancel; Escape cancels.</Typography>
        </ModalDialog>
        <AlertDialog
          open={dialog === 'alert'}
          title="Delete this firmware version?"
          doneLabel="Delete"
          onDone={() => setDialog(null)}
          onCancel={() => setDialog(null)}
        >
          <Typography>Models keep their other versions.</Typography>
        </AlertDialog>
      </CatalogueSection>
      <CatalogueSection
        id="loading"
        title="Loading and empty states"
        description="Spinner 12, 16 and 24 px; overlay with LOADING; empty-state texts and icons (S2-74, S2-75, S2-82)."
      >
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <Spinner size="small" />
          <Spinner size="medium" />
          <Spinner size="large" />
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
          <LoadingOverlay loading>
            <Box sx={{ height: 140, border: 1, borderColor: 'divider', borderRadius: 1 }} />
          </LoadingOverlay>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <EmptyState />
          </Box>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <EmptyState icon="bar" text="No conversions yet" />
          </Box>
        </Box>
      </CatalogueSection>
      <CatalogueSection
        id="text"
        title="Ellipsis and password"
        description="One line by default with the full text in a tooltip; Show and Hide (S2-83, S2-96)."
      >
        <Box sx={{ width: 320, maxWidth: '100%' }}>
          <EllipsisText text={LONG_TEXT} />
        </Box>
        <Box sx={{ width: 320, maxWidth: '100%' }}>
          <EllipsisText text={LONG_TEXT} lines={2} />
        </Box>
        <Box sx={{ width: 320, maxWidth: '100%' }}>
          <PasswordField label="Pre-shared key" fullWidth defaultValue="s3cret-psk" />
        </Box>
      </CatalogueSection>
    </>
  );
}
