/**
 * Every query key of the web app, in one place: an operation file (`features/<area>/api/*.ts`,
 * `lib/session/api/*.ts`) caches under these keys, and a mutation of one area may invalidate
 * another area's answers without importing that area. Keys whose first segment is listed in
 * `ACCOUNT_SCOPED_QUERY_ROOTS` (query-client.ts) are dropped when the account changes.
 */

/** The session's calls (spec §4): app list, accounts, permissions, premium flag, organisations. */
export const SESSION_QUERY_KEYS = {
  topBar: ['portalTopBar'] as const,
  loginAccounts: ['loginAccounts'] as const,
  permissionAll: ['permission'] as const,
  permission: (userId: string | undefined, nodeId: string | undefined) =>
    ['permission', userId ?? '', nodeId ?? ''] as const,
  premiumAll: ['premium'] as const,
  premium: (userId: string | undefined) => ['premium', userId ?? ''] as const,
  userOrgNode: (userId: string | undefined) => ['userOrgNode', userId ?? ''] as const,
  /** The selection page's organisations (spec §4 "Role selection"). */
  userOrgNodeRoles: ['userOrgNode', 'roles'] as const,
  listAccount: (userId: string | undefined) => ['listAccount', userId ?? ''] as const,
};

/** Tickets, devices and licences. */
export const TICKET_KEYS = {
  all: ['tickets'] as const,
  page: (paging: object, filter: object) => ['tickets', 'page', paging, filter] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
  sslvpn: (id: number) => ['tickets', 'sslvpn', id] as const,
  orderStatus: ['tickets', 'orderStatus'] as const,
  purchaseUrl: ['purchaseUrl'] as const,
  engineers: ['engineers'] as const,
  devices: ['devices', 'creatable'] as const,
  modelBySerial: (sn: string) => ['modelBySerial', sn] as const,
  sourceDetection: (file: File) =>
    ['sourceDetection', file.name, file.size, file.lastModified] as const,
};

/**
 * A ticket's conversion runs. They live under the account-scoped 'tickets' root, so switching
 * accounts forgets them with the tickets.
 */
export const CONVERSION_KEYS = {
  runs: (ticketId: number) => ['tickets', 'runs', ticketId] as const,
  run: (ticketId: number, runId: string) => ['tickets', 'runs', ticketId, runId] as const,
  output: (ticketId: number, runId: string) =>
    ['tickets', 'runs', ticketId, runId, 'output'] as const,
  mapping: (ticketId: number) => ['tickets', 'mapping', ticketId] as const,
  checklist: (ticketId: number) => ['tickets', 'checklist', ticketId] as const,
  source: (ticketId: number, fileId: string) => ['tickets', 'source', ticketId, fileId] as const,
};

/** The catalogue (spec §9: the model-version list is never fresh: stale time 0). */
export const CATALOGUE_KEYS = {
  all: ['catalogue'] as const,
  models: ['catalogue', 'models'] as const,
  model: (model: string) => ['catalogue', 'model', model] as const,
  modelVersions: (model: string) => ['catalogue', 'modelVersions', model] as const,
  versions: ['catalogue', 'versions'] as const,
  /** Under `versions`, so invalidating the version list refreshes it too. */
  allVersions: ['catalogue', 'versions', 'all'] as const,
  versionModels: (version: string) => ['catalogue', 'versionModels', version] as const,
  series: ['catalogue', 'series'] as const,
  interfaces: (model: string | undefined, paging: object) =>
    ['catalogue', 'interfaces', model ?? '', paging] as const,
};

/** What the audit screen asks for: a page, and optionally one action and part of an actor. */
export interface TAuditPageQuery {
  skip: number;
  limit: number;
  action: string;
  actor: string;
}

export const AUDIT_KEYS = {
  all: ['audit'] as const,
  page: (query: TAuditPageQuery) => ['audit', 'page', query] as const,
};

/**
 * The administrators' directory (accounts, logins, organisations, devices, licences): staff-only
 * and not account-scoped. Every change refreshes all of it (`all`).
 */
export const DIRECTORY_KEYS = {
  all: ['admin-directory'] as const,
  accounts: (query: object) => ['admin-directory', 'accounts', query] as const,
  account: (userId: string) => ['admin-directory', 'account', userId] as const,
  members: (userId: string) => ['admin-directory', 'members', userId] as const,
  logins: (query: object) => ['admin-directory', 'logins', query] as const,
  organisations: (query: object) => ['admin-directory', 'organisations', query] as const,
  organisation: (orgId: string) => ['admin-directory', 'organisation', orgId] as const,
  devices: (query: object) => ['admin-directory', 'devices', query] as const,
  licences: (query: object) => ['admin-directory', 'licences', query] as const,
};

/**
 * An account's pending invitations, keyed by the account's number: the key names the account
 * (not a header), so switching accounts needs no forgetting.
 */
export const INVITATION_KEYS = {
  pending: (account: string) => ['invitations', account] as const,
};

/** What the mail screen asks for: a page, and optionally part of a recipient. */
export interface TMailOutboxQuery {
  skip: number;
  limit: number;
  to: string;
}

/** The mail the portal sent or logged (read-write administrators; not account-scoped). */
export const MAIL_OUTBOX_KEYS = {
  page: (query: TMailOutboxQuery) => ['mail-outbox', query] as const,
};

/** The admin's view of the SERVICES and SUPPORT menus. */
export const PORTAL_MENUS_KEY = ['admin', 'portal-menus'] as const;

/** The vendor catalogue of spec §1. */
export const VENDORS_KEY = ['vendors'] as const;

/** spec §3 software version info. */
export const SOFTWARE_VERSION_KEY = ['softwareVersion'] as const;
