import type { TAccountDetail } from '@fwmig/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountDetail, acme, globex } from '../utils/test-orgs';
import { SwitchRolesDialog } from './switch-roles-dialog';

const admin = accountDetail({ orgDetailList: [acme] });
const viewer = accountDetail({
  accountId: '200300',
  accountCompany: 'Globex Inc',
  userId: '0',
  idpRoleName: null,
  orgDetailList: [globex, acme],
});

function renderDialog(accounts: TAccountDetail[] = [admin, viewer]) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(<SwitchRolesDialog open accounts={accounts} onPick={onPick} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Select a Role to Proceed' });
  return { onPick, onClose, dialog, table: within(dialog).getByRole('table', { name: 'Roles' }) };
}

/** Each body row's cell texts, without the filler and action cells. */
function rows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent ?? ''),
  );
}

const companies = (table: HTMLElement) => rows(table).map((row) => row[0]);

describe('SwitchRolesDialog', () => {
  it('S2-67, S9-8: is titled exactly "Select a Role to Proceed" and 800 px wide', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/^Select a Role to Proceed$/);
    expect(dialog).toHaveStyle({ width: '800px' });
  });

  it('has Cancel and no Done; Cancel and Escape close it', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    expect(within(dialog).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('lists each account with company, system ID and role (a dash without one)', () => {
    const { table } = renderDialog();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Company', 'System ID', 'Role']);
    expect(rows(table).map((row) => row.slice(0, 3))).toEqual([
      ['Acme Corp', '100200', 'Administrator'],
      ['Globex Inc', '200300', '-'],
    ]);
  });

  it('S2-68: the search box filters the accounts', async () => {
    const user = userEvent.setup();
    const { dialog, table } = renderDialog();
    await user.type(within(dialog).getByPlaceholderText('Search'), 'inc');
    const shown = companies(table);
    // The matching account, with its organisation tree under it.
    expect(shown[0]).toBe('Globex Inc');
    expect(shown).toContain('Springfield Plant');
    expect(shown).not.toContain('Acme Corp');
  });

  it('S2-69: an account row opens onto its organisation tree and closes again', async () => {
    const user = userEvent.setup();
    const { table } = renderDialog();
    await user.click(within(table).getByRole('button', { name: 'Expand Globex Inc' }));
    expect(companies(table)).toEqual(['Acme Corp', 'Globex Inc', 'Globex', 'acme']);
    await user.click(within(table).getByRole('button', { name: 'Expand Globex' }));
    expect(companies(table)).toEqual([
      'Acme Corp',
      'Globex Inc',
      'Globex',
      'Springfield Plant',
      'acme',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Collapse Globex Inc' }));
    expect(companies(table)).toEqual(['Acme Corp', 'Globex Inc']);
  });

  it('S4-45: the search is case-insensitive', async () => {
    const user = userEvent.setup();
    const { dialog, table } = renderDialog();
    await user.type(within(dialog).getByPlaceholderText('Search'), 'SPRINGFIELD');
    expect(companies(table)).toEqual(['Globex Inc', 'Globex', 'Springfield Plant']);
  });

  it('S4-46: the search covers descriptions and keeps the ancestors and the contents of matches', async () => {
    const user = userEvent.setup();
    const { dialog, table } = renderDialog();
    // "subsidiaries" is only in the France unit's description, under both accounts.
    await user.type(within(dialog).getByPlaceholderText('Search'), 'subsidiaries');
    expect(rows(table)).toEqual([
      ['Acme Corp', '100200', 'Administrator', '-'],
      ['acme', '-', '-', 'Holding company'],
      ['EMEA', '-', '-', 'Europe and Africa'],
      ['France', '-', '-', 'French subsidiaries'],
      ['Paris Branch', '-', '-', '300100/paris-admin'],
      ['Globex Inc', '200300', '-', '-'],
      ['acme', '-', '-', 'Holding company'],
      ['EMEA', '-', '-', 'Europe and Africa'],
      ['France', '-', '-', 'French subsidiaries'],
      ['Paris Branch', '-', '-', '300100/paris-admin'],
    ]);
  });

  it("an account row's Select picks that account; tree rows cannot be picked", async () => {
    const user = userEvent.setup();
    const { table, onPick } = renderDialog();
    await user.click(within(table).getByRole('button', { name: 'Expand Globex Inc' }));
    const selects = within(table).getAllByRole('button', { name: /^Select/ });
    expect(selects.map((button) => button.textContent)).toEqual(['Select', 'Select']);
    await user.click(
      within(table).getByRole('button', { name: 'Select Globex Inc, system ID 200300' }),
    );
    expect(onPick).toHaveBeenCalledWith(viewer);
  });

  it('keeps row keys unique when accounts share an id and organisations', () => {
    const twin = { ...admin, userId: '7', idpRoleName: 'Auditor' };
    const { table } = renderDialog([admin, twin, viewer]);
    expect(companies(table)).toEqual(['Acme Corp', 'Acme Corp', 'Globex Inc']);
  });
});
