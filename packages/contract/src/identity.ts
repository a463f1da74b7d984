import { z } from 'zod';
import { LOGIN_TYPES } from './constants.js';

export const ZLoginType = z.enum(LOGIN_TYPES);

/** spec §3: session and token info, as the SPA stores it. `expires` is epoch milliseconds. */
export const ZTokenInfo = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires: z.number().int(),
    token_type: z.literal('Bearer'),
    user_email: z.string(),
    loginType: ZLoginType,
    authCred: z.string().nullable(),
    authStatus: z.string(),
    iamUsername: z.string().nullable(),
    iamAccountName: z.string().nullable(),
    idpUserRoles: z.array(z.string()),
    idpUserId: z.string().nullable(),
    idpUserName: z.string().nullable(),
  })
  .meta({ id: 'TokenInfo' });
export type TTokenInfo = z.infer<typeof ZTokenInfo>;

/** spec §3: the answer to the login id exchange (GET /client/v1/token?loginId=). */
export const ZTokenResponse = z
  .object({
    data: z.object({
      accountId: z.string().nullable(),
      iamUsername: z.string().nullable(),
      idpUserId: z.string().nullable(),
      idpUserName: z.string().nullable(),
      webAccessToken: ZTokenInfo,
    }),
  })
  .meta({ id: 'TokenResponse' });
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZTokenQuery = z.object({ loginId: z.string().min(8).max(128) });

/** spec §7: POST /client/v1/token/refresh, `data.data` holds the new token info. */
export const ZRefreshRequest = z
  .object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(8).max(256) })
  .meta({ id: 'RefreshRequest' });
export const ZRefreshResponse = z.object({ data: ZTokenInfo }).meta({ id: 'RefreshResponse' });

/** spec §3: one account a login e-mail may act as. */
export const ZLoginAccount = z
  .object({ company_name: z.string(), user_id: z.string(), sub_user_id: z.string() })
  .meta({ id: 'LoginAccount' });
export const ZLoginAccountListResponse = z
  .object({ data: z.array(ZLoginAccount) })
  .meta({ id: 'LoginAccountListResponse' });
export type TLoginAccount = z.infer<typeof ZLoginAccount>;

/** spec §3: the current user; spec §4: a blocked user gets the message "USER LOGIN BLOCKED". */
export const ZCurrentUser = z
  .object({
    type: z.enum(['customer', 'admin']),
    accessLevel: z.string(),
    id: z.string(),
    email: z.string(),
    company_name: z.string(),
  })
  .meta({ id: 'CurrentUser' });
export const ZCurrentUserResponse = z
  .object({ data: ZCurrentUser.nullable(), message: z.string().optional() })
  .meta({ id: 'CurrentUserResponse' });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const USER_LOGIN_BLOCKED = 'USER LOGIN BLOCKED';
/** issue 20: the user-info message when the account acted as is blocked by an administrator. */
export const ACCOUNT_BLOCKED = 'ACCOUNT BLOCKED';
/** spec §4, §8: the 401 message that makes the SPA refresh once and retry. */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';
/** spec §6: the access level that opens the settings area. */
export const READ_WRITE = 'read-write';
