import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorResponse,
  ZOuSelectRequest,
  ZOuSelectResponse,
  ZUserOrgNodeRequest,
  ZUserOrgNodeResponse,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { declareAccess } from '../../http/access-policy.js';
import { contextOf } from '../identity/auth-hook.js';
import { selectOuAccount, userOrgNodes } from './ou.service.js';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Organisations and OU selection (spec §4 "OU access", §7). */
export function ouRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    // The sign-in flow and the Switch Roles dialog of the error pages need these.
    declareAccess(app, 'session');
    for (const url of ['/api/ou/user_org_node', '/client/v1/listAccount']) {
      app.post(
        url,
        {
          schema: {
            tags: ['organisations'],
            summary: 'Accounts the sign-in may act as, with their organisation trees',
            body: ZUserOrgNodeRequest.optional(),
            response: { 200: ZUserOrgNodeResponse, ...errors },
          },
        },
        async (request) => ({ data: await userOrgNodes(db, contextOf(request)) }),
      );
    }
    app.post(
      '/client/v1/ou/select',
      {
        schema: {
          tags: ['organisations'],
          summary: 'Select an OU member account (user_id header: the owner account)',
          body: ZOuSelectRequest,
          response: { 200: ZOuSelectResponse, ...errors },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        const data = await selectOuAccount(db, ctx, request.body);
        // An OU account switch (issue 18 item 11).
        await recordAudit(db, {
          actor: ctx.login.email,
          action: 'session.select_ou_account',
          target: request.body.account_id,
          detail: { owner: ctx.account?.userId ?? null, session: ctx.familyId },
          ...auditOrigin(request),
        });
        return { data };
      },
    );
  };
}
