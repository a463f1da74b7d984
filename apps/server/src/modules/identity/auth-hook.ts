import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { TAccess } from '../../http/access-policy.js';
import { refuseOutsidePortal } from './portal-gate.js';
import { resolveContext, type TRequestContext } from './scope.js';

/** The request's context, resolved once per request whoever asks first. */
async function authenticated(db: AppDb, request: FastifyRequest): Promise<TRequestContext> {
  request.ctx ??= await resolveContext(db, request);
  return request.ctx;
}

const refuseNonStaff = (ctx: TRequestContext) => {
  if (!ctx.login.staffLevel) {
    throw new AppError('FORBIDDEN', 'Only administrators may do this.');
  }
};

const refuseNonAdmin = (ctx: TRequestContext) => {
  if (ctx.login.staffLevel !== 'read_write') {
    throw new AppError('FORBIDDEN', 'Only administrators with read-write access may do this.');
  }
};

/**
 * The checks behind each declared access level (http/access-policy.ts), for the one access hook
 * app.ts registers: 'session' needs a valid token and well-formed scoping headers; 'portal' also
 * refuses whom the portal's error pages refuse (portal-gate.ts); 'staff' also refuses customers;
 * 'admin-rw' also refuses anyone but read-write staff (spec §6).
 */
export function enforceAccess(db: AppDb) {
  return async (request: FastifyRequest, access: Exclude<TAccess, 'public'>): Promise<void> => {
    const ctx = await authenticated(db, request);
    if (access === 'session') return;
    refuseOutsidePortal(ctx);
    if (access === 'staff') refuseNonStaff(ctx);
    if (access === 'admin-rw') refuseNonAdmin(ctx);
  };
}

/** The request's context; only routes declaring 'session' access or above call this. */
export function contextOf(request: FastifyRequest): TRequestContext {
  if (!request.ctx) throw new Error('route registered without session access');
  return request.ctx;
}
