import type { TMenuHeader, TMenuItem, TPermission } from './menu-visibility';

/** Menu data the top bar's tests share, shaped like the portal's (item_id equals app_name). */

export function menuItem(overrides: Partial<TMenuItem> & Pick<TMenuItem, 'item_id'>): TMenuItem {
  return {
    display_name: overrides.item_id,
    app_name: overrides.item_id,
    section_header: '',
    order: 1,
    url: `https://cloud.example.com/${overrides.item_id}`,
    image_content: '',
    accessible: true,
    visibility: 'ShowEnabled',
    ...overrides,
  };
}

export const servicesHeaders: TMenuHeader[] = [
  { display_name: 'Cloud Management', order: 3 },
  { display_name: 'Cloud Services', order: 1 },
  { display_name: 'Assets & Accounts', order: 2 },
];

export const servicesItems: TMenuItem[] = [
  menuItem({
    item_id: 'auditlogs',
    display_name: 'Audit Logs',
    section_header: 'Cloud Management',
    order: 2,
  }),
  menuItem({
    item_id: 'organizations',
    display_name: 'Organizations',
    section_header: 'Cloud Management',
    order: 1,
  }),
  menuItem({
    item_id: 'assets',
    display_name: 'Asset Management',
    section_header: 'Assets & Accounts',
    order: 1,
  }),
  menuItem({
    item_id: 'cloudfirewall',
    display_name: 'Cloud Firewall',
    section_header: 'Cloud Services',
    order: 2,
  }),
  menuItem({
    item_id: 'converter',
    display_name: 'Config Converter',
    section_header: 'Cloud Services',
    order: 1,
    url: 'https://converter.example.com/ssoLogin',
  }),
];

export const supportHeaders: TMenuHeader[] = [
  { display_name: 'Downloads', order: 1 },
  { display_name: 'Care', order: 2 },
  { display_name: 'Resources', order: 3 },
];

export const supportItems: TMenuItem[] = [
  menuItem({ item_id: 'downloads', display_name: 'Firmware Images', section_header: 'Downloads' }),
  menuItem({ item_id: 'newcare', display_name: 'Create a Ticket', section_header: 'Care' }),
  menuItem({ item_id: 'legacycare', display_name: 'My Tickets', section_header: 'Care', order: 2 }),
  menuItem({ item_id: 'resources', display_name: 'Documentation', section_header: 'Resources' }),
];

export const userItems: TMenuItem[] = [
  menuItem({ item_id: 'logout', display_name: 'Log out', order: 4, url: '' }),
  menuItem({
    item_id: 'home',
    display_name: 'Home',
    order: 1,
    url: 'https://converter.example.com/',
  }),
  menuItem({ item_id: 'switchaccounts', display_name: 'Switch Accounts', order: 3, url: '' }),
  menuItem({ item_id: 'switchroles', display_name: 'Switch Roles', order: 2, url: '' }),
];

/** A permission answer that names no item: every item keeps its own visibility. */
export function permission(overrides: Partial<TPermission> = {}): TPermission {
  return {
    portalList: [],
    support_menu: [],
    user_menu: [],
    user_display_info: [
      { name: 'Account', value: 'Acme Corp' },
      { name: 'Username', value: 'alice' },
      { name: 'System ID', value: '100200' },
    ],
    ...overrides,
  };
}
