import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { ouMemberAccounts, type TAccountAccess, type TLogin } from './accounts.service.js';
import { lookupSession } from './session-lookup.js';

/** Who is asking and for which account: identity from the token only, the account from headers. */
export interface TRequestContext {
  login: TLogin;
  familyId: string;
  loginType: string;
  /** Accounts the login may act as. */
  access: TAccountAccess[];
  /** The account named by user_id / sub_user_id, when named. */
  account?: TAccountAccess;
  /** The OU member account named by ou_account_id, when named. */
  ouAccount?: {
    accountId: string;
    userId: string;
    name: string;
    hasConverter: boolean;
    blocked: boolean;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx?: TRequestContext;
  }
}

const SAFE = /^[A-Za-z0-9_.:@-]{1,64}$/;

/** One scoping header: absent, or one well-formed value (400 otherwise). */
function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  if (raw === undefined) return undefined;
  // Node joins repeated headers with ", "; two values are a client error, not a choice.
  if (Array.isArray(raw) || raw.includes(',')) {
    throw new AppError('BAD_REQUEST', `The ${name} header was sent more than once. Send it once.`);
  }
  if (!SAFE.test(raw)) throw new AppError('BAD_REQUEST', `The ${name} header is malformed.`);
  return raw;
}

function bearer(request: FastifyRequest): string {
  const value = request.headers.authorization;
  const match = typeof value === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(value) : null;
  if (!match?.[1]) {
    throw new AppError(
      'UNAUTHENTICATED',
      'Sign in first: this request needs an "Authorization: Bearer <token>" header.',
    );
  }
  return match[1];
}

const forbidden = () =>
  new AppError(
    'FORBIDDEN',
    'Your sign-in may not act as the account this request names. Choose one of your accounts.',
  );

/**
 * The auth and scope hook of ARCHITECTURE.md: verifies the token, loads the login, and checks
 * that user_id / sub_user_id / ou_account_id name accounts it may act as (403 otherwise).
 */
export async function resolveContext(db: AppDb, request: FastifyRequest): Promise<TRequestContext> {
  // One query: token, session, login and accounts (the access layer runs on every API call).
  const { login, familyId, loginType, access } = await lookupSession(db, bearer(request));
  const userId = header(request, 'user_id');
  const subUserId = header(request, 'sub_user_id');
  const ouAccountId = header(request, 'ou_account_id');
  const nodeId = header(request, 'node_id');
  const context: TRequestContext = { login, familyId, loginType, access };
  if (userId === undefined) {
    if (subUserId !== undefined || ouAccountId !== undefined || nodeId !== undefined)
      throw forbidden();
    return context;
  }
  const account = access.find(
    (a) => a.userId === userId && (subUserId === undefined || a.subUserId === subUserId),
  );
  if (!account) throw forbidden();
  context.account = account;
  if (ouAccountId !== undefined) {
    const member = (await ouMemberAccounts(db, account.accountId)).find(
      (m) => m.account.userId === ouAccountId,
    );
    if (!member) throw forbidden();
    context.ouAccount = {
      accountId: member.account.id,
      userId: member.account.userId,
      name: member.node.name,
      hasConverter: member.account.hasConverter,
      blocked: member.account.blocked,
    };
  }
  return context;
}
