import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TPortalMenus } from '@fwmig/contract';

/**
 * The SERVICES and SUPPORT menu entries as an admin saved them (issue 19 item 2): one row, the
 * whole of both menus. No row: the built-in defaults (modules/portal/menus.ts) apply.
 */
export const portalMenuSettings = pgTable(
  'portal_menu_settings',
  {
    key: text('key').primaryKey().default('this'),
    menus: jsonb('menus').$type<TPortalMenus>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [check('portal_menu_settings_single_row', sql`${table.key} = 'this'`)],
);
