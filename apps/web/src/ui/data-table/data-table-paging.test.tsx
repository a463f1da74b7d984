import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { firstColumnTexts } from './test-rows';
import { useQueryPaging } from './use-query-paging';

interface TNumberRow {
  id: string;
  name: string;
}

const ALL = Array.from({ length: 95 }, (_, index) => ({
  id: String(index + 1),
  name: `Row ${index + 1}`,
}));

function table() {
  return screen.getByRole('table', { name: 'Numbers' });
}

/** A page as a screen builds it: skip and limit from the query string, the slice from "the server". */
function ServerPagedList() {
  const { skip, limit, setPaging } = useQueryPaging();
  return (
    <DataTable<TNumberRow>
      label="Numbers"
      rows={ALL.slice(skip, skip + limit)}
      columns={[{ field: 'name', header: 'Name' }]}
      paging={{ skip, limit, total: ALL.length, onChange: setPaging }}
    />
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <ServerPagedList /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('DataTable: pagination', () => {
  it("S9-12 S9-13: 'Rows per page:' offers exactly 10, 25, 50 and 100", async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="Numbers"
        rows={ALL}
        columns={[{ field: 'name', header: 'Name' }]}
        paging="local"
      />,
    );
    expect(screen.getByText('Rows per page:')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /^Rows per page:/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('local paging shows 10 rows, moves between pages and changes the page size', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="Numbers"
        rows={ALL}
        columns={[{ field: 'name', header: 'Name' }]}
        paging="local"
      />,
    );
    expect(firstColumnTexts(table())).toHaveLength(10);
    expect(screen.getByText('1–10 of 95')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstColumnTexts(table())[0]).toBe('Row 11');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('91–95 of 95')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /^Rows per page:/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(screen.getByText('1–25 of 95')).toBeVisible();
  });

  it('S9-1: server paging starts at skip 0, limit 20 without a query string', () => {
    renderAt('/list');
    expect(firstColumnTexts(table())).toHaveLength(20);
    expect(screen.getByText('1–20 of 95')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Rows per page:/ })).toHaveTextContent('20');
  });

  it('skip and limit live in the query string: reload and back/forward keep the page', async () => {
    const user = userEvent.setup();
    const router = renderAt('/list?skip=20&limit=10');
    expect(screen.getByText('21–30 of 95')).toBeVisible();
    expect(firstColumnTexts(table())[0]).toBe('Row 21');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?skip=30&limit=10');
    expect(firstColumnTexts(table())[0]).toBe('Row 31');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?skip=20&limit=10');
    expect(firstColumnTexts(table())[0]).toBe('Row 21');
    await act(() => router.navigate(1));
    expect(firstColumnTexts(table())[0]).toBe('Row 31');
    await user.click(screen.getByRole('combobox', { name: /^Rows per page:/ }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(router.state.location.search).toBe('?skip=0&limit=50');
    expect(screen.getByText('1–50 of 95')).toBeVisible();
  });

  it('a malformed query string falls back to the default page', () => {
    renderAt('/list?skip=-5&limit=abc');
    expect(screen.getByText('1–20 of 95')).toBeVisible();
  });
});
