import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  INVITATION_ROLE_LABELS,
  type TCreateInvitationRequest,
  type TInvitation,
} from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, idpRoles, logins, memberships } from '../../db/schema/identity.js';
import { invitations, type TInvitationRole } from '../../db/schema/onboarding.js';
import { AppError } from '../../errors/app-error.js';
import type { TMailer } from '../mail/mailer.js';
import { issueEmailLink } from './email-links.js';

type TAccount = typeof accounts.$inferSelect;
type TInvitationRow = typeof invitations.$inferSelect;

/** What the invitation mail may point at: the portal, and the built-in IdP's password page. */
export interface TInvitationLinks {
  publicUrl: string;
  serviceName: string;
  /** Set when the built-in IdP signs users in: a new invitee first chooses a password there. */
  passwordPage?: string | undefined;
}

export async function findAccountByNumber(db: AppDb, userId: string): Promise<TAccount> {
  const [account] = await db.select().from(accounts).where(eq(accounts.userId, userId));
  if (!account) throw new AppError('NOT_FOUND', `There is no account ${userId}.`);
  return account;
}

export const pendingNow = () =>
  and(
    isNull(invitations.usedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, new Date()),
  );

function present(row: TInvitationRow, account: TAccount): TInvitation {
  return {
    id: row.id,
    accountUserId: account.userId,
    companyName: account.companyName,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The account's invitations still waiting for their invitee, newest first. */
export async function listPendingInvitations(db: AppDb, account: TAccount): Promise<TInvitation[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.accountId, account.id), pendingNow()))
    .orderBy(desc(invitations.createdAt));
  return rows.map((row) => present(row, account));
}

/** Whether the e-mail already has a way into the account (membership or IdP role). */
async function alreadyMember(db: AppDb, accountId: string, email: string): Promise<boolean> {
  const [login] = await db.select().from(logins).where(eq(logins.email, email));
  if (!login) return false;
  const [membership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.loginId, login.id), eq(memberships.accountId, accountId)));
  const [role] = await db
    .select({ id: idpRoles.id })
    .from(idpRoles)
    .where(and(eq(idpRoles.loginId, login.id), eq(idpRoles.accountId, accountId)));
  return Boolean(membership ?? role);
}

const roleLabel = (role: TInvitationRole) => INVITATION_ROLE_LABELS[role];

/**
 * Invites an e-mail into the account with a role and mails the invitee. Refuses (409) an
 * e-mail that already has access or a pending invitation to this account.
 */
export async function createInvitation(
  deps: { db: AppDb; mailer: TMailer; links: TInvitationLinks },
  input: { account: TAccount; invitedBy: string; request: Required<TCreateInvitationRequest> },
): Promise<TInvitation> {
  const { db } = deps;
  const { account, request } = input;
  const email = request.email;
  if (await alreadyMember(db, account.id, email)) {
    throw new AppError('CONFLICT', `${email} already has access to account ${account.userId}.`);
  }
  const [waiting] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.accountId, account.id), eq(invitations.email, email), pendingNow()));
  if (waiting) {
    throw new AppError(
      'CONFLICT',
      `${email} is already invited to this account. Revoke that invitation first to send a new one.`,
    );
  }
  const expiresAt = new Date(Date.now() + request.validDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(invitations)
    .values({
      accountId: account.id,
      email,
      role: request.role,
      invitedBy: input.invitedBy,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error('invitation not stored');
  await deps.mailer.send(await invitationMail(db, deps.links, { account, row }));
  return present(row, account);
}

async function invitationMail(
  db: AppDb,
  links: TInvitationLinks,
  { account, row }: { account: TAccount; row: TInvitationRow },
) {
  const [login] = await db
    .select({ id: logins.id })
    .from(logins)
    .where(eq(logins.email, row.email));
  const until = row.expiresAt.toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    `${row.invitedBy} invited you to the account of ${account.companyName} (account ${account.userId}) on ${links.serviceName}, as: ${roleLabel(row.role)}.`,
    '',
  ];
  if (links.passwordPage && !login) {
    // The built-in IdP has no password for this e-mail yet: the link lets the invitee set one.
    const token = await issueEmailLink(db, {
      purpose: 'password',
      email: row.email,
      ttlMs: row.expiresAt.getTime() - Date.now(),
    });
    lines.push(
      'First choose your password here:',
      `${links.passwordPage}?token=${encodeURIComponent(token)}`,
      '',
      `Then sign in at ${links.publicUrl}/ with ${row.email}.`,
    );
  } else {
    lines.push(`Sign in at ${links.publicUrl}/ with ${row.email}.`);
  }
  lines.push(`The invitation works until ${until} UTC and only once.`);
  return {
    to: row.email,
    subject: `Invitation to ${account.companyName} on ${links.serviceName}`,
    text: `${lines.join('\n')}\n`,
    kind: 'invitation',
  };
}

/** Revokes a pending invitation of the account; 404 when it is not (or no longer) pending. */
export async function revokeInvitation(
  db: AppDb,
  account: TAccount,
  id: string,
): Promise<TInvitation> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.accountId, account.id), pendingNow()))
    .returning();
  if (!row) {
    throw new AppError('NOT_FOUND', 'This invitation is not pending (used, revoked or expired).');
  }
  return present(row, account);
}
