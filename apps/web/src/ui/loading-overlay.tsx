import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

export interface TLoadingOverlayProps {
  loading: boolean;
  children?: ReactNode;
}

/**
 * Wraps content and, while `loading`, covers it with a spinner and the word 'LOADING' (spec §2).
 * The wrapper is marked aria-busy so assistive technology waits for the content.
 */
export function LoadingOverlay({ loading, children }: TLoadingOverlayProps) {
  return (
    <Box sx={{ position: 'relative' }} aria-busy={loading}>
      {children}
      {loading && (
        <Box
          data-testid="loading-overlay"
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            left: 0,
            zIndex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            bgcolor: 'rgba(255, 255, 255, 0.7)',
          }}
        >
          <Spinner size="large" />
          <Typography variant="button" color="text.secondary">
            LOADING
          </Typography>
        </Box>
      )}
    </Box>
  );
}
