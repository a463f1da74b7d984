import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { containing } from '../../db/like-pattern.js';
import type { TDevice } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { targetModels } from '../../db/schema/catalogue.js';
import { devices } from '../../db/schema/devices.js';
import { accounts } from '../../db/schema/identity.js';
import { licences } from '../../db/schema/tickets.js';
import { AppError } from '../../errors/app-error.js';

/** The catalogue model of a device: the longest serial-number prefix that starts its serial. */
export const modelOfDevice = sql<string | null>`(
  select ${targetModels.model} from ${targetModels}
  where ${devices.sn} like ${targetModels.snPrefix} || '%'
  order by length(${targetModels.snPrefix}) desc limit 1
)`;

/** spec §7 getDevicePage: one account's devices (every account's for staff), paged. */
export async function devicePage(
  db: AppDb,
  scope: { accountId: string | undefined },
  query: {
    skip: number;
    limit: number;
    order: 'asc' | 'desc';
    sortBy: 'sn' | 'createdAt';
    filter: {
      sn?: string | undefined;
      license?: boolean | undefined;
      creatable?: boolean | undefined;
    };
  },
): Promise<{ total: number; items: TDevice[] }> {
  const conditions: SQL[] = [];
  if (scope.accountId) conditions.push(eq(devices.accountId, scope.accountId));
  if (query.filter.sn) conditions.push(ilike(devices.sn, containing(query.filter.sn)));
  if (query.filter.license !== undefined)
    conditions.push(eq(devices.license, query.filter.license));
  if (query.filter.creatable !== undefined)
    conditions.push(eq(devices.creatable, query.filter.creatable));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ value: count() }).from(devices).where(where);
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await db
    .select({
      sn: devices.sn,
      model: modelOfDevice,
      entitled: devices.entitled,
      license: devices.license,
      creatable: devices.creatable,
      claimedAt: devices.freeLicenceClaimedAt,
    })
    .from(devices)
    .where(where)
    .orderBy(direction(query.sortBy === 'sn' ? devices.sn : devices.createdAt), asc(devices.sn))
    .limit(query.limit)
    .offset(query.skip);
  return {
    total: total?.value ?? 0,
    items: rows.map(({ claimedAt, ...row }) => ({
      ...row,
      freeLicenceClaimed: claimedAt !== null,
    })),
  };
}

/** Registers a customer's device (engineers, from the admin API); a serial is unique. */
export async function registerDevice(
  db: AppDb,
  input: {
    accountUserId: string;
    sn: string;
    entitled: boolean;
    license: boolean;
    creatable: boolean;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(accounts)
      .where(eq(accounts.userId, input.accountUserId));
    if (!account)
      throw new AppError('NOT_FOUND', `There is no account with system ID ${input.accountUserId}.`);
    const [existing] = await tx.select().from(devices).where(eq(devices.sn, input.sn));
    if (existing) throw new AppError('CONFLICT', `Device ${input.sn} is already registered.`);
    const [device] = await tx
      .insert(devices)
      .values({
        accountId: account.id,
        sn: input.sn,
        entitled: input.entitled,
        license: input.license,
        creatable: input.creatable,
      })
      .returning({ id: devices.id });
    // A device sold with a conversion licence brings that licence into the account.
    if (input.license && device) {
      await tx
        .insert(licences)
        .values({ accountId: account.id, kind: 'purchased', deviceId: device.id });
    }
  });
}
