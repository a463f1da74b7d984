import type { TTicketDetail } from '@fwmig/contract';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTicketRoute } from '../../../test/render-ticket-route';
import { CUSTOMER_CAN, makeTicket } from '../../../test/ticket-fixture';
import { fakeConversionsApi } from '../../../test/fake-conversions-api';
import { EMPTY_MAPPING, makeRun, makeRunDetail } from '../test/run-fixture';
import { ConversionSection } from './conversion-section';

const api = fakeConversionsApi();
afterAll(api.install());

function renderSection(ticket: TTicketDetail) {
  return renderTicketRoute(`/ticket/detail/${ticket.id}`, {
    path: '/ticket/detail/:id',
    element: <ConversionSection ticket={ticket} />,
  });
}

const BINARY =
  "photo.jpg is a binary file, not a configuration: upload the text export of the firewall's configuration.";

beforeEach(() => {
  vi.mocked(api.fetchMapping).mockResolvedValue(EMPTY_MAPPING);
  vi.mocked(api.fetchChecklist).mockResolvedValue({
    runId: null,
    runNumber: null,
    items: [],
    open: 0,
  });
  vi.mocked(api.fetchRun).mockImplementation(async (_, runId) =>
    makeRunDetail({ number: Number(runId.slice(-12)) }),
  );
});

afterEach(() => vi.clearAllMocks());

const failedOnInput = (number = 1) =>
  makeRun({
    number,
    status: 'failed',
    failure: 'input',
    error: BINARY,
    counts: null,
    verdict: null,
  });

describe('issue 19 item 2: the failed-run panel', { timeout: 20_000 }, () => {
  it('a run that failed on the file says why, what to do, and that the licence was given back', async () => {
    vi.mocked(api.fetchRuns).mockResolvedValue([failedOnInput()]);
    renderSection(makeTicket({ id: 9, can: { ...CUSTOMER_CAN, edit: true } }));
    expect(await screen.findByText('Run 1 could not read the file')).toBeVisible();
    expect(screen.getAllByText(BINARY)[0]).toBeVisible();
    expect(screen.getByText(/the conversion runs again by itself/)).toBeVisible();
    expect(screen.getByText(/licence was given back/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Replace the file' })).toHaveAttribute(
      'href',
      '/ticket/edit/9',
    );
  });

  it('after a run with a result, no licence is said to come back (the server keeps it)', async () => {
    vi.mocked(api.fetchRuns).mockResolvedValue([failedOnInput(2), makeRun({ number: 1 })]);
    renderSection(makeTicket({ id: 9, can: { ...CUSTOMER_CAN, edit: true } }));
    expect(await screen.findByText('Run 2 could not read the file')).toBeVisible();
    expect(screen.queryByText(/licence was given back/)).not.toBeInTheDocument();
  });

  it('a vendor the engine does not convert says our engineers convert it, not a failed run', async () => {
    vi.mocked(api.fetchRuns).mockResolvedValue([]);
    renderSection(
      makeTicket({ sourceVendor: 'sonicWall', engineConverts: false, can: CUSTOMER_CAN }),
    );
    expect(
      await screen.findByText(
        'Automatic conversion from SonicWall is not available yet: our engineers convert this ticket by hand and deliver the result here.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/failed/)).not.toBeInTheDocument();
  });
});
