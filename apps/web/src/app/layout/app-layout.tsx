import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { useSessionStart } from '../../lib/session/session-start';
import { useConfig } from '../../lib/config-context';
import { SkipLink } from '../../ui/skip-link';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { usePageAnnouncement } from './use-page-announcement';

const MAIN_ID = 'main-content';

/**
 * Page frame: header (app bar), main (the route's page), footer. The page's h1 titles the
 * document and takes focus after in-app navigation (usePageAnnouncement, docs/ui-kit.md).
 */
export function AppLayout() {
  useSessionStart();
  const mainRef = useRef<HTMLElement>(null);
  usePageAnnouncement(mainRef, useConfig().serviceName);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_ID} />
      <TopBar />
      <Box
        component="main"
        ref={mainRef}
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none' }}
      >
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
