import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { resolveContext, type TRequestContext } from './scope.js';

/** A preHandler that authenticates and scopes the request (request.ctx), for any module. */
export function requireAuth(db: AppDb) {
  return async (request: FastifyRequest): Promise<void> => {
    request.ctx = await resolveContext(db, request);
  };
}

/** The request's context; only routes behind requireAuth call this. */
export function contextOf(request: FastifyRequest): TRequestContext {
  if (!request.ctx) throw new Error('route registered without requireAuth');
  return request.ctx;
}
