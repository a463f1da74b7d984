import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { TDataTableProps } from './table-types';
import { deviceColumns, devices, firstColumnTexts, rowAt, type TDevice } from './test-rows';

function table() {
  return screen.getByRole('table', { name: 'Devices' });
}

/** A table whose caller keeps the selection, as a screen would. */
function SelectableTable(props: { onChange: (keys: string[]) => void }) {
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <DataTable
      label="Devices"
      rows={devices}
      columns={deviceColumns}
      selectedKeys={keys}
      onSelectionChange={(next) => {
        setKeys(next);
        props.onChange(next);
      }}
    />
  );
}

const sites: TDevice[] = [
  {
    id: 'eu',
    name: 'Europe',
    children: [
      { id: 'fr', name: 'France', children: [{ id: 'par', name: 'Paris DC' }] },
      { id: 'de', name: 'Germany' },
    ],
  },
  { id: 'us', name: 'Americas', children: [{ id: 'nyc', name: 'New York' }] },
];

function treeTable(props: Partial<TDataTableProps<TDevice>> = {}) {
  return render(
    <DataTable
      label="Devices"
      rows={sites}
      columns={[{ field: 'name', header: 'Name' }]}
      tree
      {...props}
    />,
  );
}

describe('DataTable: selection, actions and details', () => {
  it('S2-87: ticking a row selects it and reports its key to the caller', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectableTable onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    expect(onChange).toHaveBeenLastCalledWith(['b']);
    expect(screen.getByRole('checkbox', { name: 'Select Alpha' })).toBeChecked();
    expect(screen.getByText('1 selected')).toBeVisible();
  });

  it("S2-91: 'Select All' selects every row and, ticked again, none", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectableTable onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Select All' });
    await user.click(all);
    expect([...(onChange.mock.lastCall?.[0] as string[])].sort()).toEqual(['a', 'b', 'c']);
    expect(all).toBeChecked();
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('S2-86: the action control opens the row menu and an entry runs its action', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <DataTable
        label="Devices"
        rows={devices}
        columns={deviceColumns}
        rowActions={(row) => [
          { label: 'Edit', onClick: () => onEdit(row.id) },
          { label: 'Delete', onClick: () => undefined, disabled: true, destructive: true },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Charlie' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('c');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("S2-88 S2-93: 'View More' opens the row's detail and 'View Less' closes it", async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="Devices"
        rows={devices}
        columns={deviceColumns}
        renderDetail={(row) => `Ports of ${row.name}`}
      />,
    );
    await user.click(within(rowAt(table(), 2)).getByRole('button', { name: 'View More' }));
    expect(screen.getByText('Ports of Alpha')).toBeVisible();
    const less = within(rowAt(table(), 2)).getByRole('button', { name: 'View Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(screen.queryByText('Ports of Alpha')).toBeNull();
  });

  it('S2-88: the left chevron variant opens details by keyboard too', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="Devices"
        rows={devices}
        columns={deviceColumns}
        renderDetail={(row) => `Detail ${row.name}`}
        detailToggle="left"
      />,
    );
    const toggle = within(rowAt(table(), 1)).getByRole('button', {
      name: 'View More',
    });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Detail Bravo')).toBeVisible();
  });
});

describe('DataTable: tree rows and search', () => {
  it('S2-89 S9-21: children show indented 32, 62 and 92 px as their parents open', async () => {
    const user = userEvent.setup();
    treeTable();
    expect(firstColumnTexts(table())).toEqual(['Europe', 'Americas']);
    await user.click(screen.getByRole('button', { name: 'Expand Europe' }));
    await user.click(screen.getByRole('button', { name: 'Expand France' }));
    expect(firstColumnTexts(table())).toEqual([
      'Europe',
      'France',
      'Paris DC',
      'Germany',
      'Americas',
    ]);
    const indents = [...table().querySelectorAll('[data-tree-indent]')].map((cell) =>
      cell.getAttribute('data-tree-indent'),
    );
    expect(indents).toEqual(['32', '62', '92', '62', '32']);
    expect(table().querySelector('[data-tree-indent="92"]')).toHaveStyle({ paddingLeft: '92px' });
    await user.click(screen.getByRole('button', { name: 'Collapse Europe' }));
    expect(firstColumnTexts(table())).toEqual(['Europe', 'Americas']);
  });

  it("S2-92: the 'Search' box filters rows case-insensitively", async () => {
    const user = userEvent.setup();
    render(<DataTable label="Devices" rows={devices} columns={deviceColumns} searchable />);
    const search = screen.getByPlaceholderText('Search');
    await user.type(search, 'PAR');
    expect(firstColumnTexts(table())).toEqual(['Bravo']);
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(within(table()).getByText('No Data')).toBeVisible();
  });

  it('a tree search keeps the parents of matches and opens them', async () => {
    const user = userEvent.setup();
    treeTable({ searchable: true });
    await user.type(screen.getByPlaceholderText('Search'), 'paris');
    expect(firstColumnTexts(table())).toEqual(['Europe', 'France', 'Paris DC']);
  });

  it('a tree search keeps what is under a matching row; clearing it folds the tree', async () => {
    const user = userEvent.setup();
    treeTable({ searchable: true });
    const search = screen.getByPlaceholderText('Search');
    await user.type(search, 'FRANCE');
    expect(firstColumnTexts(table())).toEqual(['Europe', 'France', 'Paris DC']);
    await user.clear(search);
    expect(firstColumnTexts(table())).toEqual(['Europe', 'Americas']);
  });

  it('server-side search hands the text to the caller', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    render(
      <DataTable
        label="Devices"
        rows={devices}
        columns={deviceColumns}
        searchable
        searchValue=""
        onSearchChange={onSearchChange}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search Devices' }), 'x');
    expect(onSearchChange).toHaveBeenCalledWith('x');
    expect(firstColumnTexts(table())).toHaveLength(3);
  });
});
