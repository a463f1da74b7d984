import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import type { TRequestContext } from './scope.js';
import { noteSessionScope } from './tokens.service.js';

/** The Bearer token of a request, if it carries a well-formed one (logout needs no more). */
export function presentedBearer(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  const match = typeof value === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(value) : null;
  return match?.[1];
}

/** The account a request acts as, as recorded on its session: `user_id/sub_user_id` or ''. */
function scopeOf(ctx: TRequestContext): string {
  return ctx.account ? `${ctx.account.userId}/${ctx.account.subUserId}` : '';
}

/**
 * Records a role or account switch (issue 18 item 11). The SPA switches locally (spec §4: the
 * chosen account goes into session storage) and then asks for the current user with the new
 * user_id/sub_user_id headers, so the server sees a switch there: another user_id is an account
 * switch, the same user_id as another sub user a role switch. A session's first choice is not
 * a switch (the sign-in is recorded).
 */
export async function auditSessionScope(
  db: AppDb,
  request: FastifyRequest,
  ctx: TRequestContext,
): Promise<void> {
  const scope = scopeOf(ctx);
  const before = await noteSessionScope(db, ctx.familyId, scope);
  if (before === undefined) return;
  const [fromUser] = before.split('/');
  const [toUser] = scope.split('/');
  await recordAudit(db, {
    actor: ctx.login.email,
    action: fromUser === toUser ? 'session.switch_role' : 'session.switch_account',
    target: scope || 'no account',
    detail: { from: before || 'no account', to: scope || 'no account', session: ctx.familyId },
    ...auditOrigin(request),
  });
}
