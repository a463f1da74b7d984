import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TDropdownOption } from '../dropdown-options';
import { REQUIRED_MESSAGE } from './form-rules';
import { FormDropdown } from './form-dropdown';
import { useKitForm } from './use-kit-form';

const DEVICES: TDropdownOption[] = [
  { id: 'FG100', name: 'FG100 (Licensed)', disabled: true },
  { id: 'FG200', name: 'FG200' },
];

interface TValues {
  device: string | null;
}

function DeviceForm({ onSubmit }: { onSubmit: (values: TValues) => void }) {
  const { control, handleSubmit } = useKitForm<TValues>({ defaultValues: { device: null } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormDropdown
        control={control}
        name="device"
        label="Device"
        options={DEVICES}
        rules={{ required: true }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormDropdown', () => {
  it('S5-14: submitting with nothing chosen shows This field is required and focuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DeviceForm onSubmit={onSubmit} />);
    const device = screen.getByRole('combobox', { name: 'Device' });
    expect(device).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(device).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    expect(device).toHaveAttribute('aria-invalid', 'true');
    expect(device).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('S4-51: choosing an option clears the error; the form submits its id', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DeviceForm onSubmit={onSubmit} />);
    const device = screen.getByRole('combobox', { name: 'Device' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(REQUIRED_MESSAGE)).toBeInTheDocument();

    await user.click(device);
    await user.click(screen.getByRole('option', { name: 'FG200' }));
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(device).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ device: 'FG200' }, expect.anything());
  });
});
