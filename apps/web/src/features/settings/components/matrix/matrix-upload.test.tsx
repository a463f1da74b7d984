import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithConfig } from '../../../../test/render-with-config';
import { MATRIX_MAX_BYTES } from './matrix-file-check';
import { MatrixUpload } from './matrix-upload';

function setup() {
  // The picker's accept filter is the browser's hint; the check must hold without it.
  const user = userEvent.setup({ applyAccept: false });
  renderWithConfig(<MatrixUpload />);
  return { user, input: screen.getByLabelText<HTMLInputElement>('Matrix file') };
}

function fileOf(name: string, size: number) {
  return new File([new Uint8Array(size)], name);
}

describe('matrix upload', () => {
  it('offers both templates and a keyboard-reachable file button', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Download template (XLSX)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download template (CSV)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(screen.getByLabelText('Matrix file')).toHaveAttribute('accept', '.csv,.xlsx');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file that is neither CSV nor XLSX before sending it', async () => {
    const { user, input } = setup();
    await user.upload(input, fileOf('matrix.pdf', 100));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'matrix.pdf is not a CSV or XLSX file. Choose a .csv or .xlsx file',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const { user, input } = setup();
    await user.upload(input, fileOf('matrix.csv', MATRIX_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'matrix.csv is 5.0 MB; a matrix file may be at most 5 MB.',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('takes an XLSX file of exactly 5 MB', async () => {
    const { user, input } = setup();
    await user.upload(input, fileOf('Matrix.XLSX', MATRIX_MAX_BYTES));
    expect(screen.getByText('Matrix.XLSX')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('a good file chosen after a bad one clears the message', async () => {
    const { user, input } = setup();
    await user.upload(input, fileOf('matrix.pdf', 100));
    await user.upload(input, fileOf('matrix.csv', 100));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
