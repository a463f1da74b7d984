import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface TCatalogueSectionProps {
  id: string;
  title: string;
  /** One line on what the piece is for and the spec rows it follows. */
  description: string;
  children: ReactNode;
}

/** One kit piece on the catalogue page, with its states side by side. */
export function CatalogueSection({ id, title, description, children }: TCatalogueSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: 3 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** One state or variant of a piece, with a short heading. */
export function CatalogueExample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </div>
  );
}
