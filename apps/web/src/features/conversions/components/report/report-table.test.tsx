import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { TEST_CONFIG } from '../../../../test/test-config';
import { makeRunDetail } from '../../test/run-fixture';
import { ReportTable } from './report-table';

/** jsdom has no layout: the phone is a media query that matches "narrower than sm". */
function viewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderTable() {
  render(
    <AppProviders config={TEST_CONFIG}>
      <MemoryRouter>
        <ReportTable ticketId={9} run={makeRunDetail()} />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the report table (issue 19 item 2)', () => {
  it('on a phone, one column tells what happened to each object', async () => {
    viewport(true);
    renderTable();
    const table = await screen.findByRole('table', { name: 'Conversion report' });
    expect(
      await within(table).findByRole('columnheader', { name: /What happened to each object/ }),
    ).toBeVisible();
    expect(within(table).queryByRole('columnheader', { name: /^Type/ })).toBeNull();
    const nat = within(table).getByText('NAT · twice-nat-7').closest('td');
    if (!nat) throw new Error('no cell for twice-nat-7');
    expect(nat).toHaveTextContent('Unsupported');
    expect(nat).toHaveTextContent('Twice NAT with a service object is not converted.');
    expect(nat).toHaveTextContent('line 3');
    const policy = within(table).getByText('Policies · outside_in').closest('td');
    expect(policy).toHaveTextContent('line 2 → firewall policy 1');
  });

  it('on a wide screen, the columns apart', async () => {
    viewport(false);
    renderTable();
    const table = await screen.findByRole('table', { name: 'Conversion report' });
    expect(within(table).getByRole('columnheader', { name: /What happened$/ })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: /^Type/ })).toBeVisible();
  });

  it('report filters in one fixed order: every status, absent ones disabled', () => {
    viewport(false);
    renderTable();
    const group = screen.getByRole('group', { name: 'Show statuses' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Converted (1)',
      'Partial (0)',
      'Unsupported (1)',
      'Ignored (0)',
      'Unrecognised (0)',
    ]);
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
  });
});
