import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { errorMessage } from '../../../../lib/error-message';
import { LoadingOverlay } from '../../../../ui/loading-overlay';

/** The form's place while its data loads. */
export function FormLoading() {
  return (
    <LoadingOverlay loading>
      <Box sx={{ minHeight: 320 }} />
    </LoadingOverlay>
  );
}

/** A failed load: the server's message and a way to ask again. */
export function FormLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
