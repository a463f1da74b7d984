import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@fwmig/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { logins } from '../../db/schema/identity.js';
import { AppError } from '../../errors/app-error.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { contextOf } from '../identity/auth-hook.js';
import { removeTotp, totpEnabled } from './totp.service.js';

const ZParams = z.object({ loginId: z.uuid() });
const ZTotpState = z.object({ data: z.object({ email: z.string(), totp: z.boolean() }) });

/**
 * The recovery of a lost authenticator (issue 20 item 3): a read-write admin looks up whether a
 * login has a second factor and resets it (the next sign-in asks for the password only); audited.
 */
export function totpAdminRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  const find = async (loginId: string) => {
    const [login] = await db.select().from(logins).where(eq(logins.id, loginId));
    if (!login) throw new AppError('NOT_FOUND', 'There is no such login.');
    return login;
  };
  const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
  return async (app) => {
    app.get(
      '/api/admin/logins/:loginId/totp',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags: ['admin'],
          summary: 'Whether a login signs in with a second factor (TOTP)',
          params: ZParams,
          response: { 200: ZTotpState, ...errors },
        },
      },
      async (request) => {
        const login = await find(request.params.loginId);
        return { data: { email: login.email, totp: await totpEnabled(db, login.id) } };
      },
    );
    app.delete(
      '/api/admin/logins/:loginId/totp',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags: ['admin'],
          summary: "Reset a login's second factor (lost authenticator)",
          params: ZParams,
          response: { 200: ZTotpState, ...errors },
        },
      },
      async (request) => {
        const login = await find(request.params.loginId);
        const removed = await removeTotp(db, login.id);
        if (!removed)
          throw new AppError('NOT_FOUND', `${login.email} has no second factor to reset.`);
        await recordAudit(db, {
          actor: contextOf(request).login.email,
          action: 'admin.login.totp_reset',
          target: login.email,
          ...auditOrigin(request),
        });
        return { data: { email: login.email, totp: false } };
      },
    );
  };
}
