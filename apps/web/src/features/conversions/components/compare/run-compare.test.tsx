import type { TRunDetail, TRunSummary } from '@fwmig/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { TEST_CONFIG } from '../../../../test/test-config';
import { fakeConversionsApi } from '../../../../test/fake-conversions-api';
import { makeRun } from '../output/run-fixture';
import { stubLayoutInTests } from '../output/test-layout';
import { counts, makeDetail, numberedOutput } from './compare-fixture';
import { RunCompare } from './run-compare';

const api = fakeConversionsApi();
afterAll(api.install());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const RUN_5 = makeRun({ number: 5, reason: 'manual', finishedAt: minutesAgo(2) });
const RUN_4 = makeRun({ number: 4, reason: 'mapping', finishedAt: minutesAgo(12) });
const RUN_3 = makeRun({ number: 3, reason: 'options', status: 'failed' });
const RUN_2 = makeRun({ number: 2, reason: 'files', finishedAt: minutesAgo(60 * 26) });
const RUNS = [RUN_5, RUN_4, RUN_3, RUN_2];

const OUTPUTS: Record<string, string> = {
  [RUN_4.id]: numberedOutput(),
  // Line 10 changed, a line added after line 1,250.
  [RUN_5.id]: numberedOutput((lines) => {
    lines[9] = '        set comment "line ten"';
    lines.splice(1250, 0, '        set status disable');
  }),
  [RUN_2.id]: numberedOutput(),
};

const DETAILS: Record<string, TRunDetail> = {
  [RUN_5.id]: makeDetail(RUN_5, {
    'Addresses & Address Groups': counts(124, 2, 1),
    Policies: counts(40),
  }),
  [RUN_4.id]: makeDetail(RUN_4, {
    'Addresses & Address Groups': counts(120, 2, 1),
    Policies: counts(40),
  }),
  [RUN_2.id]: makeDetail(RUN_2, { Policies: counts(40) }),
};

function renderCompare(run: TRunSummary = RUN_5, runs: readonly TRunSummary[] = RUNS) {
  return render(
    <AppProviders config={TEST_CONFIG}>
      <RunCompare ticketId={9} run={run} runs={runs} />
    </AppProviders>,
  );
}

const picker = () => screen.getByRole('combobox', { name: 'Compare run 5 with' });
const diffRegion = () =>
  screen.findByRole('region', { name: 'Changes in the output from run 4 to run 5' });

stubLayoutInTests();

beforeEach(() => {
  vi.mocked(api.fetchRun).mockImplementation(async (_ticket, id) => {
    const found = DETAILS[id];
    if (!found) throw new Error(`no run ${id}`);
    return found;
  });
  vi.mocked(api.fetchRunOutput).mockImplementation(async (_ticket, id) => OUTPUTS[id] ?? '');
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('RunCompare', { timeout: 20_000 }, () => {
  it('compares with the newest finished run before, offering only finished runs', async () => {
    const user = userEvent.setup();
    renderCompare();
    expect(picker()).toHaveValue('Run 4 · Interface mapping changed · 12 minutes ago');
    await user.click(picker());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Run 4 · Interface mapping changed · 12 minutes ago',
      'Run 2 · Source files changed · yesterday',
    ]);
  });

  it('shows the counts per object type of both runs, the changed ones marked', async () => {
    renderCompare();
    const table = await screen.findByRole('table', { name: 'Objects per type, run 4 and run 5' });
    const headers = within(table).getAllByRole('columnheader');
    // Nothing was unsupported or unrecognised in either run: no column of zeros.
    expect(headers.map((header) => header.textContent)).toEqual([
      'Object type',
      'Converted',
      'Partial',
      'Ignored',
    ]);
    const addresses = within(table).getByRole('row', { name: /Addresses & Address Groups/ });
    const [converted, partial] = within(addresses).getAllByRole('cell');
    expect(converted).toHaveTextContent('120 → 124');
    expect(converted).toHaveTextContent('(+4)');
    expect(within(converted as HTMLElement).getByText('120 in run 4, 124 in run 5')).toBeTruthy();
    expect(partial).toHaveTextContent(/^2$/);
    const policies = within(table).getByRole('row', { name: /Policies/ });
    expect(within(policies).getAllByRole('cell')[0]).toHaveTextContent(/^40$/);
    expect(screen.getByText(/1 of 2 object types changed/)).toBeVisible();
  });

  it('shows the changed lines with their context and folds the unchanged ones', async () => {
    const user = userEvent.setup();
    renderCompare();
    const region = await diffRegion();
    expect(screen.getByText(/From run 4 to run 5:/)).toHaveTextContent(
      'From run 4 to run 5: +2 lines / −1 line',
    );
    expect(
      within(region)
        .getAllByRole('deletion')
        .map((line) => line.textContent),
    ).toEqual(['        set comment "line 10"']);
    expect(
      within(region)
        .getAllByRole('insertion')
        .map((line) => line.textContent),
    ).toEqual(['        set comment "line ten"', '        set status disable']);
    // Context: three lines on each side of a change.
    expect(region).toHaveTextContent('set comment "line 13"');
    expect(region).not.toHaveTextContent('set comment "line 14"');
    expect(
      within(region).getByRole('button', { name: 'Show 6 unchanged lines' }),
    ).toHaveTextContent('… 6 unchanged lines');
    expect(within(region).getByRole('button', { name: 'Show 47 unchanged lines' })).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Show 1,234 unchanged lines' }));
    await waitFor(() => expect(region).toHaveTextContent('set comment "line 14"'));
    expect(region).toHaveFocus();
  });

  it('compares with the run the user picks', async () => {
    const user = userEvent.setup();
    renderCompare();
    await diffRegion();
    await user.click(picker());
    await user.click(screen.getByRole('option', { name: /^Run 2/ }));
    expect(
      await screen.findByRole('table', { name: 'Objects per type, run 2 and run 5' }),
    ).toBeVisible();
    expect(await screen.findByText(/From run 2 to run 5:/)).toBeVisible();
    expect(api.fetchRunOutput).toHaveBeenCalledWith(9, RUN_2.id);
  });

  it('says so when both outputs are the same', async () => {
    renderCompare(RUN_4, [RUN_4, RUN_2]);
    expect(await screen.findByText('The outputs of run 2 and run 4 are identical.')).toBeVisible();
    expect(screen.queryByRole('region', { name: /Changes in the output/ })).toBeNull();
  });

  it('asks for a second finished run when there is none', () => {
    renderCompare(RUN_5, [RUN_5, RUN_3]);
    expect(
      screen.getByText('A second finished run is needed to compare run 5 with.'),
    ).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(api.fetchRunOutput).not.toHaveBeenCalled();
  });
});
