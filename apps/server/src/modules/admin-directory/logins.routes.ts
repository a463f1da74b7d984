import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDirectoryLoginPage,
  ZDirectoryQuery,
  ZUpdateLoginRequest,
  ZUpdateLoginResponse,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { contextOf } from '../identity/auth-hook.js';
import { DIRECTORY_ERRORS, auditChange } from './directory-kit.js';
import { loginPage, setLoginBlocked } from './logins.service.js';

const tags = ['admin directory'];

/** issue 20 item 1: every login (customers' and staff), and blocking one. */
export function directoryLoginRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/api/admin/logins',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Every login by e-mail, searched and paged (administrators)',
          querystring: ZDirectoryQuery,
          response: { 200: ZDirectoryLoginPage, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => loginPage(db, request.query),
    );

    app.patch(
      '/api/admin/logins/:loginId',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Block a login, ending its sessions, or unblock it (read-write administrators)',
          params: z.object({ loginId: z.string().min(1).max(64) }),
          body: ZUpdateLoginRequest,
          response: { 200: ZUpdateLoginResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const { blocked } = request.body;
        const { login, revokedSessions } = await setLoginBlocked(
          db,
          request.params.loginId,
          blocked,
          contextOf(request).login.id,
        );
        await auditChange(
          db,
          request,
          blocked ? 'admin.login.block' : 'admin.login.unblock',
          login.email,
          blocked ? { revokedSessions } : {},
        );
        return { data: login, revokedSessions };
      },
    );
  };
}
