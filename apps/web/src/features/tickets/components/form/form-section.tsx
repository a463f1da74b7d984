import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface TFormSectionProps {
  /** The section's number in the form's order. */
  step: number;
  title: string;
  /** One line on what the section is for. */
  description?: string;
  children: ReactNode;
}

/** One numbered part of the ticket form: a titled card, named for assistive technology. */
export function FormSection({ step, title, description, children }: TFormSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ mb: 2.5, alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            flex: '0 0 28px',
            height: 28,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontSize: 14,
          }}
        >
          {step}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: '28px' }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
      </Stack>
      {children}
    </Paper>
  );
}
