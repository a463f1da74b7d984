import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  declareAccess,
  declaredRoutes,
  registerAccessLayer,
  type TAccess,
} from './access-policy.js';

/** issue 18 item 1: every route declares its access; one hook checks each request against it. */

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare app with the access layer; `seen` records what the layer enforced, in order. */
function bareApp(seen: string[] = []) {
  app = Fastify();
  registerAccessLayer(app, async (request, access) => {
    seen.push(`${access} ${request.url}`);
    if (request.headers.authorization !== 'Bearer ok') {
      throw Object.assign(new Error('refused'), { statusCode: 401 });
    }
  });
  return app;
}

describe('access declarations', () => {
  it('start-up fails naming every route that declares no access', async () => {
    const server = bareApp();
    server.get('/api/declared', { config: { access: 'public' } }, async () => 'ok');
    server.get('/api/forgotten', async () => 'oops');
    await server.register(async (scope) => {
      scope.post('/api/also-forgotten', async () => 'oops');
    });
    await expect(server.ready()).rejects.toThrow(
      /these do not: GET \/api\/forgotten; POST \/api\/also-forgotten/,
    );
  });

  it("a plugin's declaration covers its routes; an inner plugin's and a route's own win", async () => {
    const server = bareApp();
    await server.register(async (outer) => {
      declareAccess(outer, 'portal');
      outer.get('/a', async () => 'a');
      outer.get('/b', { config: { access: 'public' } }, async () => 'b');
      await outer.register(async (inner) => {
        declareAccess(inner, 'session');
        inner.get('/c', async () => 'c');
        inner.get('/d', { config: { access: 'admin-rw' } }, async () => 'd');
      });
    });
    await server.ready();
    const access = Object.fromEntries(declaredRoutes(server).map((r) => [r.url, r.access]));
    expect(access).toEqual<Record<string, TAccess>>({
      '/a': 'portal',
      '/b': 'public',
      '/c': 'session',
      '/d': 'admin-rw',
    });
  });

  it('each request is checked against its route before the handler; public ones are not', async () => {
    const seen: string[] = [];
    const server = bareApp(seen);
    let handled = 0;
    server.get('/open', { config: { access: 'public' } }, async () => ++handled);
    server.get('/closed', { config: { access: 'portal' } }, async () => ++handled);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect((await fetch(`${base}/open`)).status).toBe(200);
    expect((await fetch(`${base}/closed`)).status).toBe(401);
    expect(handled).toBe(1);
    const allowed = await fetch(`${base}/closed`, { headers: { authorization: 'Bearer ok' } });
    expect(allowed.status).toBe(200);
    expect(handled).toBe(2);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    expect(seen).toEqual(['portal /closed', 'portal /closed']);
  });
});
