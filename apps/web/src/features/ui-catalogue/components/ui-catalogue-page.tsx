import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeedbackSection } from './feedback-section';
import { InputsSection } from './inputs-section';
import { TablesSection } from './tables-section';

/**
 * Every piece of the UI kit in its states (development and demo only: /dev/ui). The e2e suite
 * checks it with axe and keeps a screenshot of it.
 */
export function UiCataloguePage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        UI kit
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The shared interface pieces every screen of the portal is built from.
      </Typography>
      <Stack spacing={3}>
        <TablesSection />
        <InputsSection />
        <FeedbackSection />
      </Stack>
    </Container>
  );
}
