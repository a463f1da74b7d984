import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  ZAdminBlockRequest,
  ZAdminLoginRequest,
  ZAdminSessionsResponse,
  ZErrorResponse,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { logins } from '../../db/schema/identity.js';
import { AppError } from '../../errors/app-error.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { declareAccess } from '../../http/access-policy.js';
import { contextOf } from './auth-hook.js';
import { blockLogin } from './login-block.service.js';
import { revokeLoginSessions } from './tokens.service.js';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/**
 * Ending a login's sessions (issue 18 item 3), for read-write administrators: revoke every live
 * session, or block the login (which revokes them too; its next sign-in meets the
 * "USER LOGIN BLOCKED" page). API only: the portal has no screen for logins.
 */
export function adminSessionRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  const loginByEmail = async (email: string) => {
    const [login] = await db.select().from(logins).where(eq(logins.email, email.toLowerCase()));
    if (!login) throw new AppError('NOT_FOUND', `No login has the e-mail ${email}.`);
    return login;
  };

  return async (app) => {
    declareAccess(app, 'admin-rw');

    app.post(
      '/api/admin/login/revokeSessions',
      {
        schema: {
          tags: ['admin'],
          summary: 'End every session of a login now (read-write administrators)',
          body: ZAdminLoginRequest,
          response: { 200: ZAdminSessionsResponse, ...errors },
        },
      },
      async (request) => {
        const login = await loginByEmail(request.body.email);
        const revokedSessions = await revokeLoginSessions(db, login.id, 'admin');
        await recordAudit(db, {
          actor: contextOf(request).login.email,
          action: 'admin.login.revoke_sessions',
          target: login.email,
          detail: { revokedSessions },
          ...auditOrigin(request),
        });
        return { data: { revokedSessions } };
      },
    );

    app.post(
      '/api/admin/login/block',
      {
        schema: {
          tags: ['admin'],
          summary: 'Block a login (ending its sessions) or unblock it (read-write administrators)',
          body: ZAdminBlockRequest,
          response: { 200: ZAdminSessionsResponse, ...errors },
        },
      },
      async (request) => {
        const login = await loginByEmail(request.body.email);
        const { blocked } = request.body;
        // The directory's way to block: it also refuses an administrator's own login.
        const revokedSessions = await blockLogin(
          db,
          login.id,
          blocked,
          contextOf(request).login.id,
        );
        await recordAudit(db, {
          actor: contextOf(request).login.email,
          action: blocked ? 'admin.login.block' : 'admin.login.unblock',
          target: login.email,
          detail: blocked ? { revokedSessions } : {},
          ...auditOrigin(request),
        });
        return { data: { revokedSessions } };
      },
    );
  };
}
