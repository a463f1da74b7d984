import { USER_LOGIN_BLOCKED } from '@fwmig/contract';
import { AppError } from '../../errors/app-error.js';
import type { TAccountAccess } from './accounts.service.js';
import type { TRequestContext } from './scope.js';

/**
 * The refusals of the portal's error pages (spec §4 "OU access", §6, §8), made on the server
 * (issue 18 item 1) with the error pages' own codes, so the API refuses what the web refuses.
 */
const refusal = {
  noAccount: () =>
    new AppError(
      'NO_ACCOUNT',
      'This sign-in has no service-portal account. Create one at the identity provider.',
    ),
  noConverter: () =>
    new AppError(
      'NO_CONVERTER',
      'This account does not have the converter app. Choose another account or ask your provider.',
    ),
  blocked: () =>
    new AppError(
      'NO_PERMISSION',
      `${USER_LOGIN_BLOCKED}: this sign-in is blocked from the portal. Ask your account administrator.`,
    ),
  accountBlocked: () =>
    new AppError(
      'ACCOUNT_BLOCKED',
      'ACCOUNT BLOCKED: this account is blocked from the portal. Choose another account or ask your provider.',
    ),
  portalDisabled: () =>
    new AppError(
      'NO_PERMISSION',
      'Portal access is disabled for this IAM user. Ask the master account administrator to enable it.',
    ),
  wrongPermission: () =>
    new AppError(
      'NO_PERMISSION',
      'Only IAM users with portal-admin and read/write permission may use the portal. Ask the master account administrator.',
    ),
};

/**
 * Why the login may not use the portal as this account, in the order the web meets them:
 * the converter app (permission call), then the user-info checks (blocked, IAM_NOPORTAL, an IAM
 * user without portal-admin and read/write).
 */
function accountRefusal(ctx: TRequestContext, account: TAccountAccess): AppError | undefined {
  if (!account.hasConverter) return refusal.noConverter();
  if (ctx.ouAccount && !ctx.ouAccount.hasConverter) return refusal.noConverter();
  if (ctx.login.blocked) return refusal.blocked();
  if (account.accountBlocked || ctx.ouAccount?.blocked) return refusal.accountBlocked();
  if (ctx.loginType === 'IAM_NOPORTAL' || !account.portalAccess) return refusal.portalDisabled();
  const iamUser = ctx.loginType !== 'IDP' && account.subUserId !== '0';
  if (iamUser && !account.readWrite) return refusal.wrongPermission();
  return undefined;
}

/**
 * The account a call is about: the one its headers name, else the first of the login's
 * accounts the portal lets it act as (never a blocked one, or one without the converter),
 * else the first at all.
 */
export function accountOf(ctx: TRequestContext): TAccountAccess | undefined {
  return ctx.account ?? ctx.access.find((a) => !accountRefusal(ctx, a)) ?? ctx.access[0];
}

/**
 * Throws the error page's refusal (403 NO_ACCOUNT, NO_CONVERTER or NO_PERMISSION) unless the
 * request's login may use the portal: staff unless blocked; a customer as the account its
 * headers name, or, naming none, as at least one of its accounts (account-scoped calls then
 * still demand the headers).
 */
export function refuseOutsidePortal(ctx: TRequestContext): void {
  if (ctx.login.staffLevel) {
    if (ctx.login.blocked) throw refusal.blocked();
    return;
  }
  if (ctx.access.length === 0) throw refusal.noAccount();
  const candidates = ctx.account ? [ctx.account] : ctx.access;
  let first: AppError | undefined;
  for (const account of candidates) {
    const refused = accountRefusal(ctx, account);
    if (!refused) return;
    first ??= refused;
  }
  throw first ?? refusal.noAccount();
}
