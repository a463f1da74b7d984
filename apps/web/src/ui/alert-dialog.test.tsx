import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog';

/** The area around the paper: MUI takes a click on it as a backdrop click (control test in
 * modal-dialog.test.tsx). */
function backdrop(): Element {
  const element = document.querySelector('.MuiDialog-container');
  if (!element) throw new Error('no dialog container');
  return element;
}

describe('AlertDialog', () => {
  it('S9-15: is 400 px wide and announced as an alert dialog', () => {
    render(<AlertDialog open title="Delete?" onCancel={() => undefined} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveStyle({ width: '400px' });
  });

  it('S9-16: has Done and Cancel by default', () => {
    render(<AlertDialog open title="Delete?" onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('S2-77: a backdrop click does not close it', async () => {
    const onCancel = vi.fn();
    render(<AlertDialog open title="Delete?" onCancel={onCancel} />);
    await userEvent.click(backdrop());
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('Escape calls onCancel', async () => {
    const onCancel = vi.fn();
    render(<AlertDialog open title="Delete?" onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
