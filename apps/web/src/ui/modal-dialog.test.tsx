import Dialog from '@mui/material/Dialog';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

/** The area around the paper: MUI takes a click on it as a backdrop click. */
function backdrop(): Element {
  const element = document.querySelector('.MuiDialog-container');
  if (!element) throw new Error('no dialog container');
  return element;
}

describe('backdrop click (control)', () => {
  it('closes a plain MUI dialog, so the tests below can fail', async () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} />);
    await userEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledWith(expect.anything(), 'backdropClick');
  });
});

describe('ModalDialog', () => {
  it('S9-14: is 480 px wide', () => {
    render(<ModalDialog open title="Rename" onCancel={() => undefined} />);
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '480px' });
  });

  it('S9-16: has the buttons Done and Cancel by default, named by its title', async () => {
    const onDone = vi.fn();
    const onCancel = vi.fn();
    render(
      <ModalDialog open title="Rename" onDone={onDone} onCancel={onCancel}>
        body
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Rename' })).toHaveTextContent('body');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renames and hides buttons', () => {
    const { rerender } = render(
      <ModalDialog
        open
        title="t"
        doneLabel="Save"
        cancelLabel="Close"
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    rerender(<ModalDialog open title="t" hideCancel onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    rerender(<ModalDialog open title="t" hideDone onCancel={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  });

  it('S2-76: a backdrop click does not close it', async () => {
    const onCancel = vi.fn();
    render(<ModalDialog open title="t" onCancel={onCancel} />);
    await userEvent.click(backdrop());
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('Escape calls onCancel; the buttons are reachable by keyboard', async () => {
    const onCancel = vi.fn();
    const onDone = vi.fn();
    render(<ModalDialog open title="t" onCancel={onCancel} onDone={onDone} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDone).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
