import type { TTicketDetail } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTicketRoute } from '../../../test/render-ticket-route';
import { CUSTOMER_CAN, ENGINEER_CAN, makeTicket } from '../../../test/ticket-fixture';
import { fakeConversionsApi } from '../../../test/fake-conversions-api';
import { EMPTY_MAPPING, makeRun, makeRunDetail } from '../test/run-fixture';
import { ConversionSection } from './conversion-section';

const api = fakeConversionsApi();
afterAll(api.install());

function renderSection(ticket: TTicketDetail, path = `/ticket/detail/${ticket.id}`) {
  return renderTicketRoute(path, {
    path: '/ticket/detail/:id',
    element: <ConversionSection ticket={ticket} />,
  });
}

const engineerTicket = () =>
  makeTicket({ status: 'in_progress', can: { ...ENGINEER_CAN, deliver: true } });

beforeEach(() => {
  vi.mocked(api.fetchMapping).mockResolvedValue(EMPTY_MAPPING);
  vi.mocked(api.fetchChecklist).mockResolvedValue({
    runId: makeRun().id,
    runNumber: 1,
    items: [],
    open: 0,
  });
  vi.mocked(api.fetchRun).mockImplementation(async (_, runId) =>
    makeRunDetail({ number: Number(runId.slice(-12)) }),
  );
});

afterEach(() => vi.clearAllMocks());

