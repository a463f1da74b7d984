import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../../lib/session/use-session';

/** The directory's screens, in the order of their tabs. */
export const DIRECTORY_TABS = [
  { path: '/admin/accounts', label: 'Accounts' },
  { path: '/admin/logins', label: 'Logins' },
  { path: '/admin/organisations', label: 'Organisations' },
  { path: '/admin/devices', label: 'Devices' },
  { path: '/admin/licences', label: 'Licences' },
] as const;

/** Whether the signed-in administrator may change the directory (read-write access). */
export function useCanEdit(): boolean {
  return useSession().isReadWriteAdmin;
}

export interface TDirectoryLayoutProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons right of the title (hidden from read-only administrators by the caller). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every directory screen (issue 20 item 1): the tabs, the title and, for a
 * read-only administrator, a line saying the screen is read-only.
 */
export function DirectoryLayout({ title, intro, actions, children }: TDirectoryLayoutProps) {
  const { pathname } = useLocation();
  const canEdit = useCanEdit();
  const current = DIRECTORY_TABS.find((tab) => pathname.startsWith(tab.path))?.path ?? false;
  return (
    <Container
      maxWidth="xl"
      sx={{
        py: { xs: 2, sm: 3 },
        display: 'grid',
        // minmax(0, 1fr): wide tables scroll inside their box instead of widening the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Tabs
        value={current}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Directory"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          // Phones: all five tabs fit 390 px, so the current one is always in sight.
          '& .MuiTab-root': {
            minWidth: { xs: 0, sm: 90 },
            px: { xs: 0.5, sm: 2 },
            fontSize: { xs: '0.7rem', sm: '0.875rem' },
          },
        }}
      >
        {DIRECTORY_TABS.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            label={tab.label}
            component={RouterLink}
            to={tab.path}
          />
        ))}
      </Tabs>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          gap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {canEdit && actions && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>
        )}
      </Box>
      {!canEdit && (
        <Alert severity="info" role="status">
          Read-only access: you can search and read everything here; a read-write administrator
          makes the changes.
        </Alert>
      )}
      {children}
    </Container>
  );
}
