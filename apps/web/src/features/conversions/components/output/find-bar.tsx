import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFind } from './use-find';

/**
 * The 'Find' box of a code view: Enter goes to the next match and Shift+Enter to the previous
 * one; the count ("3 of 17") is announced politely as it changes.
 */
export function FindBar({ find }: { find: TFind }) {
  const none = find.current < 0;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <TextField
        label="Find"
        size="small"
        value={find.query}
        onChange={(event) => find.setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (event.shiftKey) find.previous();
          else find.next();
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: 240 }}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ minWidth: 88, px: 0.5, fontVariantNumeric: 'tabular-nums' }}
      >
        {find.status}
      </Typography>
      <IconButton
        aria-label="Previous"
        title="Previous (Shift+Enter)"
        disabled={none}
        onClick={find.previous}
      >
        <KeyboardArrowUpIcon />
      </IconButton>
      <IconButton aria-label="Next" title="Next (Enter)" disabled={none} onClick={find.next}>
        <KeyboardArrowDownIcon />
      </IconButton>
    </Stack>
  );
}
