import type { TAuditAction } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../audit/audit.service.js';
import type { TViewer } from './ticket-viewer.js';

/** How a ticket reads in the audit log's Target column. */
export const ticketTarget = (ticketId: number) => `ticket ${ticketId}`;

/**
 * Records an engineer's or administrator's change to a ticket in the audit log (issue 18
 * item 11): who (the login's e-mail), what, which ticket, from where. Called with the change's
 * transaction, so the event is stored exactly when the change is. A customer's own changes are
 * told by the ticket's history; the audit log is for what staff do.
 */
export async function auditTicket(
  tx: AppDb,
  viewer: TViewer,
  action: TAuditAction,
  ticketId: number,
  detail?: Record<string, unknown>,
): Promise<void> {
  if (viewer.kind !== 'engineer') return;
  await recordAudit(tx, {
    actor: viewer.email,
    action,
    target: ticketTarget(ticketId),
    ...(detail ? { detail } : {}),
    ...viewer.origin,
  });
}
