import { eq } from 'drizzle-orm';
import { isEmail } from '@fwmig/contract';
import { z } from 'zod';
import type { AppDb } from '../../db/database.js';
import { accounts, logins, memberships } from '../../db/schema/identity.js';
import { hashPassword } from '../identity/passwords.js';
import type { TMailer } from '../mail/mailer.js';
import { nextAccountNumber } from './account-numbers.js';
import { consumeEmailLink, issueEmailLink } from './email-links.js';

/** The shortest password the built-in IdP accepts (NIST SP 800-63B asks for at least 8). */
export const MIN_PASSWORD_LENGTH = 10;

export const ZPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(256, 'Choose a password of at most 256 characters.');

export const ZEmailAddress = z
  .string()
  .trim()
  .max(254, 'The e-mail address is too long.')
  .refine(isEmail, 'Enter an e-mail address like name@example.com.')
  .transform((value) => value.toLowerCase());

export const ZRegistrationForm = z.object({
  company: z
    .string()
    .trim()
    .min(1, 'Enter the name of your company.')
    .max(120, 'The company name may have at most 120 characters.'),
  email: ZEmailAddress,
  password: ZPassword,
});
export type TRegistrationForm = z.infer<typeof ZRegistrationForm>;

/** Where the mails point: pages of the built-in IdP. */
export interface TIdpMailLinks {
  serviceName: string;
  publicUrl: string;
  verifyPage: string;
  passwordPage: string;
  forgotPage: string;
}

/**
 * Starts a registration (issue 20 item 3): nothing is created until the e-mail is verified.
 * The answer is the same whether or not the e-mail is known: a known one gets a mail saying it
 * already has an account (with the way to reset its password), a new one the verification link.
 */
export async function requestRegistration(
  deps: { db: AppDb; mailer: TMailer; links: TIdpMailLinks },
  form: TRegistrationForm,
): Promise<void> {
  const { db, links } = deps;
  // Hashed either way, so the answer takes as long for a known e-mail as for a new one.
  const passwordHash = await hashPassword(form.password);
  const [known] = await db
    .select({ id: logins.id })
    .from(logins)
    .where(eq(logins.email, form.email));
  if (known) {
    await deps.mailer.send({
      to: form.email,
      kind: 'registration',
      subject: `You already have an account on ${links.serviceName}`,
      text:
        `Someone asked to create an account on ${links.serviceName} with this e-mail address, ` +
        `which already has one. Nothing was changed.\n\nSign in at ${links.publicUrl}/ or, if you ` +
        `forgot your password, choose a new one at ${links.forgotPage}\n`,
    });
    return;
  }
  const token = await issueEmailLink(db, {
    purpose: 'registration',
    email: form.email,
    payload: { company: form.company, passwordHash },
  });
  await deps.mailer.send({
    to: form.email,
    kind: 'registration',
    subject: `Confirm your e-mail address for ${links.serviceName}`,
    text:
      `To finish creating the account of ${form.company} on ${links.serviceName}, open this ` +
      `link within 24 hours:\n${links.verifyPage}?token=${encodeURIComponent(token)}\n\n` +
      `If you did not ask for an account, ignore this mail: nothing is created without it.\n`,
  });
}

export type TRegistrationOutcome =
  | { kind: 'created'; email: string; accountNumber: string; companyName: string }
  | { kind: 'invalid' }
  | { kind: 'already-registered'; email: string };

/** Verifies the e-mail by its link (once) and creates the account with its master user. */
export async function completeRegistration(
  db: AppDb,
  token: string,
): Promise<TRegistrationOutcome> {
  const link = await consumeEmailLink(db, 'registration', token);
  const company = link?.payload.company;
  const passwordHash = link?.payload.passwordHash;
  if (!link || !company || !passwordHash) return { kind: 'invalid' };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [login] = await tx
          .insert(logins)
          .values({ email: link.email, passwordHash })
          .onConflictDoNothing()
          .returning();
        if (!login) return { kind: 'already-registered', email: link.email } as const;
        const [account] = await tx
          .insert(accounts)
          .values({
            userId: await nextAccountNumber(tx),
            companyName: company,
            masterEmail: link.email,
          })
          .returning();
        if (!account) throw new Error('account not created');
        await tx
          .insert(memberships)
          .values({ loginId: login.id, accountId: account.id, subUserId: '0' });
        return {
          kind: 'created',
          email: link.email,
          accountNumber: account.userId,
          companyName: account.companyName,
        } as const;
      });
    } catch (error) {
      // Two registrations took the same account number at once: take the next one.
      if (attempt >= 3 || !/accounts_user_id_unique|duplicate key/i.test(String(error)))
        throw error;
    }
  }
}
