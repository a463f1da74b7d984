import { SSLVPN_PORTALS } from '@fwmig/contract';
import ListIcon from '@mui/icons-material/List';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { Dropdown } from '../../../../ui/dropdown';
import { checkName, isPresetPortal, type TSslVpnFormValues } from './sslvpn-values';

/** The option that switches to typing a portal's name. */
const CUSTOM = '__custom__';

const OPTIONS = [
  ...SSLVPN_PORTALS.map((portal) => ({ id: portal, name: portal })),
  { id: CUSTOM, name: 'Another portal (type its name)…' },
];

type TPortalName = Extract<
  FieldPath<TSslVpnFormValues>,
  'defaultPortal' | `portalMappings.${number}.portal`
>;

/**
 * A portal: one of the portals FortiOS ships with (SSLVPN_PORTALS), or the name of one the
 * customer made, typed in.
 */
export function PortalField({
  control,
  name,
  label,
  disabled = false,
}: {
  control: Control<TSslVpnFormValues>;
  name: TPortalName;
  label: string;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name, rules: { validate: checkName } });
  const value = field.value;
  const [typing, setTyping] = useState(() => value !== '' && !isPresetPortal(value));
  if (typing) {
    return (
      <TextField
        label={label}
        fullWidth
        required
        name={field.name}
        value={value}
        inputRef={field.ref}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        error={fieldState.invalid}
        helperText={fieldState.error?.message}
        autoFocus={value === ''}
        slotProps={{
          htmlInput: { required: false, 'aria-required': true, spellCheck: false },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={`Choose ${label.toLowerCase()} from the list`}
                  title="Choose from the list"
                  disabled={disabled}
                  onClick={() => {
                    setTyping(false);
                    field.onChange(SSLVPN_PORTALS[0]);
                  }}
                >
                  <ListIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  }
  return (
    <Dropdown
      label={label}
      fullWidth
      required
      searchable={false}
      options={OPTIONS}
      name={field.name}
      value={value === '' ? null : value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      disabled={disabled}
      error={fieldState.error?.message}
      onChange={(id) => {
        if (id === CUSTOM) {
          setTyping(true);
          field.onChange('');
        } else {
          field.onChange(id ?? '');
        }
      }}
    />
  );
}
