import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountMemberResponse,
  ZAccountMembersResponse,
  ZAddMemberRequest,
  ZCreateAccountRequest,
  ZDirectoryAccountPage,
  ZDirectoryAccountResponse,
  ZDirectoryQuery,
  ZSystemId,
  ZUpdateAccountRequest,
  ZUpdateMemberRequest,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { accountDetail, accountPage, createAccount, updateAccount } from './accounts.service.js';
import { DIRECTORY_ERRORS, auditChange, previousValues, sentFields } from './directory-kit.js';
import { accountMembers, addMember, removeMember, updateMember } from './members.service.js';

const tags = ['admin directory'];
const accountParams = z.object({ userId: ZSystemId });
const memberParams = accountParams.extend({ memberId: z.string().min(1).max(64) });

/**
 * issue 20 item 1: customer accounts and the logins that reach them, read by administrators of
 * either level ('staff') and changed by read-write administrators ('admin-rw'), each change
 * audited with the fields it set.
 */
export function directoryAccountRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/api/admin/accounts',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Customer accounts by system ID, searched and paged (administrators)',
          querystring: ZDirectoryQuery,
          response: { 200: ZDirectoryAccountPage, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => accountPage(db, request.query),
    );

    app.post(
      '/api/admin/accounts',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Create a customer account and its master user (read-write administrators)',
          body: ZCreateAccountRequest,
          response: { 200: ZDirectoryAccountResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const account = await createAccount(db, request.body);
        await auditChange(db, request, 'admin.account.create', account.userId, {
          companyName: account.companyName,
          masterEmail: account.masterEmail,
          hasConverter: account.hasConverter,
          premium: account.premium,
        });
        return { data: account };
      },
    );

    app.get(
      '/api/admin/accounts/:userId',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'One customer account (administrators)',
          params: accountParams,
          response: { 200: ZDirectoryAccountResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => ({ data: await accountDetail(db, request.params.userId) }),
    );

    app.patch(
      '/api/admin/accounts/:userId',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: "Change an account's company, converter app, premium or block (read-write)",
          params: accountParams,
          body: ZUpdateAccountRequest,
          response: { 200: ZDirectoryAccountResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const before = await accountDetail(db, request.params.userId);
        const account = await updateAccount(db, request.params.userId, request.body);
        const { blocked, ...rest } = sentFields(request.body);
        if (blocked !== undefined && blocked !== before.blocked) {
          await auditChange(
            db,
            request,
            blocked ? 'admin.account.block' : 'admin.account.unblock',
            account.userId,
          );
        }
        if (Object.keys(rest).length > 0) {
          await auditChange(db, request, 'admin.account.update', account.userId, {
            ...rest,
            before: previousValues(before, rest),
          });
        }
        return { data: account };
      },
    );

    app.get(
      '/api/admin/accounts/:userId/members',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: "An account's master, IAM and IdP users (administrators)",
          params: accountParams,
          response: { 200: ZAccountMembersResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => ({ data: await accountMembers(db, request.params.userId) }),
    );

    app.post(
      '/api/admin/accounts/:userId/members',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Give an e-mail access as master, IAM or IdP user (read-write administrators)',
          params: accountParams,
          body: ZAddMemberRequest,
          response: { 200: ZAccountMemberResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const member = await addMember(db, request.params.userId, request.body);
        await auditChange(db, request, 'admin.member.add', request.params.userId, {
          ...sentFields(request.body),
          subUserId: member.subUserId,
        });
        return { data: member };
      },
    );

    app.patch(
      '/api/admin/accounts/:userId/members/:memberId',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: "Change an IAM user's permissions or an IdP user's role (read-write)",
          params: memberParams,
          body: ZUpdateMemberRequest,
          response: { 200: ZAccountMemberResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const { userId, memberId } = request.params;
        const { before, after } = await updateMember(db, userId, memberId, request.body);
        await auditChange(db, request, 'admin.member.update', userId, {
          email: after.email,
          ...sentFields(request.body),
          before: previousValues(before, sentFields(request.body)),
        });
        return { data: after };
      },
    );

    app.delete(
      '/api/admin/accounts/:userId/members/:memberId',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: "Take a login's access to the account away (read-write administrators)",
          params: memberParams,
          response: { 200: ZAccountMemberResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const { userId, memberId } = request.params;
        const member = await removeMember(db, userId, memberId);
        await auditChange(db, request, 'admin.member.remove', userId, {
          email: member.email,
          kind: member.kind,
          subUserId: member.subUserId,
        });
        return { data: member };
      },
    );
  };
}
