import { z } from 'zod';

/** The two top-bar menus whose entries an admin edits (issue 19 item 2). */
export const PORTAL_MENUS = ['services', 'support'] as const;
export type TPortalMenuName = (typeof PORTAL_MENUS)[number];

/** The most entries one menu may hold: a dropdown, not a site map. */
export const MAX_MENU_ENTRIES = 40;

/**
 * One entry of the SERVICES or SUPPORT menu: its section heading, the label and the address it
 * opens. An entry without a URL is kept (an admin may fill it in later) but never shown.
 */
export const ZPortalMenuEntry = z
  .object({
    section: z.string().trim().min(1).max(60),
    name: z.string().trim().min(1).max(60),
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
  })
  .meta({ id: 'PortalMenuEntry' });
export type TPortalMenuEntry = z.infer<typeof ZPortalMenuEntry>;

/**
 * Both menus, entries in the order shown; sections appear in the order of their first entry.
 * The Config Converter entry is not listed: the server always adds it first to SERVICES.
 */
export const ZPortalMenus = z
  .object({
    services: z.array(ZPortalMenuEntry).max(MAX_MENU_ENTRIES),
    support: z.array(ZPortalMenuEntry).max(MAX_MENU_ENTRIES),
  })
  .meta({ id: 'PortalMenus' });
export type TPortalMenus = z.infer<typeof ZPortalMenus>;

export const ZPortalMenusResponse = z
  .object({
    data: ZPortalMenus.extend({
      /** When an admin last saved them; null while the built-in defaults apply. */
      updatedAt: z.iso.datetime({ offset: true }).nullable(),
      updatedBy: z.string().nullable(),
    }),
  })
  .meta({ id: 'PortalMenusResponse' });
export type TPortalMenusResponse = z.infer<typeof ZPortalMenusResponse>;
