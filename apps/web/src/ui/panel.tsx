import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface TPanelProps {
  title: string;
  /** Beside the title: a count, a button. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card of the detail page; its heading names the region for assistive technology. */
export function Panel({ title, aside, children }: TPanelProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      {/* The aside wraps under the title when both do not fit (320 px, issue 23 item 4). */}
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          mb: 2,
          minHeight: 36,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Paper>
  );
}
