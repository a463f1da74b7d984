import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { tickets } from '../../db/schema/tickets.js';
import { AppError } from '../../errors/app-error.js';
import { auditOrigin, type TAuditOrigin } from '../audit/audit.service.js';
import { contextOf } from '../identity/auth-hook.js';

/**
 * Who looks at tickets, from the token and the scoping headers only: a customer acting as one
 * account (its OU account when one is chosen), or an engineer (any admin) who sees every account.
 */
export type TViewer = TViewerIdentity &
  (
    | {
        kind: 'customer';
        accountId: string;
        /** The membership may change things (IAM users without read/write may not). */
        canWrite: boolean;
      }
    | { kind: 'engineer'; canWrite: boolean }
  );

/** Who acts, as the ticket history names them and as the audit log records them. */
interface TViewerIdentity {
  loginId: string;
  /** The name the ticket's history shows. */
  name: string;
  /** The login's e-mail: the audit log's actor. */
  email: string;
  /** Where the request came from, for the audit log (issue 18 item 11). */
  origin: TAuditOrigin;
}

export function viewerOf(request: FastifyRequest): TViewer {
  const ctx = contextOf(request);
  const name = ctx.login.idpUserName ?? ctx.account?.username ?? ctx.login.email;
  const identity = {
    loginId: ctx.login.id,
    name,
    email: ctx.login.email,
    origin: auditOrigin(request),
  };
  if (ctx.login.staffLevel) {
    return {
      kind: 'engineer',
      ...identity,
      canWrite: ctx.login.staffLevel === 'read_write',
    };
  }
  const accountId = ctx.ouAccount?.accountId ?? ctx.account?.accountId;
  if (!accountId || !ctx.account) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Choose an account first: send the user_id and sub_user_id headers.',
    );
  }
  return {
    kind: 'customer',
    ...identity,
    accountId,
    canWrite: ctx.account.readWrite,
  };
}

/** Refuses a change to a viewer who may only look (read-only admins, IAM users without write). */
export function requireWriter(viewer: TViewer): void {
  if (!viewer.canWrite) {
    throw new AppError(
      'FORBIDDEN',
      viewer.kind === 'engineer'
        ? 'Your administrator access is read-only: you may look at tickets but not change them.'
        : 'Your user may look at tickets but not change them. Ask the account administrator for read/write permission.',
    );
  }
}

/** The ticket rows a viewer may see: one account's for customers, all for engineers. */
export function ticketScope(viewer: TViewer): SQL | undefined {
  return viewer.kind === 'customer' ? eq(tickets.accountId, viewer.accountId) : undefined;
}

export const ticketNotFound = (id: number) =>
  new AppError('NOT_FOUND', `Ticket ${id} does not exist or belongs to another account.`);

/** One ticket the viewer may see, or 404 (never another account's data). */
export async function loadTicket(
  db: AppDb,
  viewer: TViewer,
  id: number,
): Promise<typeof tickets.$inferSelect> {
  const scope = ticketScope(viewer);
  const [row] = await db
    .select()
    .from(tickets)
    .where(scope ? and(eq(tickets.id, id), scope) : eq(tickets.id, id));
  if (!row) throw ticketNotFound(id);
  return row;
}
