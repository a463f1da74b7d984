import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TICKET_SORT_FIELDS } from '@fwmig/contract';
import {
  OPEN_STATUSES,
  type TTicketFilter,
  type TTicketStatus,
  type TTicketSummary,
} from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, logins } from '../../db/schema/identity.js';
import { tickets } from '../../db/schema/tickets.js';
import { ticketScope, type TViewer } from './ticket-viewer.js';

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

function filterConditions(viewer: TViewer, filter: TTicketFilter): SQL[] {
  const conditions: SQL[] = [];
  const scope = ticketScope(viewer);
  if (scope) conditions.push(scope);
  if (filter.status && filter.status.length > 0)
    conditions.push(inArray(tickets.status, filter.status));
  if (filter.sourceVendor) conditions.push(eq(tickets.sourceVendor, filter.sourceVendor));
  if (filter.sn) conditions.push(ilike(tickets.sn, likeEscaped(filter.sn)));
  if (filter.assignee === 'me') conditions.push(eq(tickets.assigneeId, viewer.loginId));
  else if (filter.assignee === 'none') conditions.push(isNull(tickets.assigneeId));
  else if (filter.assignee) {
    // Not a login id: matches nothing rather than failing the cast in SQL.
    conditions.push(
      /^[0-9a-f-]{36}$/i.test(filter.assignee)
        ? eq(tickets.assigneeId, filter.assignee)
        : sql`false`,
    );
  }
  if (filter.overdue !== undefined) {
    conditions.push(filter.overdue ? overdueSql : sql`not ${overdueSql}`);
  }
  if (filter.text) {
    const like = likeEscaped(filter.text);
    const number = /^#?(\d{1,9})$/.exec(filter.text)?.[1];
    const matches = [
      sql`${tickets.searchText} like ${likeEscaped(filter.text.toLowerCase())}`,
      ilike(accounts.companyName, like),
    ];
    if (number) matches.push(eq(tickets.id, Number(number)));
    const any = or(...matches);
    if (any) conditions.push(any);
  }
  return conditions;
}

const sortColumns = {
  id: tickets.id,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  dueAt: tickets.dueAt,
  status: tickets.status,
} satisfies Record<(typeof TICKET_SORT_FIELDS)[number], unknown>;

/** spec §7 customerGetAll: the tickets a viewer may see, filtered, sorted and paged. */
export async function ticketPage(
  db: AppDb,
  viewer: TViewer,
  query: {
    skip: number;
    limit: number;
    order: 'asc' | 'desc';
    sortBy: (typeof TICKET_SORT_FIELDS)[number];
    filter: TTicketFilter;
  },
): Promise<{ total: number; items: TTicketSummary[] }> {
  const conditions = filterConditions(viewer, query.filter);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ value: count() })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.accountId))
    .where(where);
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await db
    .select(summaryColumns)
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.accountId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .where(where)
    .orderBy(direction(sortColumns[query.sortBy]), direction(tickets.id))
    .limit(query.limit)
    .offset(query.skip);
  return { total: total?.value ?? 0, items: rows.map(toSummary) };
}
