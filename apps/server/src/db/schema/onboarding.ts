import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, logins } from './identity.js';

/**
 * Onboarding (issue 20 items 2 and 3): invitations to an account, the built-in IdP's e-mail
 * links (registration, password), its TOTP second factor, and the mail the portal sent.
 */

/** The roles an invitation may grant (what the invitee becomes in the account). */
export const INVITATION_ROLES = ['read_write', 'read_only'] as const;
export type TInvitationRole = (typeof INVITATION_ROLES)[number];

/**
 * An e-mail invited into an account. Pending until the invitee signs in (usedAt), revoked or
 * past expiresAt; at most one pending invitation per account and e-mail.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: INVITATION_ROLES }).notNull(),
    /** Who invited: the inviter's e-mail (staff or the account's master user). */
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The login the invitation was accepted by. */
    usedBy: uuid('used_by').references(() => logins.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    check('invitations_email_lower', sql`${table.email} = lower(${table.email})`),
    index('invitations_email').on(table.email),
    index('invitations_account').on(table.accountId, table.createdAt),
  ],
);

/** What an e-mail link of the built-in IdP is for. */
export const EMAIL_LINK_PURPOSES = ['registration', 'password'] as const;
export type TEmailLinkPurpose = (typeof EMAIL_LINK_PURPOSES)[number];

/**
 * A link mailed by the built-in IdP: registration (payload: company and the password hash
 * chosen, applied once the e-mail is verified) or setting a password (reset, or an invitee's
 * first password). Only the SHA-256 of the random token is stored; single use, expiring.
 */
export const idpEmailLinks = pgTable(
  'idp_email_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: EMAIL_LINK_PURPOSES }).notNull(),
    email: text('email').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('idp_email_links_expires').on(table.expiresAt)],
);

/**
 * A login's TOTP second factor (RFC 6238) at the built-in IdP. `enabledAt` null: enrolment
 * started, not yet confirmed with a code. `lastCounter` refuses a code used twice.
 */
export const loginTotp = pgTable('login_totp', {
  loginId: uuid('login_id')
    .primaryKey()
    .references(() => logins.id, { onDelete: 'cascade' }),
  /** Base32 secret. */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastCounter: bigint('last_counter', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in waiting for its second factor: the password was right, the code is still due.
 * Keyed by the SHA-256 of a random ticket the code form carries (never the password).
 */
export const idpSecondFactor = pgTable(
  'idp_second_factor',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    /** SHA-256 of the pending sign-in's id (idp_pending.id_hash) this ticket finishes. */
    pendingHash: text('pending_hash').notNull(),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    /** The credential check's result, replayed into the assertion once the code is right. */
    signedIn: jsonb('signed_in').$type<Record<string, string>>().notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idp_second_factor_expires').on(table.expiresAt)],
);

/**
 * Every mail the portal sends, sent or not: over SMTP when SMTP_URL is set (status 'sent' or
 * 'failed'), else only logged here ('logged') for read-write admins to read and pass on.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** What it is about (registration, password, invitation), for the screen's filter. */
    kind: text('kind').notNull(),
    status: text('status', { enum: ['sent', 'logged', 'failed'] }).notNull(),
    error: text('error'),
  },
  (table) => [index('mail_outbox_to').on(table.to, table.id)],
);
