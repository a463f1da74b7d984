import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The provider's account system (the built-in IdP's data): accounts, the people who sign in,
 * what they may act as, organisations, and the converter's own staff.
 */

/** A provider account (a customer company): `user_id` is its public account number. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().unique(),
  companyName: text('company_name').notNull(),
  masterEmail: text('master_email').notNull(),
  /** Whether the account has the converter app (else NO_CONVERTER). */
  hasConverter: boolean('has_converter').notNull().default(true),
  premium: boolean('premium').notNull().default(false),
  /** A blocked account: every login acting as it is refused by the access layer (issue 20). */
  blocked: boolean('blocked').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Someone who signs in with an e-mail and a password. `kind` is how they sign in: 'account'
 * (master or IAM users, by e-mail) or 'idp' (IdP users, who reach accounts through roles).
 * Internal staff are logins with `staffLevel` set: they are admins of the converter.
 */
export const logins = pgTable(
  'logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    kind: text('kind', { enum: ['account', 'idp'] })
      .notNull()
      .default('account'),
    /** IdP users' provider id and display name. */
    idpUserId: text('idp_user_id'),
    idpUserName: text('idp_user_name'),
    staffLevel: text('staff_level', { enum: ['read_write', 'read_only'] }),
    /** A blocked login gets "USER LOGIN BLOCKED" from the user-info call. */
    blocked: boolean('blocked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('logins_email_lower', sql`${table.email} = lower(${table.email})`)],
);

/**
 * What a login may act as in an account: the master user (sub_user_id '0') or an IAM user
 * (its own sub_user_id and username). `portalAccess` false is IAM_NOPORTAL.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subUserId: text('sub_user_id').notNull(),
    username: text('username'),
    portalAccess: boolean('portal_access').notNull().default(true),
    portalAdmin: boolean('portal_admin').notNull().default(true),
    readWrite: boolean('read_write').notNull().default(true),
  },
  (table) => [
    unique('memberships_account_sub_user').on(table.accountId, table.subUserId),
    index('memberships_login').on(table.loginId),
  ],
);

/** An IdP user's role: it grants access to one account. */
export const idpRoles = pgTable(
  'idp_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    roleName: text('role_name').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('idp_roles_login_account').on(table.loginId, table.accountId)],
);

/** An organisation: an OU tree whose leaves are member accounts. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: text('org_id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The account that owns the organisation; its users see the tree. */
  ownerAccountId: uuid('owner_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
});

/** A node of an organisation's tree: an OU or a member account (ORG_UNIT, OU_ACCOUNT). */
export const orgNodes = pgTable(
  'org_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull().unique(),
    type: text('type', { enum: ['ORG_UNIT', 'OU_ACCOUNT'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** node_id of the parent, or the organisation's org_id for top-level nodes. */
    parentId: text('parent_id').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (table) => [index('org_nodes_organisation').on(table.organisationId)],
);

/** Name/value configuration of the portal's top bar (AccountCreation_URL ...). */
export const portalConfig = pgTable('portal_config', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Exchange data handed from another provider app (spec §3, §4). */
export const exchangeData = pgTable('exchange_data', {
  exchangeId: text('exchange_id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
