import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { TEST_CONFIG } from '../../../../test/test-config';
import { TICKET_KEYS } from '../../../../lib/query-keys';
import { OrderStatusSummary } from './order-status-summary';

/** The panel over a cache that holds the server's answer (there is no server in jsdom). */
function renderPanel(licences: {
  bought: number;
  used: number;
  available: number;
  freeUsed: number;
}) {
  const client = createQueryClient();
  client.setQueryDefaults(['tickets'], { refetchOnMount: false, staleTime: Infinity });
  client.setQueryData(TICKET_KEYS.orderStatus, {
    licences,
    tickets: {
      submitted: 1,
      in_progress: 0,
      waiting_customer: 0,
      delivered: 0,
      closed: 0,
      cancelled: 0,
    },
  });
  render(
    <AppProviders config={TEST_CONFIG} queryClient={client}>
      <MemoryRouter>
        <OrderStatusSummary engineer />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the licence panel (issue 19 item 2: adds up at a glance)', () => {
  it('reads bought − in use = available, with free licences apart', () => {
    // Four bought, three still available; one free licence used too (the server's `used`
    // counts it with the bought one in use).
    renderPanel({ bought: 4, used: 2, available: 3, freeUsed: 1 });
    const group = screen.getByRole('heading', { name: /Licences/ }).parentElement;
    if (!group) throw new Error('no licence group');
    expect(group).toHaveTextContent(/Bought4\s*−\s*In use1\s*=\s*Available3\s*Free used1$/);
    expect(within(group).getByText('In use').nextElementSibling).toHaveTextContent('1');
  });
});