describe('conversion section', { timeout: 20_000 }, () => {
  it('follows a working run live, without a reload, until its result shows', async () => {
    const queued = makeRun({ status: 'queued', finishedAt: null, counts: null, verdict: null });
    vi.mocked(api.fetchRuns).mockResolvedValue([queued]);
    vi.mocked(api.fetchRun).mockResolvedValue({ ...makeRunDetail(), ...queued, report: null });
    renderSection(makeTicket({ can: CUSTOMER_CAN }));
    expect(await screen.findByText('Step 1 of 4: Queued…')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Run 1 progress' })).toBeVisible();

    // The worker moves on: the next poll (every 1.5 s while a run works) shows it.
    vi.mocked(api.fetchRuns).mockResolvedValue([makeRun({ status: 'converting' })]);
    vi.mocked(api.fetchRun).mockResolvedValue({ ...makeRunDetail(), status: 'converting' });
    expect(
      await screen.findByText('Step 3 of 4: Converting…', {}, { timeout: 5000 }),
    ).toBeVisible();

    vi.mocked(api.fetchRuns).mockResolvedValue([makeRun()]);
    vi.mocked(api.fetchRun).mockResolvedValue(makeRunDetail());
    expect(await screen.findByRole('tab', { name: 'Report' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Objects per type' })).toBeVisible();
    // What depends on the latest result is asked for again once the run has finished.
    await waitFor(() => expect(api.fetchMapping).toHaveBeenCalledTimes(2));
  });

  it('labels the automatic run for the customer and offers its download, not the engineer tools', async () => {
    vi.mocked(api.fetchRuns).mockResolvedValue([makeRun()]);
    renderSection(makeTicket({ can: CUSTOMER_CAN }));
    expect(
      await screen.findByText('Automatic result: not yet reviewed by an engineer'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download output' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Run conversion' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Deliver run/ })).toBeNull();
    expect(api.fetchChecklist).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Download output' }));
    expect(api.downloadRunOutput).toHaveBeenCalledWith(9, { id: makeRun({ number: 1 }).id });
  });

  it('filters the report by status and opens a row on its source line', async () => {
    vi.mocked(api.fetchRuns).mockResolvedValue([makeRun()]);
    vi.mocked(api.fetchSourceText).mockResolvedValue(
      'hostname edge\naccess-list outside_in extended permit tcp any any eq 443\nnat (inside,outside) source static A B service S T\n',
    );
    renderSection(makeTicket({ can: CUSTOMER_CAN }), '/ticket/detail/9?run=1&tab=report');
    const table = await screen.findByRole('table', { name: 'Conversion report' });
    expect(within(table).getByText('outside_in')).toBeVisible();
    expect(screen.getByText('2 of 2 objects')).toBeVisible();

    await userEvent.type(screen.getByPlaceholderText('Search'), 'OUTSIDE');
    expect(screen.getByText('1 of 2 objects')).toBeVisible();
    await userEvent.clear(screen.getByPlaceholderText('Search'));
    await userEvent.click(screen.getByRole('button', { name: 'Unsupported (1)' }));
    expect(screen.getByText('1 of 2 objects')).toBeVisible();
    expect(within(table).queryByText('outside_in')).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: /View More/ }));
    const source = await screen.findByLabelText('Source lines asa-running.cfg:3');
    expect(source).toHaveTextContent('nat (inside,outside) source static A B service S T');
    expect(api.fetchSourceText).toHaveBeenCalledWith(9, 'f-source-1');
  });

  it('lets an engineer run the conversion again and holds delivery until the checklist is done', async () => {
    vi.mocked(api.fetchRuns).mockResolvedValue([makeRun({ automatic: false, reason: 'manual' })]);
    vi.mocked(api.fetchChecklist).mockResolvedValue({
      runId: makeRun().id,
      runNumber: 1,
      items: [],
      open: 2,
    });
    vi.mocked(api.startRun).mockResolvedValue(
      makeRunDetail({ number: 2, status: 'queued', reason: 'manual' }),
    );
    renderSection(engineerTicket());
    const deliver = await screen.findByRole('button', { name: 'Deliver run 1' });
    await waitFor(() => expect(deliver).toBeDisabled());
    expect(screen.getByText('Tick off the checklist first (2 open).')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Run conversion' }));
    expect(api.startRun).toHaveBeenCalledWith(9);
    expect(await screen.findByText('Run 2 is queued.')).toBeVisible();
  });

  it('lets an engineer pick which device group of a Panorama export to convert next', async () => {
    const scope = { kind: 'Device group', name: 'branch', names: ['branch', 'datacenter', 'lab'] };
    // Two runs: the list (shown from two runs on, issue 19 item 2) says which part each did.
    vi.mocked(api.fetchRuns).mockResolvedValue([makeRun({ number: 2, scope }), makeRun({ scope })]);
    vi.mocked(api.fetchRun).mockResolvedValue(makeRunDetail({ number: 2, scope }));
    vi.mocked(api.startRun).mockResolvedValue(makeRunDetail({ number: 3 }));
    renderSection(engineerTicket());
    expect(await screen.findByText('branch (1 of 3 in the file)')).toBeVisible();
    const runs = screen.getByRole('list', { name: 'Conversion runs' });
    expect(within(runs).getAllByText(/device group branch/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('combobox', { name: 'Device group' }));
    await userEvent.click(screen.getByRole('option', { name: 'datacenter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run conversion' }));
    expect(api.startRun).toHaveBeenCalledWith(9, 'datacenter');
  });

  it('issue 19 item 2: a single run is listed once (its own section, no list row too)', async () => {
    vi.mocked(api.fetchRuns).mockResolvedValue([makeRun()]);
    renderSection(makeTicket({ can: CUSTOMER_CAN }));
    expect(await screen.findByRole('region', { name: 'Run 1' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Conversion runs' })).toBeNull();
    expect(screen.getAllByText('Run 1')).toHaveLength(1);
  });

  it('issue 19 item 2: "Shown to customer" is an engineer\'s badge, never the customer\'s', async () => {
    const runs = [makeRun({ number: 2, released: true }), makeRun({ released: true })];
    vi.mocked(api.fetchRuns).mockResolvedValue(runs);
    const customer = renderSection(makeTicket({ can: CUSTOMER_CAN }));
    expect(await screen.findByRole('list', { name: 'Conversion runs' })).toBeVisible();
    expect(screen.queryByText('Shown to customer')).toBeNull();
    customer.unmount();
    renderSection(engineerTicket());
    const list = await screen.findByRole('list', { name: 'Conversion runs' });
    expect(within(list).getAllByText('Shown to customer')).toHaveLength(2);
  });

  it('says why a run failed', async () => {
    vi.mocked(api.fetchRuns).mockResolvedValue([
      makeRun({
        status: 'failed',
        error: 'The conversion took longer than 120 s and was stopped.',
        counts: null,
      }),
    ]);
    renderSection(makeTicket({ can: CUSTOMER_CAN }));
    expect(await screen.findByText('Run 1 failed')).toBeVisible();
    expect(
      screen.getAllByText('The conversion took longer than 120 s and was stopped.')[0],
    ).toBeVisible();
  });
});
