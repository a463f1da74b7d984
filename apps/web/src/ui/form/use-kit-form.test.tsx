import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REQUIRED_MESSAGE } from './form-rules';
import { FormTextField } from './form-text-field';
import { useKitForm } from './use-kit-form';

interface TContact {
  name: string;
  note: string;
}

function ContactForm({ onSubmit }: { onSubmit: (values: TContact) => void }) {
  const { control, handleSubmit } = useKitForm<TContact>({ defaultValues: { name: '', note: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="name" label="Name" rules={{ required: true }} />
      <FormTextField control={control} name="note" label="Note" rules={{ minLength: 3 }} />
      <button type="submit">Save</button>
    </form>
  );
}

function nameField() {
  return screen.getByRole('textbox', { name: 'Name' });
}

describe('useKitForm', () => {
  it('S4-50: shows no error while typing before the first submit', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    await user.type(nameField(), 'a');
    await user.clear(nameField());
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText(/Must be/)).not.toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('S5-14: submitting an empty required field shows This field is required under it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(REQUIRED_MESSAGE).toBe('This field is required');
    expect(nameField()).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes focus.
    expect(nameField()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('S4-51: after a failed submit, each change validates again without a new submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(REQUIRED_MESSAGE)).toBeInTheDocument();

    await user.type(nameField(), 'Ada');
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'false');
    await user.clear(nameField());
    expect(nameField()).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    // The other field, untouched so far, is also checked as it changes now.
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      'Must be at least 3 characters',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
