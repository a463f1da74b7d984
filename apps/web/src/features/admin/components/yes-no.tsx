import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '../../../ui/visually-hidden';

/**
 * A flag in a table: a tick for yes, a dash for no; screen readers read "<label>: yes/no" as
 * text (a plain element may not carry an aria-label, issue 23 item 5).
 */
export function YesNo({ value, label }: { value: boolean; label: string }) {
  return (
    <Box component="span">
      {value ? (
        <CheckIcon fontSize="small" color="success" aria-hidden />
      ) : (
        <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
          —
        </Box>
      )}
      <Box component="span" sx={visuallyHidden}>
        {`${label}: ${value ? 'yes' : 'no'}`}
      </Box>
    </Box>
  );
}

/** A blocked account or login, in the error colour; nothing when not blocked. */
export function BlockedChip({ blocked }: { blocked: boolean }) {
  return blocked ? <Chip size="small" color="error" label="Blocked" /> : null;
}
