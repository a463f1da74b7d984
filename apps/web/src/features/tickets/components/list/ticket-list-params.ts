import {
  TICKET_SORT_FIELDS,
  TICKET_STATUSES,
  type TTicketFilter,
  type TTicketStatus,
} from '@fwmig/contract';

/** What the filters bar shows; each value lives in the page's query string. */
export interface TTicketListFilters {
  status: TTicketStatus[];
  /** A vendor key, or '' for any vendor. */
  vendor: string;
  sn: string;
  text: string;
  /** Engineers: 'me', 'none', an engineer's id, or '' for anyone. */
  assignee: string;
  /** Engineers: only tickets past their initial-response time. */
  overdue: boolean;
}

export type TTicketSortField = (typeof TICKET_SORT_FIELDS)[number];

/** The server sort: what the `sortBy` and `order` headers carry. */
export interface TTicketListSort {
  sortBy: TTicketSortField;
  order: 'asc' | 'desc';
}

/** Newest tickets first (ZTicketPageHeaders' own default). */
export const DEFAULT_SORT: TTicketListSort = { sortBy: 'id', order: 'desc' };

/** The query-string names of the filters and the sort; paging keeps `skip` and `limit`. */
export const LIST_PARAMS = {
  status: 'status',
  vendor: 'vendor',
  sn: 'sn',
  text: 'q',
  assignee: 'assignee',
  overdue: 'overdue',
  sortBy: 'sortBy',
  order: 'order',
} as const;

export const NO_FILTERS: TTicketListFilters = {
  status: [],
  vendor: '',
  sn: '',
  text: '',
  assignee: '',
  overdue: false,
};

function isStatus(value: string): value is TTicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}

function isSortField(value: string | null): value is TTicketSortField {
  return value !== null && (TICKET_SORT_FIELDS as readonly string[]).includes(value);
}

/** The filters of a query string; unknown statuses are dropped. */
export function readFilters(params: URLSearchParams): TTicketListFilters {
  const status = (params.get(LIST_PARAMS.status) ?? '').split(',').filter(isStatus);
  return {
    // In the order of the life cycle, whatever order the address gave.
    status: TICKET_STATUSES.filter((known) => status.includes(known)),
    vendor: params.get(LIST_PARAMS.vendor) ?? '',
    sn: params.get(LIST_PARAMS.sn) ?? '',
    text: params.get(LIST_PARAMS.text) ?? '',
    assignee: params.get(LIST_PARAMS.assignee) ?? '',
    overdue: params.get(LIST_PARAMS.overdue) === '1',
  };
}

/** The sort of a query string; anything malformed falls back to id, newest first. */
export function readSort(params: URLSearchParams): TTicketListSort {
  const sortBy = params.get(LIST_PARAMS.sortBy);
  const order = params.get(LIST_PARAMS.order);
  if (!isSortField(sortBy)) return DEFAULT_SORT;
  return { sortBy, order: order === 'asc' ? 'asc' : 'desc' };
}

function setOrDelete(params: URLSearchParams, name: string, value: string) {
  if (value === '') params.delete(name);
  else params.set(name, value);
}

/**
 * The query string with some filters changed. The result starts again at the first page:
 * skip 0, the page size kept.
 */
export function withFilters(
  previous: URLSearchParams,
  patch: Partial<TTicketListFilters>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  if (patch.status !== undefined) setOrDelete(next, LIST_PARAMS.status, patch.status.join(','));
  if (patch.vendor !== undefined) setOrDelete(next, LIST_PARAMS.vendor, patch.vendor);
  if (patch.sn !== undefined) setOrDelete(next, LIST_PARAMS.sn, patch.sn);
  if (patch.text !== undefined) setOrDelete(next, LIST_PARAMS.text, patch.text);
  if (patch.assignee !== undefined) setOrDelete(next, LIST_PARAMS.assignee, patch.assignee);
  if (patch.overdue !== undefined) setOrDelete(next, LIST_PARAMS.overdue, patch.overdue ? '1' : '');
  next.set('skip', '0');
  return next;
}

/** The query string with another sort (the default one is left out), from the first page. */
export function withSort(previous: URLSearchParams, sort: TTicketListSort): URLSearchParams {
  const next = new URLSearchParams(previous);
  const isDefault = sort.sortBy === DEFAULT_SORT.sortBy && sort.order === DEFAULT_SORT.order;
  setOrDelete(next, LIST_PARAMS.sortBy, isDefault ? '' : sort.sortBy);
  setOrDelete(next, LIST_PARAMS.order, isDefault ? '' : sort.order);
  next.set('skip', '0');
  return next;
}

/** Whether any filter narrows the list (the engineers' ones count only for engineers). */
export function hasFilters(filters: TTicketListFilters, engineer: boolean): boolean {
  const own =
    filters.status.length > 0 ||
    filters.vendor !== '' ||
    filters.sn.trim() !== '' ||
    filters.text.trim() !== '';
  return own || (engineer && (filters.assignee !== '' || filters.overdue));
}

/**
 * spec §7 customerGetAll's filter body: only the filters that are set, trimmed. Customers never
 * send the engineers' assignee and overdue filters.
 */
export function filterBody(filters: TTicketListFilters, engineer: boolean): TTicketFilter {
  const body: TTicketFilter = {};
  if (filters.status.length > 0) body.status = filters.status;
  if (filters.vendor !== '') body.sourceVendor = filters.vendor;
  if (filters.sn.trim() !== '') body.sn = filters.sn.trim();
  if (filters.text.trim() !== '') body.text = filters.text.trim();
  if (engineer && filters.assignee !== '') body.assignee = filters.assignee;
  if (engineer && filters.overdue) body.overdue = true;
  return body;
}
