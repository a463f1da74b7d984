import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_LOGIN_BLOCKED,
  ACCOUNT_BLOCKED,
  ZCurrentUserResponse,
  ZErrorResponse,
  ZLoginAccountListResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZTokenQuery,
  ZTokenResponse,
  ZTokenRevokeRequest,
  ZTokenRevokeResponse,
} from '@fwmig/contract';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { accountAccess, findLogin } from './accounts.service.js';
import { consumeLoginId } from './login-ids.js';
import { presentCurrentUser, presentLoginAccount, presentTokenInfo } from './presenters.js';
import { declareAccess } from '../../http/access-policy.js';
import { contextOf } from './auth-hook.js';
import { accountOf } from './portal-gate.js';
import { auditSessionScope, presentedBearer } from './session-audit.js';
import { refreshSession, revokePresentedTokens, startSession } from './tokens.service.js';

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
        config: { access: 'public' },
        schema: {
          tags: ['identity'],
          summary: 'Exchange a one-time loginId (from SSO) for tokens',
          querystring: ZTokenQuery,
          response: { 200: ZTokenResponse, ...errors },
        },
      },
      async (request) => {
        const used = await consumeLoginId(db, request.query.loginId);
        const login = used && (await findLogin(db, used.loginId));
        if (!used || !login) {
          await recordAudit(db, {
            actor: 'anonymous',
            action: 'session.sign_in_failed',
            detail: { reason: used ? 'login deleted' : 'sign-in link used or expired' },
            ...auditOrigin(request),
          });
          throw new AppError(
            'UNAUTHENTICATED',
            used
              ? 'This sign-in is no longer valid. Sign in again.'
              : 'This sign-in link was already used or has expired. Sign in again.',
          );
        }
        const loginType = used.loginType as 'IAM' | 'IAM_NOPORTAL' | 'IDP';
        const session = await startSession(db, { loginId: login.id, loginType });
        await recordAudit(db, {
          actor: login.email,
          action: 'session.sign_in',
          detail: { loginType, session: session.familyId },
          ...auditOrigin(request),
        });
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
        config: { access: 'public' },
        schema: {
          tags: ['identity'],
          summary: 'Rotate the refresh token; reuse revokes the session',
          body: ZRefreshRequest,
          response: { 200: ZRefreshResponse, ...errors },
        },
      },
      async (request) => {
        const session = await refreshSession(db, request.body.refresh_token, async (family) => {
          // A rotated token came back: a copy exists somewhere (issue 18 item 11).
          await recordAudit(db, {
            actor: (await findLogin(db, family.loginId))?.email ?? family.loginId,
            action: 'session.refresh_reuse',
            detail: { session: family.familyId },
            ...auditOrigin(request),
          });
        });
        const login = await findLogin(db, session.loginId);
        if (!login)
          throw new AppError('UNAUTHENTICATED', 'This sign-in is no longer valid. Sign in again.');
        return {
          data: presentTokenInfo(login, session.loginType, session, await accountAccess(db, login)),
        };
      },
    );

    // Logout (issue 18 item 3): open to every caller, blocked or not, so a session can always end.
    app.post(
      '/client/v1/token/revoke',
      {
        config: { access: 'public' },
        schema: {
          tags: ['identity'],
          summary: 'Logout: revoke the session of the presented tokens (body token, Bearer header)',
          // A call with no body at all (only the Bearer header) is fine too.
          body: ZTokenRevokeRequest.nullish(),
          response: { 200: ZTokenRevokeResponse, 400: ZErrorResponse },
        },
      },
      async (request) => {
        const tokens = [request.body?.token, presentedBearer(request)].filter(
          (token): token is string => Boolean(token),
        );
        for (const ended of await revokePresentedTokens(db, tokens)) {
          await recordAudit(db, {
            actor: (await findLogin(db, ended.loginId))?.email ?? ended.loginId,
            action: 'session.sign_out',
            detail: { session: ended.familyId },
            ...auditOrigin(request),
          });
        }
        // The same answer for unknown tokens (RFC 7009): nothing to learn from it.
        return { data: { ok: true as const } };
      },
    );

    // Everything below needs a valid token; the hook also checks the scoping headers.
    await app.register(async (authed) => {
      // Open to blocked and refused users too: the error pages need them (issue 18 item 1).
      declareAccess(authed, 'session');

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
          await auditSessionScope(db, request, ctx);
          if (ctx.login.blocked) return { data: null, message: USER_LOGIN_BLOCKED };
          if (ctx.account?.accountBlocked || ctx.ouAccount?.blocked) {
            return { data: null, message: ACCOUNT_BLOCKED };
          }
          return { data: presentCurrentUser(ctx.login, ctx.account, accountOf(ctx)) };
        },
      );
    });
  };
}
