import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { THttpLimits } from '../config/env.js';
import type { AppDb } from '../db/database.js';
import { loginIds, refreshTokens, tokenFamilies } from '../db/schema/sessions.js';
import { AppError } from '../errors/app-error.js';
import { sha256 } from '../lib/secrets.js';

/** The window every sign-in limit counts in. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** What a limiter says about one request. */
export type TLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request under `key` (in its own namespace); undefined key: not counted. */
export type TLimiter = (request: FastifyRequest, key: string | undefined) => Promise<TLimitVerdict>;

/** The two budgets of issue 18 item 6: per client address and per account, each per minute. */
export interface TSignInLimits {
  byIp(request: FastifyRequest, scope: string): Promise<TLimitVerdict>;
  byAccount(request: FastifyRequest, scope: string, account: string): Promise<TLimitVerdict>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** issue 18 item 6: the sign-in rate limits, for routes that answer 429 themselves. */
    signInLimits: TSignInLimits;
  }
}

/** 429 RATE_LIMITED with Retry-After, in the API's error format. */
export function refuseRateLimited(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw new AppError(
    'RATE_LIMITED',
    `Too many attempts from here. Wait ${retryAfterSeconds} seconds and try again.`,
  );
}

function limiter(app: FastifyInstance, max: number): TLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => keys.get(request) ?? request.ip,
  });
  return async (request, key) => {
    if (key === undefined) return { allowed: true };
    keys.set(request, key);
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };
}

/** The login a refresh token or a one-time loginId belongs to; undefined when unknown. */
async function loginOfRefreshToken(db: AppDb, token: unknown): Promise<string | undefined> {
  if (typeof token !== 'string' || token === '') return undefined;
  const [row] = await db
    .select({ loginId: tokenFamilies.loginId })
    .from(refreshTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row?.loginId;
}

async function loginOfLoginId(db: AppDb, id: unknown): Promise<string | undefined> {
  if (typeof id !== 'string' || id === '') return undefined;
  const [row] = await db
    .select({ loginId: loginIds.loginId })
    .from(loginIds)
    .where(eq(loginIds.idHash, sha256(id)));
  return row?.loginId;
}

type TAccountOf = (db: AppDb, request: FastifyRequest) => Promise<string | undefined>;

/**
 * Token routes (registered by the identity module) limited here by method and URL, so the
 * limits of every sign-in step are in one place. The SAML routes apply theirs themselves.
 */
const TOKEN_ROUTES: Record<string, TAccountOf> = {
  'GET /client/v1/token': (db, request) =>
    loginOfLoginId(db, (request.query as Record<string, unknown> | undefined)?.loginId),
  'POST /client/v1/token/refresh': (db, request) =>
    loginOfRefreshToken(db, (request.body as Record<string, unknown> | undefined)?.refresh_token),
};

/**
 * Registers @fastify/rate-limit (in-process counters; each replica counts on its own) and the
 * sign-in limits: per client address and per account, each per route and minute, answering
 * 429 with Retry-After. Must be called before the token routes are registered.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { limits: THttpLimits; db: AppDb },
): Promise<void> {
  await app.register(rateLimit, { global: false });
  const perIp = limiter(app, options.limits.rateLimitPerIp);
  const perAccount = limiter(app, options.limits.rateLimitPerAccount);
  const limits: TSignInLimits = {
    byIp: (request, scope) => perIp(request, `ip|${scope}|${request.ip}`),
    byAccount: (request, scope, account) => perAccount(request, `account|${scope}|${account}`),
  };
  app.decorate('signInLimits', limits);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const name = methods.map((method) => `${method} ${route.url}`).find((n) => n in TOKEN_ROUTES);
    const accountOf = name ? TOKEN_ROUTES[name] : undefined;
    if (!name || !accountOf) return;
    const byIp = async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = await limits.byIp(request, name);
      if (!verdict.allowed) refuseRateLimited(reply, verdict.retryAfterSeconds);
    };
    // After validation, so the body or query names the account.
    const byAccount = async (request: FastifyRequest, reply: FastifyReply) => {
      const account = await accountOf(options.db, request);
      if (account === undefined) return;
      const verdict = await limits.byAccount(request, name, account);
      if (!verdict.allowed) refuseRateLimited(reply, verdict.retryAfterSeconds);
    };
    route.onRequest = [...toArray(route.onRequest), byIp];
    route.preHandler = [...toArray(route.preHandler), byAccount];
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
