import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '../../../lib/error-message';

/** What could not be loaded and why, with a way to try again. */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {`${what} could not be loaded: ${errorMessage(error)}`}
    </Alert>
  );
}
