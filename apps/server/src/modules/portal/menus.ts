import type { TPortalTopBar } from '@fwmig/contract';

type TItem = TPortalTopBar['portal_menu_items'][number];

const item = (
  section: string,
  order: number,
  display: string,
  app: string,
  url: string,
): TItem => ({
  display_name: display,
  app_name: app,
  section_header: section,
  order,
  url,
  image_content: '',
  item_id: app,
  accessible: true,
  visibility: 'ShowEnabled',
});

/**
 * The provider portal's menus (spec §2 top bar): the Services dropdown by section, the Support
 * dropdown and the user menu. Which items a user may open comes from the permission call.
 */
export function portalMenus(publicUrl: string): Omit<TPortalTopBar, 'configurations'> {
  return {
    portal_menu_headers: [
      { display_name: 'Cloud Services', order: 1 },
      { display_name: 'Assets & Accounts', order: 2 },
      { display_name: 'Cloud Management', order: 3 },
    ],
    portal_menu_items: [
      item('Cloud Services', 1, 'Config Converter', 'converter', `${publicUrl}/ssoLogin`),
      item(
        'Cloud Services',
        2,
        'Cloud Firewall',
        'cloudfirewall',
        'https://cloud.example.com/firewall',
      ),
      item('Cloud Services', 3, 'Log Analytics', 'loganalytics', 'https://cloud.example.com/logs'),
      item(
        'Assets & Accounts',
        1,
        'Asset Management',
        'assets',
        'https://cloud.example.com/assets',
      ),
      item('Assets & Accounts', 2, 'Identity & Access', 'iam', 'https://cloud.example.com/iam'),
      item(
        'Cloud Management',
        1,
        'Organizations',
        'organizations',
        'https://cloud.example.com/orgs',
      ),
      item('Cloud Management', 2, 'Audit Logs', 'auditlogs', 'https://cloud.example.com/audit'),
    ],
    support_menu_headers: [
      { display_name: 'Downloads', order: 1 },
      { display_name: 'Care', order: 2 },
      { display_name: 'Resources', order: 3 },
    ],
    support_menu_items: [
      item('Downloads', 1, 'Firmware Images', 'downloads', 'https://support.example.com/downloads'),
      item('Care', 1, 'Create a Ticket', 'newcare', 'https://support.example.com/tickets/new'),
      item('Care', 2, 'My Tickets', 'legacycare', 'https://support.example.com/tickets'),
      item('Resources', 1, 'Documentation', 'resources', 'https://docs.fortinet.com'),
    ],
    user_menu_items: [
      item('', 1, 'Home', 'home', `${publicUrl}/`),
      item('', 2, 'Switch Roles', 'switchroles', ''),
      item('', 3, 'Switch Accounts', 'switchaccounts', ''),
      item('', 4, 'Logout', 'logout', ''),
    ],
  };
}
