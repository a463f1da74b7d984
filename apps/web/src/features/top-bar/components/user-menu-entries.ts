import {
  menuItemState,
  USER_MENU_ITEM_IDS,
  type TMenuItem,
  type TPermission,
} from '../utils/menu-visibility';
import {
  HOME_LABEL,
  LOGOUT_LABEL,
  SWITCH_ACCOUNTS_LABEL,
  SWITCH_ROLES_LABEL,
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

export interface TUserEntry {
  id: string;
  label: string;
  order: number;
  onClick: () => void;
  disabled: boolean;
}

/**
 * The user dropdown's actions (spec §2): Home, Switch Roles, Switch Accounts and Logout in the
 * items' order, each enabled, greyed or hidden by the permission answer (spec §6); Logout
 * always shows. The dropdown and the narrow screens' header menu list the same ones.
 */
export function userMenuEntries(props: TUserMenuProps): TUserEntry[] {
  const { items, permission, canSwitchRoles = true, canSwitchAccounts = true } = props;
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
  return entries;
}
