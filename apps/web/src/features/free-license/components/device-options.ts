import type { TDevice } from '@fwmig/contract';
import type { TDropdownOption } from '../../../ui/dropdown-options';

/** spec §5: a device that is entitled, licensed and creatable already has its licence. */
export function isLicensed(device: Pick<TDevice, 'entitled' | 'license' | 'creatable'>): boolean {
  return device.entitled && device.license && device.creatable;
}

/**
 * The serial-number options of the free-license page (spec §5): licensed devices are listed as
 * `<sn> (Licensed)` and disabled; every other device is selectable under its serial number.
 */
export function freeLicenseOptions(devices: readonly TDevice[]): TDropdownOption[] {
  return devices.map((device) =>
    isLicensed(device)
      ? { id: device.sn, name: `${device.sn} (Licensed)`, disabled: true }
      : { id: device.sn, name: device.sn },
  );
}

/** The serial of the address when the list offers it as a choice; else null. */
export function selectableSerial(
  options: readonly TDropdownOption[],
  sn: string | undefined,
): string | null {
  if (!sn) return null;
  const wanted = sn.trim().toUpperCase();
  const option = options.find((candidate) => candidate.id.toUpperCase() === wanted);
  return option && !option.disabled ? option.id : null;
}
