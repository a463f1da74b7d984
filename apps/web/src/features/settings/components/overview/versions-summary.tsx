import type { TFirmwareVersion } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../../lib/error-message';
import { useAllVersions } from '../../api/get-all-versions';

/** The latest release: newest date, then the higher version number. */
export function newestVersion(versions: readonly TFirmwareVersion[]) {
  return versions.reduce<TFirmwareVersion | undefined>((newest, candidate) => {
    if (!newest) return candidate;
    const byDate = candidate.releaseDate.localeCompare(newest.releaseDate);
    if (byDate !== 0) return byDate > 0 ? candidate : newest;
    const byNumber = candidate.version.localeCompare(newest.version, undefined, { numeric: true });
    return byNumber > 0 ? candidate : newest;
  }, undefined);
}

function summaryText(versions: readonly TFirmwareVersion[]): string {
  const newest = newestVersion(versions);
  if (!newest) return 'No firmware versions yet.';
  const count =
    versions.length === 1 ? '1 firmware version' : `${versions.length} firmware versions`;
  return `${count}. Newest: ${newest.version}, released ${newest.releaseDate}.`;
}

/** The overview's Firmware versions section (spec §2): a summary and the way to the versions. */
export function VersionsSummary() {
  const versions = useAllVersions();
  return (
    <Box component="section" aria-labelledby="settings-versions">
      <Typography id="settings-versions" variant="h5" component="h2" gutterBottom>
        Firmware versions
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {versions.data
          ? summaryText(versions.data)
          : versions.isError
            ? `The versions could not be loaded: ${errorMessage(versions.error)}`
            : 'Loading…'}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" component={RouterLink} to="/settings/version">
          Manage versions
        </Button>
        <Link component={RouterLink} to="/settings/version#matrix">
          Upload a model-version matrix
        </Link>
      </Stack>
    </Box>
  );
}
