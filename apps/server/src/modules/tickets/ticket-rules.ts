import { and, eq } from 'drizzle-orm';
import { VENDORS, type TTicketEdit } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { devices } from '../../db/schema/devices.js';
import { AppError } from '../../errors/app-error.js';
import { modelForSerial } from '../catalogue/device-lookup.service.js';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/** The source vendor is one the catalogue converts from, and the objects are ones it converts. */
export function checkSource(input: Pick<TTicketEdit, 'sourceVendor' | 'objects'>): void {
  const vendor = VENDORS.find((v) => v.key === input.sourceVendor && v.isVendor);
  if (!vendor) {
    throw invalid(`sourceVendor: ${input.sourceVendor} is not a vendor we convert from.`);
  }
  const unknown = input.objects.filter((o) => !vendor.convertableObjects.includes(o));
  if (unknown.length > 0) {
    throw invalid(
      `objects: ${vendor.label} configurations have no ${unknown.join(', ')} to convert.`,
    );
  }
}

/** The device named by a create request, in the account the request acts as. */
export async function deviceForTicket(
  db: AppDb,
  accountId: string,
  sn: string,
): Promise<typeof devices.$inferSelect> {
  const [device] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.sn, sn), eq(devices.accountId, accountId)));
  if (!device) {
    throw new AppError('NOT_FOUND', `Device ${sn} is not registered to this account.`);
  }
  if (!device.creatable) {
    throw new AppError('CONFLICT', `Tickets cannot be created for device ${sn}.`);
  }
  return device;
}

/** The model of a serial, and the check that the firmware version is one the model runs. */
export async function targetOf(
  db: AppDb,
  sn: string,
  firmwareVersion: string,
): Promise<{ model: string | null }> {
  const found = await modelForSerial(db, sn);
  if (!found) return { model: null };
  if (!found.versions.some((v) => v.version === firmwareVersion)) {
    throw invalid(
      `firmwareVersion: ${found.model} does not run FortiOS ${firmwareVersion}. Choose a version the model supports.`,
    );
  }
  return { model: found.model };
}
