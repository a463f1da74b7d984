import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TRowAction } from './table-types';
import { useAnchoredMenu } from './use-anchored-menu';

export interface TRowActionsMenuProps {
  /** Names the row in the button's accessible name: "Actions for <rowLabel>". */
  rowLabel: string;
  actions: TRowAction[];
}

/** The ⋮ button of a row and the menu of its actions (spec §2: row action menus). */
export function RowActionsMenu({ rowLabel, actions }: TRowActionsMenuProps) {
  const { trigger, menu, close } = useAnchoredMenu();
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton size="small" aria-label={`Actions for ${rowLabel}`} {...trigger}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu {...menu}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            sx={action.destructive ? { color: 'error.main' } : undefined}
            onClick={() => {
              close();
              action.onClick();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
