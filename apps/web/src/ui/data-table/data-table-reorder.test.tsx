import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { deviceColumns, devices, firstColumnTexts, type TDevice } from './test-rows';
import { moveKey } from './use-row-reorder';

function table() {
  return screen.getByRole('table', { name: 'Devices' });
}

/** A table whose caller applies the new order, as an interface list would. */
function MovableTable(props: { onReorder: (keys: string[]) => void; searchable?: boolean }) {
  const [rows, setRows] = useState<TDevice[]>(devices);
  return (
    <DataTable
      label="Devices"
      rows={rows}
      columns={deviceColumns}
      searchable={props.searchable}
      onRowReorder={(keys) => {
        props.onReorder(keys);
        setRows(keys.flatMap((key) => rows.filter((row) => row.id === key)));
      }}
    />
  );
}

describe('DataTable: moving rows', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('moveKey puts a key at an index among the others', () => {
    expect(moveKey(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(moveKey(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveKey(['a', 'b', 'c'], 'b', 9)).toEqual(['a', 'c', 'b']);
  });

  it('Space picks a row up, arrows move it, Space drops it and the caller gets the new order', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<MovableTable onReorder={onReorder} />);
    screen.getByRole('button', { name: 'Move Bravo' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Move Bravo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/Moving Bravo: position 1 of 3/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(firstColumnTexts(table(), 1)).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(screen.getByRole('button', { name: 'Move Bravo' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onReorder).toHaveBeenCalledExactlyOnceWith(['b', 'c', 'a']);
    expect(firstColumnTexts(table(), 1)).toEqual(['Alpha', 'Charlie', 'Bravo']);
  });

  it('Escape puts the row back and reports nothing', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<MovableTable onReorder={onReorder} />);
    screen.getByRole('button', { name: 'Move Charlie' }).focus();
    await user.keyboard(' {ArrowUp}{Escape}');
    expect(firstColumnTexts(table(), 1)).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('S9-36: a mouse drag moves the row only after the button was held for 1000 ms', () => {
    vi.useFakeTimers();
    const onReorder = vi.fn();
    render(<MovableTable onReorder={onReorder} />);
    // jsdom lays nothing out: give each row a 40 px box in its current place.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const rows = [...document.querySelectorAll('tr[data-row-key]')];
      const index = rows.indexOf(this);
      return DOMRect.fromRect({ x: 0, y: 100 + 40 * index, width: 800, height: 40 });
    });
    const grip = screen.getByRole('button', { name: 'Move Bravo' });
    fireEvent.mouseDown(grip, { button: 0, clientY: 120 });
    fireEvent.mouseMove(document, { clientY: 230 });
    expect(firstColumnTexts(table(), 1)).toEqual(['Bravo', 'Alpha', 'Charlie']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.mouseMove(document, { clientY: 230 });
    expect(firstColumnTexts(table(), 1)).toEqual(['Alpha', 'Charlie', 'Bravo']);
    fireEvent.mouseUp(document);
    expect(onReorder).toHaveBeenCalledExactlyOnceWith(['b', 'c', 'a']);
  });

  it('rows cannot be moved while the table is searched', async () => {
    const user = userEvent.setup();
    render(<MovableTable onReorder={() => undefined} searchable />);
    await user.type(screen.getByPlaceholderText('Search'), 'a');
    expect(screen.getByRole('button', { name: 'Move Bravo' })).toBeDisabled();
  });
});
