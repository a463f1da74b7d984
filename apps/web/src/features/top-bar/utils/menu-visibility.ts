import type { TPortalTopBar, ZPermission } from '@fwmig/contract';
import type { z } from 'zod';

/** spec §3 "Permission response": what `GET /client/v1/permission` answers. */
export type TPermission = z.infer<typeof ZPermission>;
/** spec §3 "Top-bar menu data": one item of any of the top-bar menus. */
export type TMenuItem = TPortalTopBar['portal_menu_items'][number];
/** spec §3 "Top-bar menu data": a section header of the Services or Support menu. */
export type TMenuHeader = TPortalTopBar['portal_menu_headers'][number];
/** spec §3 "Visibility values". */
export type TVisibility = TMenuItem['visibility'];

/** Which top-bar menu an item belongs to: it decides where the permission answer names it. */
export type TMenuKind = 'portal' | 'support' | 'user';

/** How an item shows: a working entry, a greyed one that does nothing, or none at all. */
export type TMenuItemState = 'enabled' | 'disabled' | 'hidden';

/** The user-menu item ids of the portal's menu data. */
export const USER_MENU_ITEM_IDS = {
  home: 'home',
  switchRoles: 'switchroles',
  switchAccounts: 'switchaccounts',
  logout: 'logout',
} as const;

const STATE_OF: Record<TVisibility, TMenuItemState> = {
  ShowEnabled: 'enabled',
  ShowDisabled: 'disabled',
  Hide: 'hidden',
};

/**
 * An item's visibility (spec §6: it comes from the permission call): Services items by
 * `app_name` in portalList, Support items by item id in support_menu, user items by item id in
 * user_menu. Without an entry (or before the answer arrives) the item's own visibility holds.
 */
export function itemVisibility(
  item: TMenuItem,
  kind: TMenuKind,
  permission: TPermission | undefined,
): TVisibility {
  const entry =
    kind === 'portal'
      ? permission?.portalList.find((app) => app.app_name === item.app_name)
      : (kind === 'support' ? permission?.support_menu : permission?.user_menu)?.find(
          (menu) => menu.itemId === item.item_id,
        );
  return entry?.visibility ?? item.visibility;
}

/**
 * How a top-bar item shows (spec §3 "Visibility values", §6): ShowEnabled → enabled,
 * ShowDisabled → disabled (greyed, not clickable), Hide → hidden. The user menu's Logout is
 * always shown and enabled.
 *
 * spec §6 blocks guarded items (the Services headers Cloud Services, Assets & Accounts and Cloud
 * Management when not accessible; the downloads, care and resources support items) unless their
 * visibility is ShowEnabled. So ShowEnabled opens them even when `accessible` or
 * `is_allow_access` is false, and any other visibility already blocks them: being accessible
 * never turns a ShowDisabled item on.
 */
export function menuItemState(
  item: TMenuItem,
  kind: TMenuKind,
  permission: TPermission | undefined,
): TMenuItemState {
  // spec §6: Logout is always shown.
  if (kind === 'user' && item.item_id === USER_MENU_ITEM_IDS.logout) return 'enabled';
  return STATE_OF[itemVisibility(item, kind, permission)];
}
