import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { logins } from '../../db/schema/identity.js';
import { invitations } from '../../db/schema/onboarding.js';
import { hashPassword } from '../identity/passwords.js';
import { revokeLoginSessions } from '../identity/tokens.service.js';
import type { TMailer } from '../mail/mailer.js';
import { consumeEmailLink, issueEmailLink } from './email-links.js';
import { pendingNow } from './invitations.service.js';
import type { TIdpMailLinks } from './registration.service.js';

/**
 * "Forgot your password": mails a one-hour link to an e-mail that has a login, or a pending
 * invitation (an invitee whose first link ran out). Any other e-mail gets nothing; the caller
 * answers the same in every case, so the answer never tells whether an e-mail is known.
 */
export async function requestPasswordLink(
  deps: { db: AppDb; mailer: TMailer; links: TIdpMailLinks },
  email: string,
): Promise<boolean> {
  const { db, links } = deps;
  const [login] = await db.select({ id: logins.id }).from(logins).where(eq(logins.email, email));
  const [invited] = login
    ? []
    : await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(and(eq(invitations.email, email), pendingNow()));
  if (!login && !invited) return false;
  const token = await issueEmailLink(db, { purpose: 'password', email });
  await deps.mailer.send({
    to: email,
    kind: 'password',
    subject: `Choose a new password for ${links.serviceName}`,
    text:
      `Someone asked to choose a new password for ${email} on ${links.serviceName}. To do so, ` +
      `open this link within an hour (it works once):\n` +
      `${links.passwordPage}?token=${encodeURIComponent(token)}\n\n` +
      `If it was not you, ignore this mail: your password stays as it is.\n`,
  });
  return true;
}

/**
 * Sets the password by a mailed link (once): the login's new password, or an invitee's first
 * (the login is made while its invitation still waits; the invitation itself is accepted at
 * the next sign-in). A reset ends the login's sessions. Undefined when the link is unknown, used
 * or expired, or an invitee's invitation is gone.
 */
export async function setPasswordByLink(
  db: AppDb,
  token: string,
  password: string,
): Promise<{ email: string; created: boolean; endedSessions: number } | undefined> {
  const passwordHash = await hashPassword(password);
  const link = await consumeEmailLink(db, 'password', token);
  if (!link) return undefined;
  const [updated] = await db
    .update(logins)
    .set({ passwordHash })
    .where(eq(logins.email, link.email))
    .returning({ id: logins.id });
  if (updated) {
    // Whoever knew the old password is signed out everywhere.
    const endedSessions = await revokeLoginSessions(db, updated.id, 'password_reset');
    return { email: link.email, created: false, endedSessions };
  }
  // An invitee's first password: only while an invitation still waits for the e-mail.
  const [invited] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, link.email), pendingNow()));
  if (!invited) return undefined;
  await db.insert(logins).values({ email: link.email, passwordHash }).onConflictDoNothing();
  return { email: link.email, created: true, endedSessions: 0 };
}
