import type { TChecklistItem } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConversionsApi } from '../../../../test/fake-conversions-api';
import { renderPanel } from '../../../../test/render-panel';
import { UNROUTED, makeChecklist, makeItem, makeUnroutedItems } from './checklist-fixture';
import { ChecklistPanel } from './checklist-panel';

const api = fakeConversionsApi();
afterAll(api.install());

const FQDN =
  'Its destinations are not plain IPv4 addresses (FQDN, geography, IPv6): dstintf is "any".';
const WEBVPN = makeChecklist().items[1] as TChecklistItem;

/** 3,994 unrouted rules (the first `done` ticked off), then rule-7's time range and the WebVPN. */
function checklistOf(done: number) {
  const unrouted = makeUnroutedItems(3_994, done).map((item, i) =>
    i === 1 ? { ...item, message: FQDN } : item,
  );
  const items = [...unrouted, makeItem(), WEBVPN];
  return makeChecklist({ items, open: items.filter((item) => !item.done).length });
}

function renderChecklist(done: number) {
  vi.mocked(api.fetchChecklist).mockResolvedValue(checklistOf(done));
  return renderPanel(<ChecklistPanel ticketId={9} />);
}

const group = (name: string) => screen.getByRole('region', { name });
const unrouted = () => group('Policies DSTINTF_ANY');

afterEach(() => {
  vi.clearAllMocks();
});

describe('ChecklistPanel groups', { timeout: 20_000 }, () => {
  it('groups items by object type and code; a big group starts collapsed and shows 50 at a time', async () => {
    const user = userEvent.setup();
    renderChecklist(3_982);
    expect(await screen.findByText('13 of 3,996 open')).toBeVisible();

    const big = unrouted();
    expect(within(big).getByText('12 of 3,994 open')).toBeVisible();
    // The first item's message speaks for the group.
    expect(within(big).getByText(UNROUTED)).toBeVisible();
    expect(within(big).queryByText(FQDN)).toBeNull();
    expect(within(big).queryByRole('checkbox')).toBeNull();
    const toggle = within(big).getByRole('button', { name: 'Show items' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Small groups start open.
    const timeRange = group('Policies POLICY_TIME_RANGE');
    expect(within(timeRange).getByText('1 of 1 open')).toBeVisible();
    expect(
      within(timeRange).getByRole('checkbox', { name: 'Done: Policies rule-7' }),
    ).toBeInTheDocument();
    expect(within(group('Other UNSUPPORTED_WEBVPN')).getByText('0 of 1 open')).toBeVisible();

    await user.click(toggle);
    expect(within(big).getByRole('button', { name: 'Hide items' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const list = within(big).getByRole('list', { name: 'Policies DSTINTF_ANY' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(50);
    expect(within(list).getByText(FQDN)).toBeVisible();
    expect(within(big).getByText('50 of 3,994 shown')).toBeVisible();
    await user.click(within(big).getByRole('button', { name: 'Show 50 more' }));
    expect(within(list).getAllByRole('checkbox')).toHaveLength(100);
    expect(within(big).getByText('100 of 3,994 shown')).toBeVisible();
  });

  it('shows open items only when asked, and no group whose items are all done', async () => {
    const user = userEvent.setup();
    renderChecklist(3_982);
    await screen.findByText('13 of 3,996 open');
    await user.click(screen.getByRole('switch', { name: 'Show open only' }));
    expect(screen.queryByRole('region', { name: 'Other UNSUPPORTED_WEBVPN' })).toBeNull();
    await user.click(within(unrouted()).getByRole('button', { name: 'Show items' }));
    const boxes = within(unrouted()).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 12 }, (_, i) => `Done: Policies outside_in:${3_983 + i}`),
    );
    expect(within(unrouted()).queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  });

  it("ticks a group's open items off in one request, with one note", async () => {
    const user = userEvent.setup();
    vi.mocked(api.tickChecklistItems).mockResolvedValue(checklistOf(3_994));
    renderChecklist(3_982);
    await screen.findByText('13 of 3,996 open');

    await user.click(within(unrouted()).getByRole('button', { name: 'Tick off all (12)' }));
    const dialog = screen.getByRole('dialog', { name: 'Tick off 12 items' });
    expect(within(dialog).getByText(`Policies: ${UNROUTED}`)).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      'Routes added on the FortiGate.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tick off' }));

    expect(api.tickChecklistItems).toHaveBeenCalledTimes(1);
    expect(api.tickChecklistItems).toHaveBeenCalledWith(
      9,
      Array.from({ length: 12 }, (_, i) => `Policies|outside_in:${3_983 + i}|DSTINTF_ANY`),
      true,
      'Routes added on the FortiGate.',
    );
    expect(api.tickChecklistItem).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(unrouted()).getByText('0 of 3,994 open')).toBeVisible();
    expect(within(unrouted()).queryByRole('button', { name: /^Tick off all/ })).toBeNull();
    expect(within(unrouted()).getByRole('button', { name: 'Reopen all' })).toBeVisible();
  });

  it('cancelling the group dialog ticks nothing', async () => {
    const user = userEvent.setup();
    renderChecklist(0);
    await user.click(
      within(await screen.findByRole('region', { name: 'Policies DSTINTF_ANY' })).getByRole(
        'button',
        { name: 'Tick off all (3,994)' },
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Tick off 3,994 items' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.tickChecklistItems).not.toHaveBeenCalled();
  });

  it('reopens every item of a finished group at once, without a dialog', async () => {
    const user = userEvent.setup();
    vi.mocked(api.tickChecklistItems).mockResolvedValue(checklistOf(0));
    renderChecklist(3_994);
    await screen.findByText('1 of 3,996 open');

    await user.click(within(unrouted()).getByRole('button', { name: 'Reopen all' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.tickChecklistItems).toHaveBeenCalledWith(
      9,
      makeUnroutedItems(3_994).map((item) => item.key),
      false,
      '',
    );
    expect(
      await within(unrouted()).findByRole('button', { name: 'Tick off all (3,994)' }),
    ).toBeVisible();
    expect(screen.getByText('3,995 of 3,996 open')).toBeVisible();
  });
});
