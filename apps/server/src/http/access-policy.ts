import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Who may call a route (issue 18 item 1), declared by every route and checked by one hook:
 * - public: anyone (sign-in, token exchange, health, public config, the top bar's app list);
 * - session: a valid token, whatever the login's state: what the sign-in flow and the error
 *   pages need (current user, accounts, permission, organisations), so a refused user can
 *   still see why and switch account or sign out;
 * - portal: also refused, with the error pages' codes, for a blocked login, IAM_NOPORTAL, an
 *   IAM user without portal-admin and read/write, an account without the converter app, or a
 *   login without accounts;
 * - staff: portal, and staff of either level (read-only administrators read, issue 20);
 * - admin-rw: portal, and read-write staff only.
 */
export const ACCESS_LEVELS = ['public', 'session', 'portal', 'staff', 'admin-rw'] as const;
export type TAccess = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route: start-up fails without it (registerAccessLayer). */
    access?: TAccess;
  }
}

/** What the access layer runs for a route that is not public. */
export type TEnforceAccess = (
  request: FastifyRequest,
  access: Exclude<TAccess, 'public'>,
) => Promise<void>;

/** Route configs whose access came from declareAccess, not from the route itself. */
const scopeDefaults = new WeakSet<object>();

/**
 * Declares the access of every route registered in this plugin scope from now on that does
 * not declare its own (`config: { access }` on the route wins). One line per route plugin.
 */
export function declareAccess(scope: FastifyInstance, access: TAccess): void {
  scope.addHook('onRoute', (route) => {
    // An outer scope's hook ran first: the innermost declaration wins, the route's own always.
    if (route.config?.access !== undefined && !scopeDefaults.has(route.config)) return;
    route.config = { ...route.config, access };
    scopeDefaults.add(route.config);
  });
}

const isAccess = (value: unknown): value is TAccess =>
  ACCESS_LEVELS.some((level) => level === value);

/** One registered route as the access layer saw it. */
export interface TDeclaredRoute {
  method: string;
  url: string;
  access: TAccess | undefined;
}

const collected = new WeakMap<FastifyInstance, RouteOptions[]>();

const routeName = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

/** Fastify adds a HEAD route for each GET: name the GET only. */
const withoutHeads = (names: string[]) =>
  names.filter((name) => !name.startsWith('HEAD ') || !names.includes(`GET ${name.slice(5)}`));

/**
 * The one access hook (app.ts registers it before any route): every route must declare its
 * access, or start-up (app.ready) fails naming the routes that do not; each request is then
 * checked against its route's declaration before anything else runs. Requests matching no
 * route (404) have no declaration and pass to the not-found handler.
 */
export function registerAccessLayer(app: FastifyInstance, enforce: TEnforceAccess): void {
  const routes: RouteOptions[] = [];
  collected.set(app, routes);
  // The same options object reaches the plugins' onRoute hooks after this one (declareAccess).
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !isAccess(route.config?.access));
    if (undeclared.length > 0) {
      throw new Error(
        `Every route declares who may call it (config.access: ${ACCESS_LEVELS.join(' | ')}, ` +
          `or declareAccess in its plugin); these do not: ${withoutHeads(undeclared.map(routeName)).join('; ')}`,
      );
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    await enforce(request, access);
  });
}

/** Every route of an app built with registerAccessLayer, one row per method (HEAD left out). */
export function declaredRoutes(app: FastifyInstance): TDeclaredRoute[] {
  return (collected.get(app) ?? []).flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, url: route.url, access: route.config?.access })),
  );
}
