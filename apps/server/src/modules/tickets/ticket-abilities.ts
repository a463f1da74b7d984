import {
  EDITABLE_STATUSES,
  OPEN_STATUSES,
  nextStatuses,
  type TTicketAbilities,
  type TTicketStatus,
} from '@fwmig/contract';
import type { TViewer } from './ticket-viewer.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TTicketState {
  status: TTicketStatus;
  deliveredAt: Date | null;
  hasDeliverable: boolean;
}

/** Until when a delivered ticket may be reopened with a revision request. */
export function revisionDeadline(state: TTicketState, windowDays: number): Date | null {
  if (state.status !== 'delivered' || !state.deliveredAt) return null;
  return new Date(state.deliveredAt.getTime() + windowDays * DAY_MS);
}

/**
 * What a viewer may do with a ticket in its current state. The routes refuse anything else, so
 * the screens and the server follow one rule book.
 */
export function abilitiesOf(
  viewer: TViewer,
  state: TTicketState,
  windowDays: number,
  now = new Date(),
): TTicketAbilities {
  const none: TTicketAbilities = {
    edit: false,
    message: false,
    internalNote: false,
    assign: false,
    deliver: false,
    sslvpn: false,
    transitions: [],
  };
  if (!viewer.canWrite) return none;
  const live = state.status !== 'closed' && state.status !== 'cancelled';
  if (viewer.kind === 'customer') {
    const deadline = revisionDeadline(state, windowDays);
    return {
      ...none,
      edit: EDITABLE_STATUSES.includes(state.status),
      message: live,
      sslvpn: OPEN_STATUSES.includes(state.status),
      transitions: nextStatuses(state.status, 'customer').filter(
        (to) =>
          !(state.status === 'delivered' && to === 'in_progress') ||
          (deadline !== null && now <= deadline),
      ),
    };
  }
  return {
    edit: OPEN_STATUSES.includes(state.status),
    message: live,
    internalNote: true,
    assign: live,
    deliver: ['in_progress', 'waiting_customer', 'delivered'].includes(state.status),
    sslvpn: OPEN_STATUSES.includes(state.status),
    transitions: nextStatuses(state.status, 'engineer').filter(
      (to) => to !== 'delivered' || state.hasDeliverable,
    ),
  };
}
