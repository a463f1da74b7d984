import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../lib/theme';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('is a labelled password input, hidden at first', () => {
    render(<PasswordField label="Password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("'Show' reveals the text and becomes 'Hide'; 'Hide' masks it again", async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    await user.type(screen.getByLabelText('Password'), 's3cret');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveValue('s3cret');
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('the toggle works from the keyboard and passes other props through', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <PasswordField
        label="Password"
        required
        onChange={onChange}
        slotProps={{ input: { inputProps: { 'data-testid': 'secret' } } }}
      />,
    );
    expect(screen.getByTestId('secret')).toBe(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), 'x');
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'text');
  });

  it("S2-96: 'Show' and 'Hide' are displayed as written, not upper-cased by the theme", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <PasswordField label="Password" />
      </ThemeProvider>,
    );
    const show = screen.getByRole('button', { name: 'Show' });
    expect(getComputedStyle(show).textTransform).toBe('none');
    await user.click(show);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Hide' })).textTransform).toBe(
      'none',
    );
  });
});
