import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/error-message';
import { AlertDialog } from '../../../../ui/alert-dialog';
import { useDeleteVersion } from '../../api/delete-version';
import { useCatalogueChanged } from './use-catalogue-changed';

export interface TDeleteVersionDialogProps {
  version: string;
  onClose: () => void;
}

/**
 * Confirms deleting a firmware version (spec §2, §7). The server refuses a version models still
 * support (409, naming them); that message stays in the dialog.
 */
export function DeleteVersionDialog({ version, onClose }: TDeleteVersionDialogProps) {
  const changed = useCatalogueChanged();
  const remove = useDeleteVersion({
    onSuccess: () => {
      changed(`Version ${version} deleted`);
      onClose();
    },
  });
  return (
    <AlertDialog
      open
      title={`Delete firmware version ${version}?`}
      doneLabel="Delete"
      onDone={() => remove.mutate(version)}
      onCancel={onClose}
      doneDisabled={remove.isPending}
    >
      {remove.isError ? (
        <Alert severity="error">{errorMessage(remove.error)}</Alert>
      ) : (
        <Typography>This cannot be undone.</Typography>
      )}
    </AlertDialog>
  );
}
