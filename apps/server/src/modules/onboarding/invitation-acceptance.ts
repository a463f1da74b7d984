import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { accounts, idpRoles, logins, memberships } from '../../db/schema/identity.js';
import { invitations } from '../../db/schema/onboarding.js';
import { recordAudit, type TAuditOrigin } from '../audit/audit.service.js';
import { unusablePassword } from '../identity/passwords.js';
import { nextSubUserId } from './account-numbers.js';
import { pendingNow } from './invitations.service.js';

type TTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type TLogin = typeof logins.$inferSelect;

/** An IAM username from the e-mail's local part, unique in the account. */
async function freeUsername(tx: TTx, accountId: string, email: string, subUserId: string) {
  const base =
    (email.split('@')[0] ?? 'user').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40) || 'user';
  const [taken] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.username, base)));
  return taken ? `${base}-${subUserId}` : base;
}

/** Gives the login the invitation's role in the account (IAM membership, or an IdP role). */
async function grant(tx: TTx, login: TLogin, invitation: typeof invitations.$inferSelect) {
  const { accountId, role } = invitation;
  if (login.kind === 'idp') {
    await tx
      .insert(idpRoles)
      .values({ loginId: login.id, accountId, roleName: role })
      .onConflictDoNothing();
    return;
  }
  const [existing] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.loginId, login.id), eq(memberships.accountId, accountId)));
  if (existing) return;
  const subUserId = await nextSubUserId(tx, accountId);
  await tx.insert(memberships).values({
    loginId: login.id,
    accountId,
    subUserId,
    username: await freeUsername(tx, accountId, login.email, subUserId),
    portalAccess: true,
    portalAdmin: true,
    readWrite: role === 'read_write',
  });
}

/**
 * Called by the sign-in path (the SAML ACS) once an IdP has vouched for `email`, before the
 * login is looked up (issue 20 item 2): every pending, unexpired invitation of that e-mail is
 * used up (once: a concurrent sign-in gets none), the login is created when the portal does
 * not know it yet, and it gets each invitation's role in its account; each acceptance is
 * audited. Returns the account (its id) the newest invitation was for, where the user lands;
 * undefined when nothing was pending.
 */
export async function acceptInvitationsAtSignIn(
  db: AppDb,
  email: string,
  origin: TAuditOrigin = {},
): Promise<{ accountId: string } | undefined> {
  const address = email.trim().toLowerCase();
  const accepted = await db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.email, address), pendingNow()));
    if (waiting.length === 0) return [];
    const used = await tx
      .update(invitations)
      .set({ usedAt: new Date() })
      .where(
        and(
          inArray(
            invitations.id,
            waiting.map((w) => w.id),
          ),
          pendingNow(),
        ),
      )
      .returning();
    if (used.length === 0) return [];
    let [login] = await tx.select().from(logins).where(eq(logins.email, address));
    if (!login) {
      // Signs in through the IdP only: no password of the portal's own works for it.
      [login] = await tx
        .insert(logins)
        .values({ email: address, passwordHash: await unusablePassword() })
        .returning();
    }
    if (!login) throw new Error('login not created');
    for (const invitation of used) await grant(tx, login, invitation);
    await tx
      .update(invitations)
      .set({ usedBy: login.id })
      .where(
        inArray(
          invitations.id,
          used.map((u) => u.id),
        ),
      );
    return used;
  });
  if (accepted.length === 0) return undefined;
  const rows = await db
    .select({ invitation: invitations, userId: accounts.userId })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .where(
      inArray(
        invitations.id,
        accepted.map((a) => a.id),
      ),
    )
    .orderBy(desc(invitations.createdAt));
  for (const { invitation, userId } of rows) {
    await recordAudit(db, {
      actor: address,
      action: 'invitation.accept',
      target: `account ${userId}`,
      detail: {
        invitationId: invitation.id,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
      },
      ...origin,
    });
  }
  const newest = rows[0];
  return newest ? { accountId: newest.invitation.accountId } : undefined;
}
