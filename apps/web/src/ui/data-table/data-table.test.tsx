import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { RESIZE_HINT } from './data-table-head';
import { DataTableUsageError } from './row-keys';
import { deviceColumns, devices, firstColumnTexts, rowAt, type TDevice } from './test-rows';

function table() {
  return screen.getByRole('table', { name: 'Devices' });
}

describe('DataTable: sorting and resizing', () => {
  it('S2-84 S4-47: a sortable header cycles descending, ascending, then the original order', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Devices" rows={devices} columns={deviceColumns} />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(firstColumnTexts(table())).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(firstColumnTexts(table())).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(firstColumnTexts(table())).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(firstColumnTexts(table())).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('S4-47: numbers follow the same cycle; a column without sortable has no sort control', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Devices" rows={devices} columns={deviceColumns} />);
    await user.click(screen.getByRole('button', { name: 'Ports' }));
    expect(firstColumnTexts(table(), 1)).toEqual(['24', '16', '8']);
    await user.click(screen.getByRole('button', { name: 'Ports' }));
    expect(firstColumnTexts(table(), 1)).toEqual(['8', '16', '24']);
    expect(
      within(screen.getByRole('columnheader', { name: /Site/ })).queryByRole('button'),
    ).toBeNull();
  });

  it('server-side sort reports the column and order instead of sorting', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        label="Devices"
        rows={devices}
        columns={deviceColumns}
        sort={null}
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', order: 'desc' });
    expect(firstColumnTexts(table())).toEqual(['Bravo', 'Alpha', 'Charlie']);
    rerender(
      <DataTable
        label="Devices"
        rows={devices}
        columns={deviceColumns}
        sort={{ columnId: 'name', order: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', order: 'asc' });
  });

  it('S2-85 S4-48 S9-22: dragging a resize handle changes the width and stops at 40 px', () => {
    render(<DataTable label="Devices" rows={devices} columns={deviceColumns} />);
    const handle = screen.getByRole('separator', { name: 'Resize column Name' });
    expect(handle).toHaveAttribute('aria-valuenow', '200');
    fireEvent.mouseDown(handle, { clientX: 300 });
    fireEvent.mouseMove(document, { clientX: 360 });
    expect(handle).toHaveAttribute('aria-valuenow', '260');
    fireEvent.mouseMove(document, { clientX: -500 });
    fireEvent.mouseUp(document, { clientX: -500 });
    expect(handle).toHaveAttribute('aria-valuenow', '40');
    const widths = [...table().querySelectorAll('col')].map((col) => col.style.width);
    expect(widths[0]).toBe('40px');
  });

  it('S4-48: the header resizes its column from the keyboard, never below 40 px; the grip is no tab stop', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Devices" rows={devices} columns={deviceColumns} />);
    const handle = screen.getByRole('separator', { name: 'Resize column Ports' });
    expect(handle).toHaveAttribute('tabindex', '-1');
    // A sortable column: the keys work on its sort button.
    screen.getByRole('button', { name: 'Ports' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '110');
    for (let i = 0; i < 12; i += 1) await user.keyboard('{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{Home}');
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    // Without sorting, the header cell itself takes focus and the keys, and says how.
    const site = screen.getByRole('columnheader', { name: 'Site' });
    expect(site).toHaveAccessibleDescription(RESIZE_HINT);
    await user.tab();
    expect(site).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('separator', { name: 'Resize column Site' })).toHaveAttribute(
      'aria-valuenow',
      '170',
    );
  });
});

describe('DataTable: cells, keys and empty tables', () => {
  it('S2-94: empty and missing fields and empty renders show a dash', () => {
    render(
      <DataTable
        label="Devices"
        rows={devices}
        columns={[...deviceColumns, { columnId: 'note', header: 'Note', render: () => null }]}
      />,
    );
    expect(within(rowAt(table(), 1)).getAllByRole('cell')[2]).toHaveTextContent(/^Paris$/);
    expect(within(rowAt(table(), 2)).getAllByRole('cell')[2]).toHaveTextContent(/^-$/);
    expect(within(rowAt(table(), 3)).getAllByRole('cell')[2]).toHaveTextContent(/^-$/);
    expect(within(rowAt(table(), 1)).getAllByRole('cell')[3]).toHaveTextContent(/^-$/);
  });

  it("S2-90: an empty table says 'No Data'", () => {
    render(<DataTable label="Devices" rows={[]} columns={deviceColumns} />);
    expect(within(table()).getByText('No Data')).toBeVisible();
  });

  it('S3-117: a row without its key, or two rows with one key, is a clear developer error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = [{ name: 'x' }] as unknown as TDevice[];
    expect(() =>
      render(<DataTable label="Devices" rows={missing} columns={deviceColumns} />),
    ).toThrow(DataTableUsageError);
    expect(() =>
      render(<DataTable label="Devices" rows={[{ id: ' ', name: 'x' }]} columns={deviceColumns} />),
    ).toThrow(/present, non-empty key/);
    expect(() =>
      render(
        <DataTable
          label="Devices"
          rows={[
            { id: 'a', name: 'x' },
            { id: 'a', name: 'y' },
          ]}
          columns={deviceColumns}
        />,
      ),
    ).toThrow(/two rows have the key "a"/);
    vi.mocked(console.error).mockRestore();
  });

  it('keyField names another key field', () => {
    const rows = [{ sn: 'FGT60F0000000001', name: 'Edge' }];
    render(
      <DataTable
        label="Devices"
        rows={rows}
        keyField="sn"
        columns={[{ field: 'name', header: 'Name' }]}
        onSelectionChange={() => undefined}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Edge' })).toBeInTheDocument();
  });

  it('S9-17 S9-18 S9-19 S9-20: checkbox 32, left expand 32, right expand 80, action 72 px', () => {
    const { unmount } = render(
      <DataTable
        label="Devices"
        rows={devices}
        columns={deviceColumns}
        onSelectionChange={() => undefined}
        renderDetail={() => 'detail'}
        detailToggle="left"
        rowActions={() => []}
      />,
    );
    const widths = [...table().querySelectorAll('col')].map((col) => col.style.width);
    expect(widths).toEqual(['32px', '32px', '200px', '100px', '160px', '', '72px']);
    unmount();
    render(
      <DataTable label="Devices" rows={devices} columns={deviceColumns} renderDetail={() => 'd'} />,
    );
    const right = [...table().querySelectorAll('col')].map((col) => col.style.width);
    expect(right).toEqual(['200px', '100px', '160px', '', '80px']);
  });
});
