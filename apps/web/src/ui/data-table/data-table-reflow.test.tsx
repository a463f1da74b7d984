import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { TColumnSetting } from './table-types';
import { devices, type TDevice } from './test-rows';

const LONG_NAME = 'Core switch of the second data centre in Frankfurt';

const columns: TColumnSetting<TDevice>[] = [
  { field: 'name', header: 'Name', defaultWidth: 200 },
  { field: 'ports', header: 'Ports', align: 'right', defaultWidth: 100, hidePriority: 2 },
  { field: 'site', header: 'Site', defaultWidth: 160, hidePriority: 1 },
];

/** The table, also while an open menu hides the page from the accessibility tree. */
function table() {
  return screen.getByRole('table', { name: 'Devices', hidden: true });
}
const headers = () =>
  within(table())
    .getAllByRole('columnheader', { hidden: true })
    .map((header) => header.getAttribute('aria-label'))
    .filter(Boolean);

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('DataTable: cut text reachable by keyboard (issue 23 item 4)', () => {
  it('a cell whose text is cut takes focus and shows its full text; a whole one does not', async () => {
    // jsdom lays nothing out: the long name's cell is narrower than its text.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.textContent === LONG_NAME ? 400 : 0;
    });
    render(
      <DataTable
        label="Devices"
        rows={[{ id: 'x', name: LONG_NAME, ports: 8 }, ...devices]}
        columns={columns}
      />,
    );
    const cut = within(table()).getByRole('cell', { name: LONG_NAME });
    expect(cut).toHaveAttribute('tabindex', '0');
    // The text stays the cell's content: no label renames it.
    expect(cut).not.toHaveAttribute('aria-label');
    expect(within(table()).getByRole('cell', { name: 'Bravo' })).not.toHaveAttribute('tabindex');

    const user = userEvent.setup();
    // From the 'Columns' button through the headers (their width keys) to the cut cell.
    for (let stop = 0; stop < 6 && document.activeElement !== cut; stop += 1) await user.tab();
    expect(cut).toHaveFocus();
    // jsdom knows no :focus-visible, which opens the tooltip on focus: the Chromium journey
    // (e2e/tests/accessibility.spec.ts) checks that; here the pointer opens it.
    await user.hover(cut);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(LONG_NAME);
    expect(cut).toHaveAttribute('aria-describedby', tooltip.id);
  });
});

describe('DataTable: a cut header (issue 23 item 4)', () => {
  it('shows its whole name in a tooltip and takes no tab stop beside its sort button', async () => {
    const header = 'Ports in use on the switch';
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('aria-label') === header ? 400 : 0;
    });
    render(
      <DataTable
        label="Devices"
        rows={devices}
        columns={[
          { field: 'name', header: 'Name' },
          { field: 'ports', header, sortable: true, defaultWidth: 60 },
        ]}
      />,
    );
    const cell = within(table()).getByRole('columnheader', { name: header });
    expect(cell).toHaveAttribute('data-truncated', 'true');
    expect(cell).not.toHaveAttribute('tabindex');
    await userEvent.setup().hover(cell);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(header);
  });
});

describe('DataTable: the Columns menu (issue 23 item 4)', () => {
  it('lists every column; a keyboard user hides and shows one with Enter', async () => {
    render(<DataTable label="Devices" rows={devices} columns={columns} />);
    expect(headers()).toEqual(['Name', 'Ports', 'Site']);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Columns' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Columns of Devices' });
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['Name', 'Ports', 'Site']);
    // The column without a hide priority always shows.
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    expect(items[0]).toHaveAttribute('aria-checked', 'true');

    // Focus starts on the first enabled item, Ports.
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Ports' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(headers()).toEqual(['Name', 'Site']);
    // The menu stays open for the next column; Space ticks it back.
    await user.keyboard(' ');
    expect(headers()).toEqual(['Name', 'Ports', 'Site']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(headers()).toEqual(['Name', 'Ports']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toHaveFocus();
  });

  it("keeps the user's pick for the session: the table shows it again when it comes back", async () => {
    const first = render(<DataTable label="Devices" rows={devices} columns={columns} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Site' }));
    first.unmount();
    render(<DataTable label="Devices" rows={devices} columns={columns} />);
    expect(headers()).toEqual(['Name', 'Ports']);
  });

  it('a narrow table hides the columns with the highest hide priority that do not fit', () => {
    // The table's box is 360 px wide: Name (200) and Site (160) fit, Ports gives way first.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    let resize: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resize = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(<DataTable label="Devices" rows={devices} columns={columns} />);
    act(() => resize());
    expect(headers()).toEqual(['Name', 'Site']);
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeVisible();
    vi.unstubAllGlobals();
  });

  it('a table without hide priorities has no Columns button', () => {
    render(
      <DataTable
        label="Devices"
        rows={devices}
        columns={columns.map(({ hidePriority: _, ...column }) => column)}
      />,
    );
    expect(screen.queryByRole('button', { name: /Columns/ })).not.toBeInTheDocument();
  });
});
