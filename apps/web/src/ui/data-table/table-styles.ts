import { alpha, type SxProps, type Theme } from '@mui/material/styles';

/**
 * The action column stays in view at the right edge when the table scrolls sideways. Its
 * opaque background takes the row's hover and selected tints.
 */
export const STICKY_ACTION_CELL: SxProps<Theme> = (theme) => {
  const tint = (color: string) => ({ backgroundImage: `linear-gradient(${color}, ${color})` });
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  return {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    '.MuiTableRow-hover:hover > &': tint(theme.palette.action.hover),
    '.Mui-selected > &': tint(selected),
  };
};
