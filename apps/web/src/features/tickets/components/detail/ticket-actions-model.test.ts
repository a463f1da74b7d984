import { describe, expect, it } from 'vitest';
import { ticketActions, viewerKind } from './ticket-actions-model';
import { CUSTOMER_CAN, ENGINEER_CAN, makeTicket } from '../../../../test/ticket-fixture';

const labels = (ticket: Parameters<typeof ticketActions>[0]) =>
  ticketActions(ticket).map((action) => action.label);

describe('ticket actions', () => {
  it('tells engineers from customers by what they may do', () => {
    expect(viewerKind(ENGINEER_CAN)).toBe('engineer');
    expect(viewerKind(CUSTOMER_CAN)).toBe('customer');
  });

  it('words the same move for who makes it', () => {
    const delivered = {
      status: 'delivered' as const,
      revisionDeadline: '2026-12-07T09:00:00.000Z',
    };
    expect(
      labels(makeTicket({ ...delivered, can: { ...CUSTOMER_CAN, transitions: ['closed'] } })),
    ).toEqual(['Accept and close']);
    expect(
      labels(makeTicket({ ...delivered, can: { ...ENGINEER_CAN, transitions: ['closed'] } })),
    ).toEqual(['Close']);
    expect(
      labels(
        makeTicket({
          status: 'waiting_customer',
          can: { ...CUSTOMER_CAN, transitions: ['in_progress', 'cancelled'] },
        }),
      ),
    ).toEqual(['Cancel ticket', 'Resume']);
  });

  it('asks for a note exactly where the transition needs one', () => {
    const [ask, deliver] = ticketActions(
      makeTicket({
        status: 'in_progress',
        can: { ...ENGINEER_CAN, deliver: true, transitions: ['waiting_customer', 'delivered'] },
      }),
    );
    expect(ask?.note?.label).toBe('Your question');
    expect(deliver?.note).toBeUndefined();
    expect(deliver?.confirm?.title).toBe('Deliver ticket 9?');
  });

  it('says the licence is kept only once work has started', () => {
    const submitted = ticketActions(makeTicket())[0];
    const started = ticketActions(
      makeTicket({ status: 'in_progress', can: { ...CUSTOMER_CAN, transitions: ['cancelled'] } }),
    )[0];
    expect(submitted?.confirm?.text).toMatch(/becomes available again/);
    expect(started?.confirm?.text).toMatch(/is not returned/);
  });
});
