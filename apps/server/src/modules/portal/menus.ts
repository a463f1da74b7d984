import type { TPortalMenuEntry, TPortalMenus, TPortalTopBar } from '@fwmig/contract';
import { CONVERTER_APP_NAME } from '@fwmig/contract';

type TItem = TPortalTopBar['portal_menu_items'][number];
type THeader = TPortalTopBar['portal_menu_headers'][number];

/** The section the Config Converter entry heads (it is always the first SERVICES entry). */
const CONVERTER_SECTION = 'Cloud Services';

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

const entry = (section: string, name: string, url = ''): TPortalMenuEntry => ({
  section,
  name,
  url,
});

/**
 * The menus until an admin saves their own (issue 19 item 2): the provider's usual entries
 * without addresses, so nothing points at a placeholder site; entries without a URL are hidden.
 */
export const DEFAULT_PORTAL_MENUS: TPortalMenus = {
  services: [
    entry(CONVERTER_SECTION, 'Cloud Firewall'),
    entry(CONVERTER_SECTION, 'Log Analytics'),
    entry('Assets & Accounts', 'Asset Management'),
    entry('Assets & Accounts', 'Identity & Access'),
    entry('Cloud Management', 'Organizations'),
    entry('Cloud Management', 'Audit Logs'),
  ],
  support: [
    entry('Downloads', 'Firmware Images'),
    entry('Care', 'Create a Ticket'),
    entry('Care', 'My Tickets'),
    entry('Resources', 'Documentation', 'https://docs.fortinet.com'),
  ],
};

/** A stable item id from the menu, position and label (the permission call lists items by id). */
function appNameOf(menu: string, index: number, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${menu}-${index + 1}-${slug}`.slice(0, 80);
}

/** Headers in the order of their first entry; items numbered within their section. */
function shape(
  menu: string,
  entries: readonly TPortalMenuEntry[],
  first: TItem[] = [],
): { headers: THeader[]; items: TItem[] } {
  const sections: string[] = first.map((i) => i.section_header);
  const items: TItem[] = [...first];
  entries.forEach((e, index) => {
    if (e.url === '') return; // issue 19 item 2: an entry without a URL is hidden.
    if (!sections.includes(e.section)) sections.push(e.section);
    const order = items.filter((i) => i.section_header === e.section).length + 1;
    items.push(item(e.section, order, e.name, appNameOf(menu, index, e.name), e.url));
  });
  const used = [...new Set(sections)];
  return {
    headers: used.map((display_name, index) => ({ display_name, order: index + 1 })),
    items,
  };
}

/**
 * The provider portal's menus (spec §2 top bar): the Services dropdown by section (the Config
 * Converter first, always), the Support dropdown and the user menu, from the saved entries.
 * Which items a user may open comes from the permission call.
 */
export function portalMenus(
  publicUrl: string,
  saved: TPortalMenus = DEFAULT_PORTAL_MENUS,
): Omit<TPortalTopBar, 'configurations'> {
  const converter = item(
    CONVERTER_SECTION,
    1,
    'Config Converter',
    CONVERTER_APP_NAME,
    `${publicUrl}/ssoLogin`,
  );
  const services = shape('services', saved.services, [converter]);
  const support = shape('support', saved.support);
  return {
    portal_menu_headers: services.headers,
    portal_menu_items: services.items,
    support_menu_headers: support.headers,
    support_menu_items: support.items,
    user_menu_items: [
      item('', 1, 'Home', 'home', `${publicUrl}/`),
      item('', 2, 'Switch Roles', 'switchroles', ''),
      item('', 3, 'Switch Accounts', 'switchaccounts', ''),
      item('', 4, 'Logout', 'logout', ''),
    ],
  };
}
