import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SAML sign-in state. Everything a second replica must see lives here, never in process memory
 * (ARCHITECTURE.md "Decisions"): the SP's outstanding request ids, its assertion replay cache,
 * and the built-in IdP's pending sign-ins and failed-attempt counters.
 */

/** AuthnRequests the SP has sent: a response must answer one of them (InResponseTo=always). */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saml_requests_expires').on(table.expiresAt)],
);

/** Assertion ids the SP has accepted, kept until the assertion could no longer be valid. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saml_assertions_expires').on(table.expiresAt)],
);

/**
 * A sign-in the built-in IdP has started: the verified AuthnRequest waiting for the login form.
 * Keyed by the SHA-256 of a random id that the form carries (the only state of the form).
 */
export const idpPending = pgTable(
  'idp_pending',
  {
    idHash: text('id_hash').primaryKey(),
    requestId: text('request_id').notNull(),
    acsUrl: text('acs_url').notNull(),
    relayState: text('relay_state'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idp_pending_expires').on(table.expiresAt)],
);

/** Failed sign-ins per identifier (SHA-256 of the e-mail or account/username), per window. */
export const idpLoginThrottle = pgTable('idp_login_throttle', {
  keyHash: text('key_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The session an external IdP holds for a browser that signed in here (issue 20 item 4): what a
 * LogoutRequest must name. Keyed by the SHA-256 of a random id in that browser's
 * `casb_saml_idp_session` cookie; written for refused sign-ins too, so an unknown user can sign
 * out at the IdP.
 */
export const samlIdpSessions = pgTable(
  'saml_idp_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    nameId: text('name_id').notNull(),
    nameIdFormat: text('name_id_format'),
    sessionIndex: text('session_index'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saml_idp_sessions_expires').on(table.expiresAt)],
);
