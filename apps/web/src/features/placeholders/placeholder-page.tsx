import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../ui/empty-state';

export interface TPlaceholderPageProps {
  title: string;
  /** What the screen will hold. */
  text: string;
}

/** A screen whose content is still being built: its title and what it will hold, never a blank. */
export function PlaceholderPage({ title, text }: TPlaceholderPageProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined">
        <EmptyState icon="bar" text={text} />
      </Paper>
    </Container>
  );
}
