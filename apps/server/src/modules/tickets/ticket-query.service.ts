import {
  aliasedTable,
  and,
  count,
  eq,
  ilike,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { TICKET_SORT_FIELDS } from '@fwmig/contract';
import {
  OPEN_STATUSES,
  type TTicketFilter,
  type TTicketListItem,
  type TTicketStatus,
  type TTicketSummary,
} from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, logins } from '../../db/schema/identity.js';
import { ticketCounts, tickets } from '../../db/schema/tickets.js';
import { conversionStateSql } from './ticket-conversion-state.js';
import type { TViewer } from './ticket-viewer.js';

const assignees = aliasedTable(logins, 'assignees');

const likeEscaped = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** Open, unanswered and past its due time. */
export const overdueSql = sql<boolean>`(${tickets.firstResponseAt} is null and ${tickets.status} in (${sql.join(
  OPEN_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}) and ${tickets.dueAt} < now())`;

export const summaryColumns = {
  id: tickets.id,
  status: tickets.status,
  sn: tickets.sn,
  model: tickets.model,
  firmwareVersion: tickets.firmwareVersion,
  sourceVendor: tickets.sourceVendor,
  accountUserId: accounts.userId,
  accountName: accounts.companyName,
  creator: tickets.creatorName,
  assigneeId: tickets.assigneeId,
  assigneeEmail: assignees.email,
  assigneeName: assignees.idpUserName,
  isFreeLicense: tickets.isFreeLicense,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  dueAt: tickets.dueAt,
  firstResponseAt: tickets.firstResponseAt,
  overdue: overdueSql,
};

interface TSummaryRow {
  id: number;
  status: TTicketStatus;
  sn: string;
  model: string | null;
  firmwareVersion: string;
  sourceVendor: string;
  accountUserId: string;
  accountName: string;
  creator: string;
  assigneeId: string | null;
  assigneeEmail: string | null;
  assigneeName: string | null;
  isFreeLicense: boolean;
  createdAt: Date;
  updatedAt: Date;
  dueAt: Date;
  firstResponseAt: Date | null;
  overdue: boolean;
}

