import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../lib/theme';

/** Shown when neither the page nor GET /api/config gave a usable public config. */
export function ConfigError({ onRetry }: { onRetry: () => void }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          <AlertTitle>The portal could not start</AlertTitle>
          Its configuration could not be loaded. Check your connection and try again.
        </Alert>
      </Container>
    </ThemeProvider>
  );
}
