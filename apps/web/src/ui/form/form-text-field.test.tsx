import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TFieldRules } from './form-rules';
import { FormTextField } from './form-text-field';
import { useKitForm } from './use-kit-form';

interface TValues {
  value: string | number | null;
}

function OneFieldForm({
  rules,
  type,
  onSubmit,
}: {
  rules: TFieldRules<TValues['value'], TValues>;
  type?: string;
  onSubmit: (values: TValues) => void;
}) {
  const { control, handleSubmit } = useKitForm<TValues>({
    defaultValues: { value: type === 'number' ? null : '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="value" label="Value" type={type} rules={rules} />
      <button type="submit">Save</button>
    </form>
  );
}

/**
 * Submits `bad` and expects `message` under the field, then replaces it with `good`: the error
 * clears and the form submits `submitted`.
 */
async function expectRule(
  rules: TFieldRules<TValues['value'], TValues>,
  {
    bad,
    good,
    message,
    submitted,
    type,
  }: Record<'bad' | 'good' | 'message', string> & {
    submitted: string | number;
    type?: string;
  },
) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<OneFieldForm rules={rules} type={type} onSubmit={onSubmit} />);
  const field = screen.getByLabelText(/Value/);
  if (bad) await user.type(field, bad);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();

  await user.clear(field);
  await user.type(field, good);
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ value: submitted }, expect.anything());
}

describe('FormTextField rules', () => {
  it('S5-15: min', async () => {
    await expectRule(
      { min: 5 },
      { type: 'number', bad: '3', good: '5', message: 'Must be at least 5', submitted: 5 },
    );
  });

  it('S5-16: max', async () => {
    await expectRule(
      { max: 10 },
      { type: 'number', bad: '11', good: '10', message: 'Must be at most 10', submitted: 10 },
    );
  });

  it('S5-17: minLength', async () => {
    await expectRule(
      { minLength: 3 },
      { bad: 'ab', good: 'abc', message: 'Must be at least 3 characters', submitted: 'abc' },
    );
  });

  it('S5-18: maxLength', async () => {
    await expectRule(
      { maxLength: 5 },
      { bad: 'abcdef', good: 'abcde', message: 'Must be at most 5 characters', submitted: 'abcde' },
    );
  });

  it('S5-19: pattern', async () => {
    await expectRule(
      { pattern: /^\d+$/ },
      { bad: '4a', good: '42', message: 'Invalid format', submitted: '42' },
    );
  });

  it('S5-20: validate (custom)', async () => {
    await expectRule(
      { validate: (value) => value === 'yes' || 'Say yes' },
      { bad: 'no', good: 'yes', message: 'Say yes', submitted: 'yes' },
    );
  });

  it('S5-20: validate as named checks, and a rule with a message of its own', async () => {
    await expectRule(
      {
        minLength: { value: 2, message: 'Too short' },
        validate: { lower: (value) => value === String(value).toLowerCase() || 'Lower case only' },
      },
      { bad: 'AB', good: 'ab', message: 'Lower case only', submitted: 'ab' },
    );
    await userEvent.clear(screen.getByLabelText(/Value/));
    await userEvent.type(screen.getByLabelText(/Value/), 'a');
    expect(screen.getByLabelText(/Value/)).toHaveAccessibleDescription('Too short');
  });

  it('S5-14: an empty number field is required; a typed one submits a number', async () => {
    await expectRule(
      { required: true, min: 0 },
      { type: 'number', bad: '', good: '0', message: 'This field is required', submitted: 0 },
    );
  });
});

describe('FormTextField', () => {
  it('marks a required field with an asterisk and aria-required, leaving the check to the form', () => {
    render(<OneFieldForm rules={{ required: true }} onSubmit={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Value' });
    expect(document.querySelector(`label[for="${field.id}"]`)).toHaveTextContent(/^Value\s*\*$/);
    expect(field).toHaveAttribute('aria-required', 'true');
    // No native "required": the browser would block the submit with its own bubble.
    expect(field).not.toHaveAttribute('required');
  });
});
