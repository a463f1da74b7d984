import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithConfig } from '../../../../test/render-with-config';
import { MatrixResultView } from './matrix-result-view';

describe('matrix upload result', () => {
  it('a refused file says nothing changed and lists each error by row and column', () => {
    renderWithConfig(
      <MatrixResultView
        result={{
          applied: false,
          added: [],
          changed: [],
          unchanged: [],
          errors: [
            { row: 3, column: 'Versions', message: 'Firmware version 9.9.9 does not exist.' },
            { row: 3, column: 'Series', message: 'Series is required.' },
            { row: 5, column: 'Serial prefix', message: 'must be 4-8 letters or digits' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was changed: 2 rows have errors');
    const table = screen.getByRole('table', { name: 'Matrix errors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          // The filler column after the last one is empty.
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'Versions', 'Firmware version 9.9.9 does not exist.'],
      ['3', 'Series', 'Series is required.'],
      ['5', 'Serial prefix', 'must be 4-8 letters or digits'],
    ]);
  });

  it('an applied file gives the counts and the models of each kind', () => {
    renderWithConfig(
      <MatrixResultView
        result={{
          applied: true,
          added: ['FG-40F'],
          changed: ['FG-100F', 'FG-200F'],
          unchanged: [],
          errors: [],
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Added 1, changed 2, unchanged 0');
    expect(within(alert).getByText('FG-40F')).toBeVisible();
    expect(within(alert).getByText('FG-100F, FG-200F')).toBeVisible();
    expect(within(alert).queryByText('Unchanged:')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
