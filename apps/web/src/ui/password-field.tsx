import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId, useState } from 'react';

export type TPasswordFieldProps = Omit<TextFieldProps, 'type'> & { label: string };

/**
 * A TextField for a password with a 'Show' / 'Hide' toggle (spec §2). The toggle is a pressed
 * button tied to the input, so the field keeps its label and focus stays where it was.
 */
export function PasswordField({ id, label, slotProps, ...props }: TPasswordFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      label={label}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          // A caller's own input props (not a function of state) are kept.
          ...(typeof slotProps?.input === 'object' ? slotProps.input : {}),
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                aria-pressed={visible}
                aria-controls={inputId}
                onClick={() => setVisible((shown) => !shown)}
                // spec §2 (S2-96): 'Show' and 'Hide' as written, not upper-cased by the theme.
                sx={{ textTransform: 'none' }}
              >
                {visible ? 'Hide' : 'Show'}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
