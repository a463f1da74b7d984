import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuditLogLink } from './audit-log-link';
import { DirectoryLink } from './directory-link';
import { ModelsSection } from './models-section';
import { OnboardingLinks } from './onboarding-links';
import { PortalMenusLink } from './portal-menus-link';
import { VersionsSummary } from './versions-summary';

/** /settings (spec §2): the overview with Models and Versions. */
export function SettingsOverviewPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      <Stack spacing={5}>
        <ModelsSection />
        <VersionsSummary />
        <PortalMenusLink />
        <AuditLogLink />
        <DirectoryLink />
        <OnboardingLinks />
      </Stack>
    </Container>
  );
}
