import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormCheckbox } from './form-checkbox';
import { REQUIRED_MESSAGE } from './form-rules';
import { useKitForm } from './use-kit-form';

interface TValues {
  agree: boolean;
}

function AgreementForm({ onSubmit }: { onSubmit: (values: TValues) => void }) {
  const { control, handleSubmit } = useKitForm<TValues>({ defaultValues: { agree: false } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormCheckbox control={control} name="agree" label="I agree" rules={{ required: true }} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormCheckbox', () => {
  it('S5-14: a required box left unticked shows This field is required under it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AgreementForm onSubmit={onSubmit} />);
    const agree = screen.getByRole('checkbox', { name: /I agree/ });
    expect(agree).toHaveAttribute('aria-required', 'true');
    expect(agree).not.toHaveAttribute('required');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(agree).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('S4-51: ticking it clears the error; the form submits true', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AgreementForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(REQUIRED_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // The keyboard ticks it too: Space unticks, and the error is back.
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    expect(screen.getByText(REQUIRED_MESSAGE)).toBeInTheDocument();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ agree: true }, expect.anything());
  });
});
