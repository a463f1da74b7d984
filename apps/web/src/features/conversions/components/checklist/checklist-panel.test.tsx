import type { TChecklist } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConversionsApi } from '../../../../test/fake-conversions-api';
import { renderPanel } from '../../../../test/render-panel';
import { makeChecklist, makeItem } from './checklist-fixture';
import { ChecklistPanel } from './checklist-panel';

const api = fakeConversionsApi();
afterAll(api.install());

function renderChecklist(checklist: TChecklist) {
  vi.mocked(api.fetchChecklist).mockResolvedValue(checklist);
  return renderPanel(<ChecklistPanel ticketId={9} />);
}

const openBox = () => screen.getByRole('checkbox', { name: 'Done: Policies rule-7' });
const tickedBox = () => screen.getByRole('checkbox', { name: 'Done: Other UNSUPPORTED_WEBVPN' });

afterEach(() => {
  vi.clearAllMocks();
});

describe('ChecklistPanel', { timeout: 20_000 }, () => {
  it('lists what to check with the count and run, and who ticked what off', async () => {
    renderChecklist(makeChecklist());
    expect(await screen.findByText('1 of 2 open')).toBeVisible();
    expect(screen.getByText('From run 4')).toBeVisible();

    // Each kind of item is a group, with the first item's message and its open count.
    const timeRange = screen.getByRole('region', { name: 'Policies POLICY_TIME_RANGE' });
    expect(timeRange).toHaveTextContent('1 of 1 open');
    const [open] = within(timeRange).getAllByRole('listitem');
    const webvpn = screen.getByRole('region', { name: 'Other UNSUPPORTED_WEBVPN' });
    expect(webvpn).toHaveTextContent('0 of 1 open');
    expect(webvpn).toHaveTextContent('Clientless WebVPN has no FortiOS counterpart.');
    const [ticked] = within(webvpn).getAllByRole('listitem');
    expect(open).toHaveTextContent('Partial');
    expect(open).toHaveTextContent('rule-7');
    expect(open).toHaveTextContent('asa-running.cfg:212');
    expect(openBox()).not.toBeChecked();
    expect(openBox()).toHaveAccessibleDescription(
      'The time range was left out: FortiOS schedules need checking.',
    );

    expect(ticked).toHaveTextContent('Unsupported');
    expect(ticked).toHaveTextContent('Customer confirmed they no longer use it.');
    expect(ticked).toHaveTextContent(/Ticked off by Erin Engineer/);
    expect(tickedBox()).toBeChecked();
  });

  it('asks for a note when ticking an item off and sends it', async () => {
    const user = userEvent.setup();
    const after = makeChecklist({
      items: makeChecklist().items.map((item) =>
        item.done
          ? item
          : {
              ...item,
              done: true,
              note: 'Made a schedule.',
              doneBy: 'Sam Support',
              doneAt: '2026-11-21T09:00:00.000Z',
            },
      ),
      open: 0,
    });
    vi.mocked(api.tickChecklistItem).mockResolvedValue(after);
    renderChecklist(makeChecklist());

    await user.click(await screen.findByRole('checkbox', { name: 'Done: Policies rule-7' }));
    const dialog = screen.getByRole('dialog', { name: 'Tick off this item' });
    expect(dialog).toHaveTextContent(
      'Policies rule-7: The time range was left out: FortiOS schedules need checking.',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      '  Made a schedule. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tick off' }));

    expect(api.tickChecklistItem).toHaveBeenCalledWith(
      9,
      'Policies:rule-7:POLICY_TIME_RANGE',
      true,
      'Made a schedule.',
    );
    expect(api.tickChecklistItems).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(openBox()).toBeChecked();
    expect(screen.getByText('0 of 2 open')).toBeVisible();
    expect(screen.getByText('Made a schedule.')).toBeVisible();
  });

  it('cancelling the note dialog ticks nothing', async () => {
    const user = userEvent.setup();
    renderChecklist(makeChecklist());
    await user.click(await screen.findByRole('checkbox', { name: 'Done: Policies rule-7' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.tickChecklistItem).not.toHaveBeenCalled();
    expect(openBox()).not.toBeChecked();
  });

  it('unticks an item at once, without a dialog', async () => {
    const user = userEvent.setup();
    vi.mocked(api.tickChecklistItem).mockResolvedValue(
      makeChecklist({
        items: [
          makeItem(),
          makeItem({
            key: 'Other:webvpn:UNSUPPORTED_WEBVPN',
            objectType: 'Other',
            name: null,
            code: 'UNSUPPORTED_WEBVPN',
          }),
        ],
        open: 2,
      }),
    );
    renderChecklist(makeChecklist());
    await user.click(
      await screen.findByRole('checkbox', { name: 'Done: Other UNSUPPORTED_WEBVPN' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.tickChecklistItem).toHaveBeenCalledWith(
      9,
      'Other:webvpn:UNSUPPORTED_WEBVPN',
      false,
      '',
    );
    expect(await screen.findByText('2 of 2 open')).toBeVisible();
    expect(tickedBox()).not.toBeChecked();
  });

  it('shows open items only when asked', async () => {
    const user = userEvent.setup();
    renderChecklist(makeChecklist());
    await screen.findByText('1 of 2 open');
    await user.click(screen.getByRole('switch', { name: 'Show open only' }));
    expect(openBox()).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Done: Other UNSUPPORTED_WEBVPN' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Other UNSUPPORTED_WEBVPN' })).toBeNull();
  });

  it('says when there is nothing to check', async () => {
    renderChecklist(makeChecklist({ items: [], open: 0 }));
    expect(
      await screen.findByText('Nothing to check: the engine converted everything.'),
    ).toBeVisible();
    expect(screen.getByText('From run 4')).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
