import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { errorMessage, hasErrorCode } from '../../../../lib/error-message';
import { FormDropdown } from '../../../../ui/form/form-dropdown';
import { FormTextField } from '../../../../ui/form/form-text-field';
import type { TTicketFormValues } from './ticket-form-values';
import { useModelLookup } from './use-model-lookup';

const LABEL = 'FortiOS version';

/**
 * The firmware version the converted configuration is for: the versions the catalogue offers
 * for the device's model, newest first, the newest chosen unless a listed one is. When the
 * catalogue has no model for the serial, the version is typed instead.
 */
export function FirmwareField({ sn }: { sn: string | null }) {
  const { control, getValues, setValue, formState } = useFormContext<TTicketFormValues>();
  const { lookup, versions } = useModelLookup(sn);
  const options = useMemo(
    () =>
      versions.map(({ version }, index) => ({
        id: version,
        name: index === 0 ? `${version} (latest)` : version,
      })),
    [versions],
  );

  const newest = versions[0]?.version;
  const { isSubmitted } = formState;
  useEffect(() => {
    if (newest === undefined) return;
    const current = getValues('firmwareVersion');
    if (current && versions.some(({ version }) => version === current)) return;
    setValue('firmwareVersion', newest, { shouldValidate: isSubmitted });
  }, [newest, versions, getValues, setValue, isSubmitted]);

  if (lookup.isError) {
    return (
      <FormTextField
        control={control}
        name="firmwareVersion"
        label={LABEL}
        fullWidth
        helperText={
          hasErrorCode(lookup.error, 'UNKNOWN_SERIAL')
            ? `${errorMessage(lookup.error)} Type the version, e.g. 7.4.4.`
            : `The catalogue's versions could not be read (${errorMessage(lookup.error)}). Type the version, e.g. 7.4.4.`
        }
        rules={{ required: true, maxLength: 40 }}
      />
    );
  }
  return (
    <FormDropdown
      control={control}
      name="firmwareVersion"
      label={LABEL}
      options={options}
      fullWidth
      disabled={!sn || lookup.isPending}
      placeholder={!sn ? 'Choose the device first' : lookup.isPending ? 'Loading versions…' : ''}
      rules={{ required: true }}
    />
  );
}
