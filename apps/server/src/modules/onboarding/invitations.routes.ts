import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateInvitationRequest,
  ZErrorResponse,
  ZInvitationListResponse,
  ZInvitationResponse,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { declareAccess } from '../../http/access-policy.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { contextOf } from '../identity/auth-hook.js';
import type { TMailer } from '../mail/mailer.js';
import { refuseUnlessMayInvite } from './invitation-rights.js';
import {
  createInvitation,
  findAccountByNumber,
  listPendingInvitations,
  revokeInvitation,
  type TInvitationLinks,
} from './invitations.service.js';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const ZAccountParams = z.object({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const ZInvitationParams = ZAccountParams.extend({ id: z.uuid() });

/**
 * An account's invitations (issue 20 item 2): list the pending ones, invite an e-mail with a
 * role, revoke. Read-write staff for any account (read-only staff list only), a customer only
 * as the master user of that account (invitation-rights.ts); every change is audited.
 */
export function invitationRoutes(
  database: Database,
  deps: { mailer: TMailer; links: TInvitationLinks },
): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    declareAccess(app, 'portal');
    app.get(
      '/api/accounts/:userId/invitations',
      {
        schema: {
          tags: ['invitations'],
          summary: "The account's pending invitations, newest first",
          params: ZAccountParams,
          response: { 200: ZInvitationListResponse, ...errors },
        },
      },
      async (request) => {
        refuseUnlessMayInvite(contextOf(request), request.params.userId, 'read');
        const account = await findAccountByNumber(db, request.params.userId);
        return { data: await listPendingInvitations(db, account) };
      },
    );

    app.post(
      '/api/accounts/:userId/invitations',
      {
        schema: {
          tags: ['invitations'],
          summary: 'Invite an e-mail into the account with a role (mails the invitee)',
          params: ZAccountParams,
          body: ZCreateInvitationRequest,
          response: { 201: ZInvitationResponse, ...errors },
        },
      },
      async (request, reply) => {
        const ctx = contextOf(request);
        refuseUnlessMayInvite(ctx, request.params.userId, 'write');
        const account = await findAccountByNumber(db, request.params.userId);
        const invitation = await createInvitation(
          { db, ...deps },
          { account, invitedBy: ctx.login.email, request: request.body },
        );
        await recordAudit(db, {
          actor: ctx.login.email,
          action: 'invitation.create',
          target: `account ${account.userId}`,
          detail: { invitationId: invitation.id, email: invitation.email, role: invitation.role },
          ...auditOrigin(request),
        });
        return reply.code(201).send({ data: invitation });
      },
    );

    app.delete(
      '/api/accounts/:userId/invitations/:id',
      {
        schema: {
          tags: ['invitations'],
          summary: 'Revoke a pending invitation',
          params: ZInvitationParams,
          response: { 200: ZInvitationResponse, ...errors },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        refuseUnlessMayInvite(ctx, request.params.userId, 'write');
        const account = await findAccountByNumber(db, request.params.userId);
        const invitation = await revokeInvitation(db, account, request.params.id);
        await recordAudit(db, {
          actor: ctx.login.email,
          action: 'invitation.revoke',
          target: `account ${account.userId}`,
          detail: { invitationId: invitation.id, email: invitation.email },
          ...auditOrigin(request),
        });
        return { data: invitation };
      },
    );
  };
}
