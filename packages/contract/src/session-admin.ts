import { z } from 'zod';

/**
 * POST /client/v1/token/revoke (logout, issue 18 item 3), in the shape of RFC 7009: the token to
 * revoke in the body (form or JSON); the Authorization header's access token counts too. The
 * answer is the same whether or not a token was known.
 */
export const ZTokenRevokeRequest = z
  .object({
    token: z.string().min(1).max(256).optional(),
    token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  })
  .meta({ id: 'TokenRevokeRequest' });
export const ZTokenRevokeResponse = z
  .object({ data: z.object({ ok: z.literal(true) }) })
  .meta({ id: 'TokenRevokeResponse' });

/** POST /api/admin/login/revokeSessions: a login, by e-mail, whose sessions end now. */
export const ZAdminLoginRequest = z
  .object({ email: z.string().trim().min(3).max(254) })
  .meta({ id: 'AdminLoginRequest' });
/** POST /api/admin/login/block: blocking also ends every session of the login. */
export const ZAdminBlockRequest = ZAdminLoginRequest.extend({ blocked: z.boolean() }).meta({
  id: 'AdminBlockRequest',
});
export const ZAdminSessionsResponse = z
  .object({ data: z.object({ revokedSessions: z.number().int() }) })
  .meta({ id: 'AdminSessionsResponse' });

export type TTokenRevokeRequest = z.infer<typeof ZTokenRevokeRequest>;
