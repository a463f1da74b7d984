import {
  findTransition,
  TICKET_STATUS_LABELS,
  type TTicketActor,
  type TTicketDetail,
  type TTicketStatus,
} from '@fwmig/contract';
import { formatDateTime } from '../../../../lib/format';

/** How much a button stands out: the move the viewer most likely wants is primary. */
export type TActionEmphasis = 'primary' | 'secondary' | 'quiet' | 'danger';

/** A status move offered as a button, with what it asks before it is made. */
export interface TTicketAction {
  to: TTicketStatus;
  label: string;
  emphasis: TActionEmphasis;
  /** A yes/no question first (AlertDialog). */
  confirm?: { title: string; text: string; doneLabel: string; cancelLabel: string };
  /** A required note first (a question, a revision request): the transition's needsNote. */
  note?: { title: string; intro: string; label: string; doneLabel: string };
}

type TTicket = Pick<TTicketDetail, 'id' | 'status' | 'can' | 'revisionDeadline' | 'files'>;
type TWording = Omit<TTicketAction, 'to' | 'note'> & {
  note?: Omit<NonNullable<TTicketAction['note']>, 'intro'>;
};

/**
 * Engineers may write internal notes on every ticket they can touch and customers never may, so
 * the abilities tell who is looking (features do not read the session of another feature).
 */
export function viewerKind(can: TTicketDetail['can']): TTicketActor {
  return can.internalNote || can.assign || can.deliver ? 'engineer' : 'customer';
}

function cancelWording(ticket: TTicket, by: TTicketActor): TWording {
  // The server gives the licence back only when no work has started (cancelled from submitted).
  const licence =
    ticket.status === 'submitted'
      ? by === 'customer'
        ? 'No work has started, so the licence it used becomes available again.'
        : 'No work has started, so the customer gets the licence back.'
      : 'An engineer has already worked on it, so the licence it used is not returned.';
  return {
    label: 'Cancel ticket',
    emphasis: 'danger',
    confirm: {
      title: `Cancel ticket ${ticket.id}?`,
      text: `${licence} A cancelled ticket cannot be reopened.`,
      doneLabel: 'Cancel ticket',
      cancelLabel: 'Keep ticket',
    },
  };
}

function wordingFor(ticket: TTicket, to: TTicketStatus, by: TTicketActor): TWording | undefined {
  if (to === 'cancelled') return cancelWording(ticket, by);
  const move = `${ticket.status}>${to}`;
  if (by === 'engineer') {
    switch (move) {
      case 'submitted>in_progress':
        return { label: 'Start work', emphasis: 'primary' };
      case 'in_progress>waiting_customer':
        return {
          label: 'Ask the customer',
          emphasis: 'secondary',
          note: { title: 'Ask the customer', label: 'Your question', doneLabel: 'Send question' },
        };
      case 'in_progress>delivered': {
        const count = ticket.files.filter((file) => file.kind === 'deliverable').length;
        return {
          label: 'Deliver',
          emphasis: 'primary',
          confirm: {
            title: `Deliver ticket ${ticket.id}?`,
            text: `The customer is told the converted configuration is ready and can download the ${count === 1 ? 'deliverable' : `${count} deliverables`}. They then accept it or request a revision.`,
            doneLabel: 'Deliver',
            cancelLabel: 'Cancel',
          },
        };
      }
      case 'waiting_customer>in_progress':
        return { label: 'Resume work', emphasis: 'secondary' };
      case 'delivered>closed':
        return {
          label: 'Close',
          emphasis: 'secondary',
          confirm: {
            title: `Close ticket ${ticket.id}?`,
            text: 'The customer can no longer request a revision of a closed ticket.',
            doneLabel: 'Close ticket',
            cancelLabel: 'Cancel',
          },
        };
    }
    return undefined;
  }
  switch (move) {
    case 'delivered>closed':
      return {
        label: 'Accept and close',
        emphasis: 'primary',
        confirm: {
          title: 'Accept the converted configuration?',
          text: `Ticket ${ticket.id} is closed; you can no longer request a revision.`,
          doneLabel: 'Accept and close',
          cancelLabel: 'Cancel',
        },
      };
    case 'delivered>in_progress':
      return {
        label: 'Request a revision',
        emphasis: 'secondary',
        note: {
          title: 'Request a revision',
          label: 'What should be revised',
          doneLabel: 'Request revision',
        },
      };
    case 'waiting_customer>in_progress':
      // Answering in the conversation resumes the ticket too; this is for "no answer needed".
      return { label: 'Resume', emphasis: 'quiet' };
  }
  return undefined;
}

function noteIntro(ticket: TTicket, to: TTicketStatus): string {
  if (to === 'waiting_customer') {
    return 'The customer sees your question in the conversation; the ticket waits for their answer.';
  }
  if (ticket.status === 'delivered' && to === 'in_progress') {
    const until = ticket.revisionDeadline
      ? ` You can request a revision until ${formatDateTime(ticket.revisionDeadline)}.`
      : '';
    return `Tell the engineer what should change; the ticket goes back to In progress.${until}`;
  }
  return `Say why the ticket moves to ${TICKET_STATUS_LABELS[to]}.`;
}

const ORDER: TActionEmphasis[] = ['danger', 'quiet', 'secondary', 'primary'];

/**
 * The status moves the viewer may make now (the server's `can.transitions`), worded for who is
 * looking, least important first so the primary move ends the row.
 */
export function ticketActions(ticket: TTicket): TTicketAction[] {
  const by = viewerKind(ticket.can);
  return ticket.can.transitions
    .map((to): TTicketAction => {
      const wording = wordingFor(ticket, to, by) ?? {
        label: `Move to ${TICKET_STATUS_LABELS[to]}`,
        emphasis: 'secondary',
      };
      const needsNote = findTransition(ticket.status, to, by)?.needsNote === true;
      const { note, ...rest } = wording;
      if (!needsNote) return { ...rest, to };
      return {
        ...rest,
        to,
        note: {
          title: note?.title ?? rest.label,
          label: note?.label ?? 'Note',
          doneLabel: note?.doneLabel ?? rest.label,
          intro: noteIntro(ticket, to),
        },
      };
    })
    .sort((a, b) => ORDER.indexOf(a.emphasis) - ORDER.indexOf(b.emphasis));
}
