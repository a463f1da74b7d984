import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  menuItemState,
  USER_MENU_ITEM_IDS,
  type TMenuItem,
  type TPermission,
} from '../utils/menu-visibility';
import {
  ACCOUNT_INFO_LABEL,
  HOME_LABEL,
  LOGOUT_LABEL,
  SWITCH_ACCOUNTS_LABEL,
  SWITCH_ROLES_LABEL,
  USER_BUTTON_FALLBACK,
} from './top-bar-labels';

export interface TUserMenuProps {
  /** The permission answer's user_display_info (Account, Username, System ID, ...). */
  displayInfo: TPermission['user_display_info'];
  /** The login e-mail, shown on the button (and naming it). */
  email: string;
  /** The top-bar data's user_menu_items. */
  items: readonly TMenuItem[];
  /** The permission answer; until it arrives the items' own visibility holds. */
  permission: TPermission | undefined;
  onHome: () => void;
  onLogout: () => void;
  onSwitchRoles: () => void;
  onSwitchAccounts: () => void;
  /** Hides Switch Roles when false (no other role to switch to). */
  canSwitchRoles?: boolean;
  /** Hides Switch Accounts when false (no other account to switch to). */
  canSwitchAccounts?: boolean;
}

interface TUserEntry {
  id: string;
  label: string;
  order: number;
  onClick: () => void;
  disabled: boolean;
}

/**
 * The signed-in user's dropdown (spec §2): the account and username info, then Home, Switch
 * Roles, Switch Accounts and Logout in the items' order, each enabled, greyed or hidden by the
 * permission answer (spec §6); Logout always shows. The info sits beside the menu, not in it
 * (a menu holds only its items, issue 23); the button is named by the e-mail it shows.
 */
export function UserMenu(props: TUserMenuProps) {
  const { displayInfo, email, items, permission, canSwitchRoles = true } = props;
  const { canSwitchAccounts = true } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  const actions: Record<string, { label: string; onClick: () => void; allowed: boolean }> = {
    [USER_MENU_ITEM_IDS.home]: { label: HOME_LABEL, onClick: props.onHome, allowed: true },
    [USER_MENU_ITEM_IDS.switchRoles]: {
      label: SWITCH_ROLES_LABEL,
      onClick: props.onSwitchRoles,
      allowed: canSwitchRoles,
    },
    [USER_MENU_ITEM_IDS.switchAccounts]: {
      label: SWITCH_ACCOUNTS_LABEL,
      onClick: props.onSwitchAccounts,
      allowed: canSwitchAccounts,
    },
    [USER_MENU_ITEM_IDS.logout]: { label: LOGOUT_LABEL, onClick: props.onLogout, allowed: true },
  };

  const entries: TUserEntry[] = [];
  for (const item of items) {
    const action = actions[item.item_id];
    const state = menuItemState(item, 'user', permission);
    if (!action?.allowed || state === 'hidden') continue;
    entries.push({
      id: item.item_id,
      order: item.order,
      disabled: state === 'disabled',
      ...action,
    });
  }
  // spec §6: Logout is always shown, even when the menu data leaves it out.
  if (!entries.some((entry) => entry.id === USER_MENU_ITEM_IDS.logout)) {
    entries.push({
      id: USER_MENU_ITEM_IDS.logout,
      order: Infinity,
      disabled: false,
      label: LOGOUT_LABEL,
      onClick: props.onLogout,
    });
  }
  entries.sort((a, b) => a.order - b.order);

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
        <Box role="group" aria-label={ACCOUNT_INFO_LABEL} sx={{ px: 2, py: 1 }}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.5,
            }}
          >
            {displayInfo.map((info) => (
              <Box key={info.name} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
                  {info.name}
                </Box>
                <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
                  {info.value || '-'}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
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
