import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { logins } from './identity.js';

/**
 * One sign-in: every access and refresh token descends from it. Reusing a rotated refresh token
 * revokes the whole family (the token was stolen, or a client misbehaves).
 */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    /** IAM, IAM_NOPORTAL or IDP: how this sign-in happened. */
    loginType: text('login_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked: logout, refresh_reuse, admin, blocked (issue 18 item 3). */
    revokedReason: text('revoked_reason'),
    /**
     * The account (user_id/sub_user_id) the session last asked the current user for: a change is
     * recorded as a role or account switch (issue 18 item 11).
     */
    lastScope: text('last_scope'),
  },
  // An admin revoking or a block revokes every family of one login.
  (table) => [index('token_families_login').on(table.loginId)],
);

/** Tokens are random; only their SHA-256 is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('access_tokens_family').on(table.familyId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when it was exchanged for a successor; a second use revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family').on(table.familyId)],
);

/** The one-time id the SAML ACS hands the SPA (`/?loginId=`), exchanged for tokens once. */
export const loginIds = pgTable('login_ids', {
  idHash: text('id_hash').primaryKey(),
  loginId: uuid('login_id')
    .notNull()
    .references(() => logins.id, { onDelete: 'cascade' }),
  loginType: text('login_type').notNull(),
  /** The account chosen at the IdP (IAM sign-in names one), if any. */
  accountId: uuid('account_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