export function toSummary(row: TSummaryRow): TTicketSummary {
  const { assigneeId, assigneeEmail, assigneeName, ...rest } = row;
  return {
    ...rest,
    assignee: assigneeId ? { id: assigneeId, name: assigneeName ?? assigneeEmail ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    overdue: Boolean(row.overdue),
  };
}

/** A list query's values, bound to the placeholders of its prepared statement. */
type TParams = Record<string, unknown>;

const param = (name: string) => sql.placeholder(name);

/**
 * Text search: a substring of the ticket's search text or of its account's name, or the ticket
 * number. Written as a union of ticket ids, so each part uses its index (the trigram index on
 * search_text, the account index, the primary key) rather than one OR scanning every ticket.
 */
function textMatch(text: string, params: TParams): SQL {
  params.textLower = likeEscaped(text.toLowerCase());
  params.textLike = likeEscaped(text);
  const parts = [
    sql`select ${tickets.id} from ${tickets} where ${tickets.searchText} like ${param('textLower')}`,
    sql`select ${tickets.id} from ${tickets} where ${tickets.accountId} in (select ${accounts.id} from ${accounts} where ${accounts.companyName} ilike ${param('textLike')})`,
  ];
  const number = /^#?(\d{1,9})$/.exec(text)?.[1];
  if (number) {
    params.number = Number(number);
    parts.push(sql`select ${param('number')}::integer`);
  }
  return sql`${tickets.id} in (${sql.join(parts, sql` union all `)})`;
}

/**
 * The conditions of a list query, with its values as parameters (`params`), and its shape: what
 * the statement's text depends on. Queries of one shape share one prepared statement.
 */
function filterConditions(viewer: TViewer, filter: TTicketFilter, params: TParams) {
  const conditions: SQL[] = [];
  const shape: (string | number | boolean)[] = [viewer.kind];
  // ticketScope's rule (customers see their account's tickets), as a parameter.
  if (viewer.kind === 'customer') {
    params.accountId = viewer.accountId;
    conditions.push(eq(tickets.accountId, param('accountId')));
  }
  if (filter.status && filter.status.length > 0) {
    params.status = filter.status;
    conditions.push(sql`${tickets.status} = any(${param('status')}::text[])`);
    shape.push('status');
  }
  if (filter.sourceVendor) {
    params.sourceVendor = filter.sourceVendor;
    conditions.push(eq(tickets.sourceVendor, param('sourceVendor')));
    shape.push('vendor');
  }
  if (filter.sn) {
    params.sn = likeEscaped(filter.sn);
    conditions.push(ilike(tickets.sn, param('sn') as unknown as string));
    shape.push('sn');
  }
  if (filter.assignee === 'me' || (filter.assignee && /^[0-9a-f-]{36}$/i.test(filter.assignee))) {
    params.assignee = filter.assignee === 'me' ? viewer.loginId : filter.assignee;
    conditions.push(sql`${tickets.assigneeId} = ${param('assignee')}::uuid`);
    shape.push('assignee');
  } else if (filter.assignee === 'none') {
    conditions.push(isNull(tickets.assigneeId));
    shape.push('unassigned');
  } else if (filter.assignee) {
    // Not a login id: matches nothing rather than failing the cast in SQL.
    conditions.push(sql`false`);
    shape.push('nobody');
  }
  if (filter.overdue !== undefined) {
    conditions.push(filter.overdue ? overdueSql : sql`not ${overdueSql}`);
    shape.push(filter.overdue ? 'overdue' : 'not-overdue');
  }
  if (filter.text) {
    conditions.push(textMatch(filter.text, params));
    shape.push(params.number === undefined ? 'text' : 'text-number');
  }
  return { where: conditions.length > 0 ? and(...conditions) : undefined, shape };
}

const sortColumns = {
  id: tickets.id,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  dueAt: tickets.dueAt,
  status: tickets.status,
} satisfies Record<(typeof TICKET_SORT_FIELDS)[number], unknown>;

type TListQuery = {
  skip: number;
  limit: number;
  order: 'asc' | 'desc';
  sortBy: (typeof TICKET_SORT_FIELDS)[number];
  filter: TTicketFilter;
};

/** A timestamp as JSON, exactly as Date.toISOString writes it. */
const isoTime = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * TTicketListItem as PostgreSQL builds it: toSummary's output, field for field, and the
 * ticket's conversion state (issue 19 item 2, ticket-conversion-state.ts).
 */
const summaryJson = (viewer: TViewer) => sql`json_build_object(
  'conversion', ${conversionStateSql(viewer)},
  'id', ${tickets.id}, 'status', ${tickets.status}, 'sn', ${tickets.sn}, 'model', ${tickets.model},
  'firmwareVersion', ${tickets.firmwareVersion}, 'sourceVendor', ${tickets.sourceVendor},
  'accountUserId', ${accounts.userId}, 'accountName', ${accounts.companyName},
  'creator', ${tickets.creatorName},
  'assignee', case when ${tickets.assigneeId} is null then null else json_build_object(
    'id', ${tickets.assigneeId}, 'name', coalesce(${assignees.idpUserName}, ${assignees.email}, '')) end,
  'isFreeLicense', ${tickets.isFreeLicense}, 'createdAt', ${isoTime(tickets.createdAt)},
  'updatedAt', ${isoTime(tickets.updatedAt)}, 'dueAt', ${isoTime(tickets.dueAt)},
  'firstResponseAt', ${isoTime(tickets.firstResponseAt)}, 'overdue', ${overdueSql})`;

/**
 * The list's total. Filtered by status and vendor only (the usual list), it is read from
 * ticket_counts, which triggers keep exact; any other filter counts the matching rows.
 */
function totalQuery(db: AppDb, viewer: TViewer, filter: TTicketFilter, where: SQL | undefined) {
  const { status, sourceVendor, ...others } = filter;
  const countedOnly = Object.values(others).every((v) => v === undefined || v === '');
  if (!countedOnly) return db.select({ value: count() }).from(tickets).where(where);
  const conditions: SQL[] = [];
  if (viewer.kind === 'customer') conditions.push(eq(ticketCounts.accountId, param('accountId')));
  if (status && status.length > 0) {
    conditions.push(sql`${ticketCounts.status} = any(${param('status')}::text[])`);
  }
  if (sourceVendor) conditions.push(eq(ticketCounts.sourceVendor, param('sourceVendor')));
  return db
    .select({ value: sql<number>`coalesce(sum(${ticketCounts.n}), 0)::integer` })
    .from(ticketCounts)
    .where(conditions.length > 0 ? and(...conditions) : undefined);
}

/**
 * One statement, one round trip: the total, and the page as JSON built by PostgreSQL (no row
 * mapping in Node). The page's ids come first, from the index alone; then the columns of those
 * rows only, so a deep page skips index entries, not whole rows with their joins.
 */
function listStatement(
  db: AppDb,
  viewer: TViewer,
  query: TListQuery,
  where: SQL | undefined,
  name: string,
) {
  const way = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const order = sql`${sortColumns[query.sortBy]} ${way}, ${tickets.id} ${way}`;
  // Literals, not parameters: for an unknown limit PostgreSQL plans as if for a tenth of the
  // table, and so re-plans the statement at every execution.
  const integer = (n: number) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a page bound: ${n}`);
    return sql.raw(String(n));
  };
  const ids = sql`select ${tickets.id} as page_id from ${tickets}
    ${where ? sql`where ${where}` : sql``}
    order by ${order} limit ${integer(query.limit)} offset ${integer(query.skip)}`;
  const items = sql`select coalesce(json_agg(${summaryJson(viewer)} order by ${order}), '[]'::json)
    from (${ids}) as page
    inner join ${tickets} on ${tickets.id} = page.page_id
    inner join ${accounts} on ${accounts.id} = ${tickets.accountId}
    left join ${logins} as ${sql.identifier('assignees')} on ${assignees.id} = ${tickets.assigneeId}`;
  return db
    .select({
      // count(*) is a bigint, which node-postgres hands over as a string.
      total: sql<number>`(${totalQuery(db, viewer, query.filter, where)})::integer`,
      items: sql<TTicketListItem[]>`(${items})`,
    })
    .from(sql`(values (1)) as one (x)`)
    .prepare(name);
}

/** Built statements by shape, per database: building the SQL costs more than running it. */
const built = new WeakMap<AppDb, Map<string, ReturnType<typeof listStatement>>>();
const MAX_BUILT = 500;
let named = 0;

/** spec §7 customerGetAll: the tickets a viewer may see, filtered, sorted and paged. */
export async function ticketPage(
  db: AppDb,
  viewer: TViewer,
  query: TListQuery,
): Promise<{ total: number; items: TTicketListItem[] }> {
  const params: TParams = {};
  const { where, shape } = filterConditions(viewer, query.filter, params);
  const key = JSON.stringify([...shape, query.sortBy, query.order, query.limit, query.skip]);
  let cache = built.get(db);
  if (!cache) built.set(db, (cache = new Map()));
  let statement = cache.get(key);
  if (!statement) {
    // Named (planned once per connection) for first pages without text, the bulk of requests;
    // a plan for one search pattern may not fit another, and deep pages are many and rare.
    const text = shape.some((s) => String(s).startsWith('text'));
    const name = text || query.skip > 0 ? '' : `ticket_list_${(named += 1)}`;
    statement = listStatement(db, viewer, query, where, name);
    // The oldest built statement goes first (a Map keeps insertion order).
    if (cache.size >= MAX_BUILT) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, statement);
  }
  const [row] = await statement.execute(params);
  return { total: row?.total ?? 0, items: row?.items ?? [] };
}
