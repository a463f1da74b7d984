import { isEmail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useFormContext } from 'react-hook-form';
import { FormCheckbox } from '../../../../ui/form/form-checkbox';
import { FormTextField } from '../../../../ui/form/form-text-field';
import type { TTicketFormValues } from './ticket-form-values';

export const EMAIL_MESSAGE = 'Enter an e-mail address, like name@example.com';
export const PHONE_MESSAGE = 'Use digits, spaces and + ( ) . / - only';

/** The contract's phone rule (ZTicketContact). */
const PHONE_PATTERN = /^[0-9+()./ -]*$/;

/** Who the engineers reach about the ticket, notes for them, and the AI-training consent. */
export function ContactFields() {
  const { control } = useFormContext<TTicketFormValues>();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="contactName"
          label="Contact name"
          autoComplete="name"
          rules={{ required: true, maxLength: 120 }}
        />
        <FormTextField
          control={control}
          name="contactEmail"
          label="Contact e-mail"
          type="email"
          autoComplete="email"
          rules={{
            required: true,
            maxLength: 254,
            validate: (value) => isEmail(String(value).trim()) || EMAIL_MESSAGE,
          }}
        />
        <FormTextField
          control={control}
          name="contactPhone"
          label="Contact phone (optional)"
          type="tel"
          autoComplete="tel"
          rules={{ maxLength: 40, pattern: { value: PHONE_PATTERN, message: PHONE_MESSAGE } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="notes"
        label="Notes for the engineer (optional)"
        placeholder="Anything the configuration does not say: interfaces to map, features to leave out, deadlines…"
        multiline
        minRows={3}
        fullWidth
        rules={{ maxLength: 4000 }}
      />
      <FormCheckbox
        control={control}
        name="aiTrainingConsent"
        label="You may use my configuration, anonymised, to train the conversion AI (optional)."
      />
    </Stack>
  );
}
