import { findVendor, type TConvertableObject } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { toControllerRules } from '../../../../ui/form/form-rules';
import type { TTicketFormValues } from './ticket-form-values';

export const OBJECTS_REQUIRED = 'Choose at least one object type';

const RULES = { required: { value: true, message: OBJECTS_REQUIRED } };

/** The object types to convert: the chosen vendor's convertable objects, as checkboxes. */
export function ObjectsField() {
  const { control } = useFormContext<TTicketFormValues>();
  const vendorKey = useWatch({ control, name: 'sourceVendor' });
  const { field, fieldState } = useController({
    control,
    name: 'objects',
    rules: toControllerRules<TTicketFormValues, 'objects'>(RULES),
  });
  const errorId = useId();
  const labelId = useId();
  const vendor = vendorKey ? findVendor(vendorKey) : undefined;
  if (!vendor) {
    return (
      <Typography variant="body2" color="text.secondary">
        Choose the source vendor first: the object types its configurations hold are listed here.
      </Typography>
    );
  }
  const chosen = new Set<TConvertableObject>(field.value);
  const toggle = (object: TConvertableObject, on: boolean) => {
    // Kept in the vendor's order, whatever order they were ticked in.
    field.onChange(
      vendor.convertableObjects.filter((item) => (item === object ? on : chosen.has(item))),
    );
  };
  return (
    <FormControl
      component="fieldset"
      aria-labelledby={labelId}
      error={fieldState.invalid}
      fullWidth
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <FormLabel id={labelId} component="span" sx={{ color: 'text.primary' }}>
          {vendor.label} objects to convert ({chosen.size} of {vendor.convertableObjects.length})
        </FormLabel>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => field.onChange([...vendor.convertableObjects])}>
            Select all
          </Button>
          <Button size="small" onClick={() => field.onChange([])}>
            Clear
          </Button>
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
          columnGap: 2,
          mt: 1,
        }}
      >
        {vendor.convertableObjects.map((object, index) => (
          <FormControlLabel
            key={object}
            label={object}
            control={
              <Checkbox
                checked={chosen.has(object)}
                onChange={(event) => toggle(object, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    // The first box takes focus when the form refuses an empty choice.
                    ref: index === 0 ? field.ref : undefined,
                    'aria-describedby': fieldState.error ? errorId : undefined,
                  },
                }}
              />
            }
          />
        ))}
      </Box>
      {fieldState.error && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
