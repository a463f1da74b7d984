import { describe, expect, it } from 'vitest';
import { itemVisibility, menuItemState, type TVisibility } from './menu-visibility';
import { menuItem, permission } from './test-menus';

const VISIBILITIES: TVisibility[] = ['ShowEnabled', 'ShowDisabled', 'Hide'];

describe('menuItemState: visibility values (spec §3)', () => {
  it.each([
    ['ShowEnabled', 'enabled'],
    ['ShowDisabled', 'disabled'],
    ['Hide', 'hidden'],
  ] as const)('S3-97..S3-99: %s → %s', (visibility, state) => {
    const item = menuItem({ item_id: 'iam', section_header: 'Assets & Accounts', visibility });
    expect(menuItemState(item, 'portal', undefined)).toBe(state);
  });
});

describe('menuItemState: the permission call decides (spec §6)', () => {
  it('S6-11: a Services item follows portalList by app_name, not its own visibility', () => {
    const item = menuItem({ item_id: 'cloud-fw', app_name: 'cloudfirewall' });
    const answer = (visibility: TVisibility) =>
      permission({
        portalList: [{ app_name: 'cloudfirewall', visibility, is_allow_access: true }],
      });
    expect(menuItemState(item, 'portal', answer('ShowDisabled'))).toBe('disabled');
    expect(menuItemState(item, 'portal', answer('Hide'))).toBe('hidden');
    // Named by item id instead, the entry is not this item's.
    const byItemId = permission({
      portalList: [{ app_name: 'cloud-fw', visibility: 'Hide', is_allow_access: true }],
    });
    expect(menuItemState(item, 'portal', byItemId)).toBe('enabled');
  });

  it('S6-11: a Support item follows support_menu by item id', () => {
    const item = menuItem({ item_id: 'community', app_name: 'forum' });
    const answer = permission({ support_menu: [{ itemId: 'community', visibility: 'Hide' }] });
    expect(menuItemState(item, 'support', answer)).toBe('hidden');
    // The user menu's entries are not the support menu's.
    const userOnly = permission({ user_menu: [{ itemId: 'community', visibility: 'Hide' }] });
    expect(menuItemState(item, 'support', userOnly)).toBe('enabled');
  });

  it('S6-11: a user-menu item follows user_menu by item id', () => {
    const item = menuItem({ item_id: 'switchroles' });
    const answer = permission({
      user_menu: [{ itemId: 'switchroles', visibility: 'ShowDisabled' }],
    });
    expect(menuItemState(item, 'user', answer)).toBe('disabled');
  });

  it("without an entry, or before the answer, the item's own visibility holds", () => {
    const item = menuItem({ item_id: 'assets', visibility: 'ShowDisabled' });
    expect(itemVisibility(item, 'portal', undefined)).toBe('ShowDisabled');
    expect(itemVisibility(item, 'portal', permission())).toBe('ShowDisabled');
    const other = permission({
      portalList: [{ app_name: 'iam', visibility: 'ShowEnabled', is_allow_access: true }],
    });
    expect(menuItemState(item, 'portal', other)).toBe('disabled');
  });

  it('S6-14: Logout is shown and enabled whatever the answer says', () => {
    const logout = menuItem({ item_id: 'logout', visibility: 'Hide' });
    for (const visibility of VISIBILITIES) {
      const answer = permission({ user_menu: [{ itemId: 'logout', visibility }] });
      expect(menuItemState(logout, 'user', answer)).toBe('enabled');
    }
    expect(menuItemState(logout, 'user', undefined)).toBe('enabled');
  });

  it("S6-14: only the user menu's Logout is exempt", () => {
    const supportLogout = menuItem({ item_id: 'logout' });
    const answer = permission({ support_menu: [{ itemId: 'logout', visibility: 'Hide' }] });
    expect(menuItemState(supportLogout, 'support', answer)).toBe('hidden');
  });
});

describe('menuItemState: guarded items (spec §6)', () => {
  it.each(['Cloud Services', 'Assets & Accounts', 'Cloud Management'])(
    'S6-15: an item under %s that is not accessible is blocked unless ShowEnabled',
    (header) => {
      const item = menuItem({ item_id: 'app', section_header: header, accessible: false });
      const answer = (visibility: TVisibility, allowed = true) =>
        permission({ portalList: [{ app_name: 'app', visibility, is_allow_access: allowed }] });
      expect(menuItemState(item, 'portal', answer('ShowDisabled'))).toBe('disabled');
      expect(menuItemState(item, 'portal', answer('Hide'))).toBe('hidden');
      expect(menuItemState(item, 'portal', answer('ShowEnabled'))).toBe('enabled');
      // is_allow_access false counts as not accessible, with the same outcome.
      const allowedItem = { ...item, accessible: true };
      expect(menuItemState(allowedItem, 'portal', answer('ShowDisabled', false))).toBe('disabled');
      expect(menuItemState(allowedItem, 'portal', answer('ShowEnabled', false))).toBe('enabled');
    },
  );

  it.each(['downloads', 'legacycare', 'newcare', 'resources'])(
    'S6-16: the %s support item is blocked unless ShowEnabled',
    (itemId) => {
      const item = menuItem({ item_id: itemId, section_header: 'Care', accessible: false });
      const answer = (visibility: TVisibility) =>
        permission({ support_menu: [{ itemId, visibility }] });
      expect(menuItemState(item, 'support', answer('ShowDisabled'))).toBe('disabled');
      expect(menuItemState(item, 'support', answer('Hide'))).toBe('hidden');
      expect(menuItemState(item, 'support', answer('ShowEnabled'))).toBe('enabled');
    },
  );
});
