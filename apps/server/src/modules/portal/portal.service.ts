import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { CONVERTER_APP_NAME, SSO_LOGIN_PATH, type TExchangeData } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, exchangeData, portalConfig } from '../../db/schema/identity.js';
import { AppError } from '../../errors/app-error.js';
import { accountOf } from '../identity/portal-gate.js';
import type { TRequestContext } from '../identity/scope.js';

export { accountOf };
import { readMenuSettings } from './menu-settings.service.js';
import { portalMenus } from './menus.js';

const EXCHANGE_TTL_MS = 10 * 60 * 1000;

export async function topBar(db: AppDb, publicUrl: string) {
  const configurations = await db.select().from(portalConfig).orderBy(portalConfig.name);
  const { menus } = await readMenuSettings(db);
  return { ...portalMenus(publicUrl, menus), configurations };
}

/** spec §6: what the top bar may show and open for this user and account. */
export async function permission(db: AppDb, ctx: TRequestContext, publicUrl: string) {
  const account = accountOf(ctx);
  const menus = portalMenus(publicUrl, (await readMenuSettings(db)).menus);
  return {
    portalList: menus.portal_menu_items.map((item) => ({
      app_name: item.app_name,
      visibility: 'ShowEnabled' as const,
      is_allow_access:
        item.app_name === CONVERTER_APP_NAME
          ? (account?.hasConverter ?? Boolean(ctx.login.staffLevel))
          : true,
    })),
    support_menu: menus.support_menu_items.map((item) => ({
      itemId: item.item_id,
      visibility: 'ShowEnabled' as const,
    })),
    user_menu: menus.user_menu_items.map((item) => ({
      itemId: item.item_id,
      visibility: 'ShowEnabled' as const,
    })),
    user_display_info: [
      { name: 'Account', value: account?.companyName ?? 'Internal' },
      { name: 'Username', value: account?.username ?? ctx.login.email },
      { name: 'System ID', value: account?.userId ?? '' },
    ],
  };
}

/** Exchange data for an account the login may act as (the provider's other apps make these). */
export async function createExchange(
  db: AppDb,
  ctx: TRequestContext,
  input: Omit<TExchangeData, 'visited_sites'>,
  publicUrl: string,
) {
  if (!ctx.access.some((a) => a.userId === input.account_id)) {
    throw new AppError(
      'FORBIDDEN',
      'Exchange data can only name an account your sign-in may act as.',
    );
  }
  const exchangeId = randomBytes(18).toString('base64url');
  const data: TExchangeData = {
    ...input,
    visited_sites: [{ app_name: CONVERTER_APP_NAME, last_url: `${publicUrl}${SSO_LOGIN_PATH}` }],
  };
  await db
    .insert(exchangeData)
    .values({ exchangeId, data, expiresAt: new Date(Date.now() + EXCHANGE_TTL_MS) });
  return exchangeId;
}

/** Exchange data by id, if it is alive and about an account the login may act as. */
export async function readExchange(
  db: AppDb,
  ctx: TRequestContext,
  exchangeId: string,
): Promise<TExchangeData> {
  const [row] = await db
    .select()
    .from(exchangeData)
    .where(and(eq(exchangeData.exchangeId, exchangeId), gt(exchangeData.expiresAt, new Date())));
  const data = row?.data as TExchangeData | undefined;
  if (!data || !ctx.access.some((a) => a.userId === data.account_id)) {
    throw new AppError(
      'NOT_FOUND',
      'No exchange data with this id: it has expired or belongs to someone else.',
    );
  }
  return data;
}

export async function isPremium(db: AppDb, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ premium: accounts.premium })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.premium ?? false;
}
