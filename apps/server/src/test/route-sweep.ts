import type { FastifyInstance } from 'fastify';
import { declaredRoutes, type TDeclaredRoute } from '../http/access-policy.js';

/**
 * Sweeps over every route the app registered (issue 18 items 1 and 12): the routes come from
 * the app itself, so a route added later is swept without editing the tests.
 */

/** Every route of the app, one row per method, in a stable order. */
export function everyRoute(app: FastifyInstance): TDeclaredRoute[] {
  return declaredRoutes(app).sort((a, b) =>
    `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
  );
}

/** `/api/care/:id/files/:fileId` with the given values (`x` for others; `*` becomes `x`). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? 'x'))
    .replace(/\*/g, 'x');
}

export interface TSweepAnswer {
  status: number;
  /** The error code of an error body, if it has one. */
  code: string | undefined;
  /** The whole answer as text: headers and body, for looking for another tenant's data. */
  text: string;
}

const withBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/**
 * One real HTTP call: JSON `body` for POST/PUT/PATCH; when the route answers 415 (it wants a
 * multipart form), the same fields again as a form, so multipart routes see them too.
 */
export async function sweepCall(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; headers?: Record<string, string>; body?: Record<string, string> } = {},
): Promise<TSweepAnswer> {
  const headers: Record<string, string> = {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const body = options.body ?? {};
  let response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: withBody(method) ? { ...headers, 'content-type': 'application/json' } : headers,
    body: withBody(method) ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  if (response.status === 415 && withBody(method)) {
    await response.arrayBuffer();
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) form.append(name, value);
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: form,
      redirect: 'manual',
    });
  }
  const raw = await response.text();
  let code: string | undefined;
  try {
    const parsed = JSON.parse(raw) as { code?: unknown };
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    // Not JSON: pages, files, redirects.
  }
  const headerText = [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
  return { status: response.status, code, text: `${headerText}\n\n${raw}` };
}

/** "GET /api/x" */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
