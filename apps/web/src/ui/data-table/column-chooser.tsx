import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { COLUMNS_LABEL } from './table-constants';
import { useAnchoredMenu } from './use-anchored-menu';

export interface TChooserColumn {
  id: string;
  header: string;
  shown: boolean;
  /** Columns without a hidePriority always show: listed, but not to be unticked. */
  hideable: boolean;
}

export interface TColumnChooserProps {
  /** The table's name, for the menu's. */
  tableLabel: string;
  columns: readonly TChooserColumn[];
  onChange: (id: string, shown: boolean) => void;
}

/**
 * The 'Columns' button and its menu of tickable columns (issue 23 item 4): what a narrow
 * table hides for room comes back here, and any column may be hidden. Arrow keys move, Enter
 * or Space ticks, the menu stays open for the next one, Escape closes it.
 */
export function ColumnChooser({ tableLabel, columns, onChange }: TColumnChooserProps) {
  const { trigger, menu } = useAnchoredMenu();
  const hiddenCount = columns.filter((column) => !column.shown).length;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        {...trigger}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {hiddenCount > 0 ? `${COLUMNS_LABEL} (${hiddenCount} hidden)` : COLUMNS_LABEL}
      </Button>
      <Menu {...menu} slotProps={{ list: { 'aria-label': `${COLUMNS_LABEL} of ${tableLabel}` } }}>
        {columns.map((column) => (
          <MenuItem
            key={column.id}
            role="menuitemcheckbox"
            aria-checked={column.shown}
            disabled={!column.hideable}
            onClick={() => onChange(column.id, !column.shown)}
          >
            <ListItemIcon>
              {column.shown ? (
                <CheckBoxIcon fontSize="small" color={column.hideable ? 'primary' : 'disabled'} />
              ) : (
                <CheckBoxOutlineBlankIcon fontSize="small" />
              )}
            </ListItemIcon>
            {column.header}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
