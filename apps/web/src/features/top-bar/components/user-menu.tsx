import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { AccountInfo } from './account-info';
import { USER_BUTTON_FALLBACK } from './top-bar-labels';
import { userMenuEntries, type TUserMenuProps } from './user-menu-entries';

export type { TUserMenuProps } from './user-menu-entries';

/**
 * The signed-in user's dropdown (spec §2): the account and username info, then Home, Switch
 * Roles, Switch Accounts and Logout in the items' order, each enabled, greyed or hidden by the
 * permission answer (spec §6); Logout always shows. The info sits beside the menu, not in it
 * (a menu holds only its items, issue 23); the button is named by the e-mail it shows.
 */
export function UserMenu(props: TUserMenuProps) {
  const { displayInfo, email } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  const entries = userMenuEntries(props);

  const close = () => setAnchor(null);
  const name = email || USER_BUTTON_FALLBACK;
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, gap: 1 }}
      >
        <Avatar
          aria-hidden
          sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.dark', color: 'inherit' }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
        {/* On a phone only the avatar shows; the e-mail still names the button. */}
        <Box
          component="span"
          sx={(theme) => ({
            maxWidth: 200,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            [theme.breakpoints.down('sm')]: visuallyHidden,
          })}
        >
          {name}
        </Box>
      </Button>
      <Popover
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 360 } } }}
      >
        <AccountInfo displayInfo={displayInfo} />
        <Divider />
        <MenuList
          id={menuId}
          aria-labelledby={buttonId}
          autoFocusItem={open}
          variant="menu"
          // As in a MUI Menu: Tab leaves the menu and closes it.
          onKeyDown={(event) => {
            if (event.key === 'Tab') {
              event.preventDefault();
              close();
            }
          }}
        >
          {entries.map((entry) => (
            <MenuItem
              key={entry.id}
              disabled={entry.disabled}
              onClick={() => {
                close();
                entry.onClick();
              }}
            >
              {entry.label}
            </MenuItem>
          ))}
        </MenuList>
      </Popover>
    </>
  );
}
