import { AppError } from '../../errors/app-error.js';
import type { TRequestContext } from '../identity/scope.js';

/**
 * Who may manage an account's invitations (issue 20 item 2), decided from the token only:
 * read-write staff for any account, read-only staff may only list, and a customer only as the
 * master user of that very account (not an IAM sub user, not an IdP user through a role).
 */
export function refuseUnlessMayInvite(
  ctx: TRequestContext,
  accountUserId: string,
  intent: 'read' | 'write',
): void {
  const staff = ctx.login.staffLevel;
  if (staff === 'read_write' || (staff === 'read_only' && intent === 'read')) return;
  if (staff === 'read_only') {
    throw new AppError(
      'FORBIDDEN',
      'Read-only administrators may see invitations, not change them.',
    );
  }
  const master = ctx.access.some(
    (a) => a.userId === accountUserId && a.subUserId === '0' && a.roleName === null,
  );
  if (!master) {
    throw new AppError(
      'FORBIDDEN',
      "Only the account's master user or an administrator may manage this account's invitations.",
    );
  }
}
