import BarChartIcon from '@mui/icons-material/BarChart';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EMPTY_STATE_TEXT } from './ui-constants';

export interface TEmptyStateProps {
  /** spec §2: 'No data to show at this moment' unless given. */
  text?: string;
  /** spec §2: a search icon (nothing found) or a bar icon (no figures yet). */
  icon?: 'search' | 'bar';
}

/** The placeholder shown where a list or chart has nothing to show. */
export function EmptyState({ text = EMPTY_STATE_TEXT, icon = 'search' }: TEmptyStateProps) {
  const Icon = icon === 'bar' ? BarChartIcon : SearchIcon;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: 4,
        color: 'text.secondary',
      }}
    >
      <Icon fontSize="large" aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
