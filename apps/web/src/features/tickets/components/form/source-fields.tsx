import { findVendor, VENDORS } from '@fwmig/contract';
import RouterIcon from '@mui/icons-material/Router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Dropdown } from '../../../../ui/dropdown';
import { isRequired, toControllerRules } from '../../../../ui/form/form-rules';
import { FormTextField } from '../../../../ui/form/form-text-field';
import type { TTicketFormValues } from './ticket-form-values';
import { useVendorDetection } from './use-vendor-detection';
import { vendorHints, VendorHints } from './vendor-hints';

/** spec §1: the vendors a conversion can start from, in catalogue order. */
const VENDOR_OPTIONS = VENDORS.filter((vendor) => vendor.isVendor).map((vendor) => ({
  id: vendor.key,
  name: vendor.label,
}));

const CHOOSABLE = new Set(VENDOR_OPTIONS.map((option) => option.id));

const RULES = { required: true };
const LOGO_SIZE = 56;

/** The chosen vendor's logo beside its field, or a neutral device icon before a choice. */
function VendorLogo({ vendorKey }: { vendorKey: string | null }) {
  const vendor = vendorKey ? findVendor(vendorKey) : undefined;
  return (
    <Box
      sx={{
        flex: `0 0 ${LOGO_SIZE}px`,
        height: LOGO_SIZE,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.paper',
        color: 'action.active',
      }}
    >
      {vendor ? (
        <Box
          component="img"
          src={vendor.logo}
          alt={`${vendor.label} logo`}
          sx={{ maxWidth: LOGO_SIZE - 12, maxHeight: LOGO_SIZE - 12 }}
        />
      ) : (
        <RouterIcon aria-hidden />
      )}
    </Box>
  );
}

/**
 * The source firewall: its vendor (choosing one ticks all of that vendor's object types) and,
 * optionally, its model and software version. Each added file's head is sent to the server:
 * while no vendor is chosen, the first one recognised is chosen as if by hand; a file that looks
 * like another vendor's is a warning under the field.
 */
export function SourceFields() {
  const { control, setValue, getValues, formState } = useFormContext<TTicketFormValues>();
  const { field, fieldState } = useController({
    control,
    name: 'sourceVendor',
    rules: toControllerRules<TTicketFormValues, 'sourceVendor'>(RULES),
  });
  const choose = (key: string | null) => {
    field.onChange(key);
    const objects = key ? (findVendor(key)?.convertableObjects ?? []) : [];
    setValue('objects', [...objects], { shouldValidate: formState.isSubmitted });
  };

  const detections = useVendorDetection(useWatch({ control, name: 'files' }));
  // Each file's answer is looked at once: a vendor the user cleared afterwards stays cleared.
  const seen = useRef(new WeakSet<File>());
  useEffect(() => {
    for (const { file, detection } of detections) {
      if (seen.current.has(file)) continue;
      seen.current.add(file);
      const key = detection.vendorKey;
      if (key && CHOOSABLE.has(key) && getValues('sourceVendor') === null) choose(key);
    }
  });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5}>
        <VendorLogo vendorKey={field.value} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Dropdown
            label="Source vendor"
            placeholder="Choose a vendor"
            options={VENDOR_OPTIONS}
            name={field.name}
            value={field.value}
            onChange={choose}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required={isRequired(RULES)}
            error={fieldState.error?.message}
            fullWidth
          />
          <VendorHints hints={vendorHints(field.value, detections)} />
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="sourceModel"
          label="Source model"
          placeholder="e.g. ASA 5516-X"
          fullWidth
          rules={{ maxLength: 80 }}
        />
        <FormTextField
          control={control}
          name="sourceVersion"
          label="Source software version"
          placeholder="e.g. 9.8(4)"
          fullWidth
          rules={{ maxLength: 40 }}
        />
      </Stack>
    </Stack>
  );
}
