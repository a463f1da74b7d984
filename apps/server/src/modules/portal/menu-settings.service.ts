import { ZPortalMenus, type TPortalMenus } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { portalMenuSettings } from '../../db/schema/portal-menus.js';
import { DEFAULT_PORTAL_MENUS } from './menus.js';

export interface TMenuSettings {
  menus: TPortalMenus;
  /** Null while the built-in defaults apply. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The saved SERVICES and SUPPORT entries, or the defaults (issue 19 item 2). */
export async function readMenuSettings(db: AppDb): Promise<TMenuSettings> {
  const [row] = await db.select().from(portalMenuSettings);
  // A row written by an older release that no longer parses falls back to the defaults.
  const saved = row ? ZPortalMenus.safeParse(row.menus) : undefined;
  if (!row || !saved?.success) {
    return { menus: DEFAULT_PORTAL_MENUS, updatedAt: null, updatedBy: null };
  }
  return { menus: saved.data, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

/** Replaces both menus with what an admin saved; returns the new settings. */
export async function saveMenuSettings(
  db: AppDb,
  menus: TPortalMenus,
  by: string,
): Promise<TMenuSettings> {
  const updatedAt = new Date();
  await db
    .insert(portalMenuSettings)
    .values({ key: 'this', menus, updatedAt, updatedBy: by })
    .onConflictDoUpdate({
      target: portalMenuSettings.key,
      set: { menus, updatedAt, updatedBy: by },
    });
  return { menus, updatedAt, updatedBy: by };
}
