import { z } from 'zod';

/**
 * The life of a conversion ticket: submitted -> in progress <-> waiting for customer ->
 * delivered -> closed; cancelled by the customer before delivery; a delivered ticket may be
 * reopened (back to in progress) with a revision request within the revision window.
 */
export const TICKET_STATUSES = [
  'submitted',
  'in_progress',
  'waiting_customer',
  'delivered',
  'closed',
  'cancelled',
] as const;
export const ZTicketStatus = z.enum(TICKET_STATUSES);
export type TTicketStatus = z.infer<typeof ZTicketStatus>;

export const TICKET_STATUS_LABELS: Record<TTicketStatus, string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  waiting_customer: 'Waiting for customer',
  delivered: 'Delivered',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** Who may make a move: the customer of the ticket or an engineer (read-write admin). */
export type TTicketActor = 'customer' | 'engineer';

interface TTransition {
  from: TTicketStatus;
  to: TTicketStatus;
  by: readonly TTicketActor[];
  /** A move that needs a note: a question, a revision request, a reason. */
  needsNote?: boolean;
}

/** Every allowed move; anything else is refused by the server. */
export const TICKET_TRANSITIONS: readonly TTransition[] = [
  { from: 'submitted', to: 'in_progress', by: ['engineer'] },
  { from: 'submitted', to: 'cancelled', by: ['customer', 'engineer'] },
  { from: 'in_progress', to: 'waiting_customer', by: ['engineer'], needsNote: true },
  { from: 'in_progress', to: 'delivered', by: ['engineer'] },
  { from: 'in_progress', to: 'cancelled', by: ['customer'] },
  { from: 'waiting_customer', to: 'in_progress', by: ['customer', 'engineer'] },
  { from: 'waiting_customer', to: 'cancelled', by: ['customer'] },
  { from: 'delivered', to: 'closed', by: ['customer', 'engineer'] },
  // The revision request: only within the revision window (checked by the server).
  { from: 'delivered', to: 'in_progress', by: ['customer'], needsNote: true },
];

export function findTransition(
  from: TTicketStatus,
  to: TTicketStatus,
  actor: TTicketActor,
): TTransition | undefined {
  return TICKET_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by.includes(actor));
}

/** The statuses an actor may move a ticket to from where it is. */
export function nextStatuses(from: TTicketStatus, actor: TTicketActor): TTicketStatus[] {
  return TICKET_TRANSITIONS.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to);
}

/** Statuses in which the customer may still change the request (fields and source files). */
export const EDITABLE_STATUSES: readonly TTicketStatus[] = ['submitted', 'waiting_customer'];

/** Statuses in which a ticket is still open (counted as work in the queue). */
export const OPEN_STATUSES: readonly TTicketStatus[] = [
  'submitted',
  'in_progress',
  'waiting_customer',
];
