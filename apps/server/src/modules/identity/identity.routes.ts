import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_LOGIN_BLOCKED,
  ZCurrentUserResponse,
  ZErrorResponse,
  ZLoginAccountListResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZTokenQuery,
  ZTokenResponse,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { accountAccess, findLogin } from './accounts.service.js';
import { consumeLoginId } from './login-ids.js';
import { presentCurrentUser, presentLoginAccount, presentTokenInfo } from './presenters.js';
import { contextOf, requireAuth } from './auth-hook.js';
import { refreshSession, startSession } from './tokens.service.js';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
};

/** The provider-platform calls of spec §7 for tokens, accounts and the current user. */
export function identityRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    // spec §7: the refresh body may come as a form (grant_type=refresh_token&refresh_token=...).
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    app.get(
      '/client/v1/token',
      {
        schema: {
          tags: ['identity'],
          summary: 'Exchange a one-time loginId (from SSO) for tokens',
          querystring: ZTokenQuery,
          response: { 200: ZTokenResponse, ...errors },
        },
      },
      async (request) => {
        const used = await consumeLoginId(db, request.query.loginId);
        if (!used)
          throw new AppError(
            'UNAUTHENTICATED',
            'This sign-in link was already used or has expired. Sign in again.',
          );
        const login = await findLogin(db, used.loginId);
        if (!login)
          throw new AppError('UNAUTHENTICATED', 'This sign-in is no longer valid. Sign in again.');
        const loginType = used.loginType as 'IAM' | 'IAM_NOPORTAL' | 'IDP';
        const session = await startSession(db, { loginId: login.id, loginType });
        const access = await accountAccess(db, login);
        const chosen = access.find((a) => a.accountId === used.accountId);
        return {
          data: {
            accountId: chosen?.userId ?? null,
            iamUsername: chosen?.username ?? null,
            idpUserId: login.kind === 'idp' ? login.idpUserId : null,
            idpUserName: login.kind === 'idp' ? login.idpUserName : null,
            webAccessToken: presentTokenInfo(login, loginType, session, access, chosen),
          },
        };
      },
    );

    app.post(
      '/client/v1/token/refresh',
      {
        schema: {
          tags: ['identity'],
          summary: 'Rotate the refresh token; reuse revokes the session',
          body: ZRefreshRequest,
          response: { 200: ZRefreshResponse, ...errors },
        },
      },
      async (request) => {
        const session = await refreshSession(db, request.body.refresh_token);
        const login = await findLogin(db, session.loginId);
        if (!login)
          throw new AppError('UNAUTHENTICATED', 'This sign-in is no longer valid. Sign in again.');
        return {
          data: presentTokenInfo(login, session.loginType, session, await accountAccess(db, login)),
        };
      },
    );

    // Everything below needs a valid token; the hook also checks the scoping headers.
    await app.register(async (authed) => {
      authed.addHook('onRequest', requireAuth(db));

      authed.get(
        '/client/v1/loginAccount/list',
        {
          schema: {
            tags: ['identity'],
            summary: 'The accounts the signed-in e-mail may act as',
            response: { 200: ZLoginAccountListResponse, ...errors },
          },
        },
        async (request) => ({ data: contextOf(request).access.map(presentLoginAccount) }),
      );

      authed.get(
        '/api/customer/currentUser',
        {
          schema: {
            tags: ['identity'],
            summary: 'The current user: type, access level, company',
            response: { 200: ZCurrentUserResponse, ...errors },
          },
        },
        async (request) => {
          const ctx = contextOf(request);
          if (ctx.login.blocked) return { data: null, message: USER_LOGIN_BLOCKED };
          return { data: presentCurrentUser(ctx.login, ctx.account, ctx.access[0]) };
        },
      );
    });
  };
}
