import { z } from 'zod';

/** A device serial number: letters and digits, as printed on the unit. */
export const ZSerialNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,32}$/, { message: 'must be 6-32 letters or digits (the serial number)' });

/** spec §3 "Device", with its model from the catalogue (null when no prefix matches). */
export const ZDevice = z
  .object({
    sn: z.string(),
    model: z.string().nullable(),
    entitled: z.boolean(),
    license: z.boolean(),
    creatable: z.boolean(),
    freeLicenceClaimed: z.boolean(),
  })
  .meta({ id: 'Device' });
export type TDevice = z.infer<typeof ZDevice>;

/** spec §7 getDevicePage: paging in the skip, limit, order and sortBy headers. */
export const ZDevicePageHeaders = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100_000).default(20),
  order: z.enum(['asc', 'desc']).default('asc'),
  sortBy: z.enum(['sn', 'createdAt']).default('sn'),
});

/** spec §7 getDevicePage's filter body. */
export const ZDeviceFilter = z
  .object({
    /** Part of the serial number, any case. */
    sn: z.string().trim().max(32).optional(),
    /** Only devices with (true) or without (false) a conversion licence. */
    license: z.boolean().optional(),
    /** Only devices a ticket may be created for. */
    creatable: z.boolean().optional(),
  })
  .meta({ id: 'DeviceFilter' });

export const ZDevicePageResponse = z
  .object({ data: z.object({ total: z.number().int(), items: z.array(ZDevice) }) })
  .meta({ id: 'DevicePageResponse' });

/** How an engineer registers a customer's device (the documented admin API). */
export const ZRegisterDeviceRequest = z
  .object({
    /** The account's system ID (user_id). */
    accountUserId: z.string().trim().min(1).max(64),
    sn: ZSerialNumber,
    entitled: z.boolean().default(true),
    license: z.boolean().default(false),
    creatable: z.boolean().default(true),
  })
  .meta({ id: 'RegisterDeviceRequest' });
