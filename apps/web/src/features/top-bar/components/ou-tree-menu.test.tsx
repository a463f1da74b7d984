import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acme, globex } from '../utils/test-orgs';
import { OuTreeMenu, type TOuTreeMenuProps } from './ou-tree-menu';

function renderTree(props: Partial<TOuTreeMenuProps> = {}) {
  const onPick = vi.fn<TOuTreeMenuProps['onPick']>().mockResolvedValue(undefined);
  const view = render(<OuTreeMenu organisations={[acme, globex]} onPick={onPick} {...props} />);
  return { onPick, ...view };
}

async function openTree() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Organization units' }));
  const popover = screen.getByRole('dialog', { name: 'Organization units' });
  return { user, popover, table: within(popover).getByRole('table') };
}

/** The names in the tree's first column, top to bottom. */
function names(table: HTMLElement): string[] {
  return [...table.querySelectorAll('tbody tr')].map(
    (row) => row.querySelector('td')?.textContent ?? '',
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OuTreeMenu', () => {
  it('S2-60: shows the current OU account name next to the tree button', () => {
    renderTree({ currentName: 'Paris Branch' });
    expect(screen.getByText('Paris Branch')).toBeVisible();
  });

  it('S2-60: shows no name without a current OU account', () => {
    const { container } = renderTree();
    expect(container).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Organization units' })).toBeVisible();
  });

  it('issue 23: in the header menu the button shows its name as text, the account under it', async () => {
    renderTree({ currentName: 'Paris Branch', labelled: true });
    const button = screen.getByRole('button', { name: 'Organization units' });
    // Its name is its visible text, not a label on an icon.
    expect(button).toHaveTextContent('Organization units');
    expect(button).not.toHaveAttribute('aria-label');
    expect(screen.getByText('Paris Branch')).toBeVisible();
    const { table } = await openTree();
    expect(names(table)).toEqual(['acme', 'Globex']);
  });

  it('S2-61: opens a tree ORG → ORG_UNIT → OU_ACCOUNT', async () => {
    renderTree();
    const button = screen.getByRole('button', { name: 'Organization units' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const { user, table } = await openTree();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(names(table)).toEqual(['acme', 'Globex']);
    await user.click(within(table).getByRole('button', { name: 'Expand acme' }));
    await user.click(within(table).getByRole('button', { name: 'Expand EMEA' }));
    await user.click(within(table).getByRole('button', { name: 'Expand France' }));
    expect(names(table)).toEqual([
      'acme',
      'EMEA',
      'France',
      'Paris Branch',
      'EMEA Ops',
      'Head Office',
      'Globex',
    ]);
    expect(within(table).getByText('French subsidiaries')).toBeVisible();
  });

  it('S4-45: the search is case-insensitive and keeps what is under a match', async () => {
    renderTree();
    const { user, popover, table } = await openTree();
    await user.type(within(popover).getByPlaceholderText('Search'), 'ACME');
    const shown = names(table);
    expect(shown[0]).toBe('acme');
    expect(shown).toEqual(expect.arrayContaining(['EMEA', 'Paris Branch', 'Head Office']));
    expect(shown).not.toContain('Globex');
  });

  it('S4-46: the search covers descriptions and keeps the ancestors of matches', async () => {
    renderTree();
    const { user, popover, table } = await openTree();
    // "lighthouse" is only in EMEA Ops's description.
    await user.type(within(popover).getByPlaceholderText('Search'), 'lighthouse');
    expect(names(table)).toEqual(['acme', 'EMEA', 'EMEA Ops']);
  });

  it('only OU accounts can be picked; picking one hands it over and closes the tree', async () => {
    const { onPick } = renderTree();
    const { user, popover, table } = await openTree();
    await user.type(within(popover).getByPlaceholderText('Search'), 'paris');
    expect(within(table).queryByRole('button', { name: 'acme' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'France' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Paris Branch' }));
    expect(onPick).toHaveBeenCalledWith({ org: acme, account: acme.memberAccounts[0] });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Organization units' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('shows LOADING while the pick is under way', async () => {
    let finish: () => void = () => undefined;
    const onPick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderTree({ onPick });
    const { user, popover } = await openTree();
    await user.click(within(popover).getByRole('button', { name: 'Expand Globex' }));
    await user.click(within(popover).getByRole('button', { name: 'Springfield Plant' }));
    expect(within(popover).getByText('LOADING')).toBeVisible();
    expect(within(popover).getByRole('button', { name: 'Springfield Plant' })).toBeDisabled();
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Organization units' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('S4-36: a failed pick is logged and the tree closes, nothing else changes', async () => {
    const failure = new Error('Request failed with status code 500');
    const onPick = vi.fn().mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTree({ onPick, currentName: 'Head Office' });
    const { user, table } = await openTree();
    await user.click(within(table).getByRole('button', { name: 'Expand Globex' }));
    await user.click(within(table).getByRole('button', { name: 'Springfield Plant' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.any(String), failure));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Organization units' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    expect(screen.getByText('Head Office')).toBeVisible();
  });

  it('Escape closes the tree and gives focus back to its button', async () => {
    renderTree();
    const { user } = await openTree();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Organization units' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
