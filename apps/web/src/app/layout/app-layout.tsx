import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSessionStart } from '../../lib/session/session-start';
import { SkipLink } from '../../ui/skip-link';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

const MAIN_ID = 'main-content';

/** Page frame: header (app bar), main (the route's page), footer. */
export function AppLayout() {
  useSessionStart();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_ID} />
      <TopBar />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
