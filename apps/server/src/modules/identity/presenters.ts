import {
  READ_WRITE,
  type TCurrentUser,
  type TLoginAccount,
  type TLoginType,
  type TTokenInfo,
} from '@fwmig/contract';
import type { TAccountAccess, TLogin } from './accounts.service.js';
import type { TTokenPair } from './tokens.service.js';

/** spec §3 token info, from a login, how it signed in, its new tokens and what it may act as. */
export function presentTokenInfo(
  login: TLogin,
  loginType: TLoginType,
  pair: TTokenPair,
  access: TAccountAccess[],
  chosen?: TAccountAccess,
): TTokenInfo {
  const idp = login.kind === 'idp';
  return {
    access_token: pair.accessToken,
    refresh_token: pair.refreshToken,
    expires: pair.expires,
    token_type: 'Bearer',
    user_email: login.email,
    loginType,
    authCred: null,
    authStatus: 'AUTHENTICATED',
    iamUsername: chosen?.username ?? null,
    iamAccountName: chosen ? chosen.companyName : null,
    idpUserRoles: idp ? access.map((a) => a.roleName ?? '').filter(Boolean) : [],
    idpUserId: idp ? login.idpUserId : null,
    idpUserName: idp ? login.idpUserName : null,
  };
}

export function presentLoginAccount(access: TAccountAccess): TLoginAccount {
  return {
    company_name: access.companyName,
    user_id: access.userId,
    sub_user_id: access.subUserId,
  };
}

/** spec §3 current user: staff are admins with their level; everyone else is a customer. */
export function presentCurrentUser(
  login: TLogin,
  account: TAccountAccess | undefined,
  fallback: TAccountAccess | undefined,
): TCurrentUser {
  if (login.staffLevel) {
    return {
      type: 'admin',
      accessLevel: login.staffLevel === 'read_write' ? READ_WRITE : 'read-only',
      id: login.id,
      email: login.email,
      company_name: account?.companyName ?? 'Internal',
    };
  }
  const scoped = account ?? fallback;
  return {
    type: 'customer',
    accessLevel: scoped?.readWrite ? READ_WRITE : 'read-only',
    id: login.id,
    email: login.email,
    company_name: scoped?.companyName ?? '',
  };
}
