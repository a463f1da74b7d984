import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
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

/**
 * For admin routes (spec §6): after requireAuth, only staff with the read-write level pass;
 * customers and read-only admins get 403.
 */
export function requireReadWriteAdmin(db: AppDb) {
  const authenticate = requireAuth(db);
  return async (request: FastifyRequest): Promise<void> => {
    await authenticate(request);
    if (contextOf(request).login.staffLevel !== 'read_write') {
      throw new AppError('FORBIDDEN', 'Only administrators with read-write access may do this.');
    }
  };
}
