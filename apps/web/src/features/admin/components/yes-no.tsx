import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/** A flag in a table: a tick for yes, a dash for no, each named for screen readers. */
export function YesNo({ value, label }: { value: boolean; label: string }) {
  return value ? (
    <CheckIcon fontSize="small" color="success" aria-label={`${label}: yes`} />
  ) : (
    <Box component="span" aria-label={`${label}: no`} sx={{ color: 'text.disabled' }}>
      —
    </Box>
  );
}

/** A blocked account or login, in the error colour; nothing when not blocked. */
export function BlockedChip({ blocked }: { blocked: boolean }) {
  return blocked ? <Chip size="small" color="error" label="Blocked" /> : null;
}
