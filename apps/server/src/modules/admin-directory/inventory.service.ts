import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TDirectoryDevice, TDirectoryLicence, TUpdateDeviceRequest } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { targetModels } from '../../db/schema/catalogue.js';
import { devices } from '../../db/schema/devices.js';
import { accounts } from '../../db/schema/identity.js';
import { licences } from '../../db/schema/tickets.js';
import { AppError } from '../../errors/app-error.js';
import { containing } from './directory-kit.js';

/** The catalogue model of a device: the longest serial-number prefix that starts its serial. */
const modelOfDevice = sql<string | null>`(
  select ${targetModels.model} from ${targetModels}
  where ${devices.sn} like ${targetModels.snPrefix} || '%'
  order by length(${targetModels.snPrefix}) desc limit 1
)`;

const deviceColumns = {
  sn: devices.sn,
  model: modelOfDevice,
  accountUserId: accounts.userId,
  companyName: accounts.companyName,
  entitled: devices.entitled,
  license: devices.license,
  creatable: devices.creatable,
  claimedAt: devices.freeLicenceClaimedAt,
  createdAt: devices.createdAt,
};

type TDeviceRow = Omit<TDirectoryDevice, 'createdAt' | 'freeLicenceClaimed'> & {
  claimedAt: Date | null;
  createdAt: Date;
};
const presentDevice = ({ claimedAt, createdAt, ...row }: TDeviceRow): TDirectoryDevice => ({
  ...row,
  freeLicenceClaimed: claimedAt !== null,
  createdAt: createdAt.toISOString(),
});

/** Every account's devices by serial, matching the search in the serial or the account. */
export async function directoryDevicePage(
  db: AppDb,
  query: { skip: number; limit: number; search?: string | undefined; account?: string | undefined },
): Promise<{ data: TDirectoryDevice[]; total: number }> {
  const filters: SQL[] = [];
  if (query.account) filters.push(eq(accounts.userId, query.account));
  if (query.search) {
    const text = containing(query.search);
    const any = or(
      ilike(devices.sn, text),
      ilike(accounts.userId, text),
      ilike(accounts.companyName, text),
    );
    if (any) filters.push(any);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(deviceColumns)
      .from(devices)
      .innerJoin(accounts, eq(accounts.id, devices.accountId))
      .where(where)
      .orderBy(asc(devices.sn))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ value: count() })
      .from(devices)
      .innerJoin(accounts, eq(accounts.id, devices.accountId))
      .where(where),
  ]);
  return { data: rows.map(presentDevice), total: total?.value ?? 0 };
}

export async function directoryDevice(db: AppDb, sn: string): Promise<TDirectoryDevice> {
  const [row] = await db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(accounts, eq(accounts.id, devices.accountId))
    .where(eq(devices.sn, sn.toUpperCase()));
  if (!row) throw new AppError('NOT_FOUND', `No device has the serial number ${sn}.`);
  return presentDevice(row);
}

/**
 * Changes a device's flags. Switching its licence on brings a purchased licence bound to it
 * (as registering a licensed device does); switching it off takes that licence back, unless a
 * ticket used it or the licence is the device's free one.
 */
export async function updateDevice(
  db: AppDb,
  sn: string,
  input: TUpdateDeviceRequest,
): Promise<TDirectoryDevice> {
  const [device] = await db.select().from(devices).where(eq(devices.sn, sn.toUpperCase()));
  if (!device) throw new AppError('NOT_FOUND', `No device has the serial number ${sn}.`);
  await db.transaction(async (tx) => {
    if (input.license === true && !device.license) {
      await tx
        .insert(licences)
        .values({ accountId: device.accountId, kind: 'purchased', deviceId: device.id });
    }
    if (input.license === false && device.license) {
      if (device.freeLicenceClaimedAt) {
        throw new AppError(
          'CONFLICT',
          `Device ${device.sn} is licensed by its free licence, which a ticket used; it stays licensed.`,
        );
      }
      const [unused] = await tx
        .select({ id: licences.id })
        .from(licences)
        .where(
          and(
            eq(licences.deviceId, device.id),
            eq(licences.kind, 'purchased'),
            isNull(licences.ticketId),
          ),
        )
        .limit(1);
      if (!unused) {
        throw new AppError(
          'CONFLICT',
          `The licence of device ${device.sn} was used by a ticket; it cannot be taken back.`,
        );
      }
      await tx.delete(licences).where(eq(licences.id, unused.id));
    }
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) {
      await tx.update(devices).set(changes).where(eq(devices.id, device.id));
    }
  });
  return directoryDevice(db, device.sn);
}

/** Licences newest first, of one account or all, available, used or both. */
export async function directoryLicencePage(
  db: AppDb,
  query: {
    skip: number;
    limit: number;
    search?: string | undefined;
    account?: string | undefined;
    state: 'all' | 'available' | 'used';
  },
): Promise<{ data: TDirectoryLicence[]; total: number }> {
  const filters: SQL[] = [];
  if (query.account) filters.push(eq(accounts.userId, query.account));
  if (query.state === 'available') {
    filters.push(eq(licences.kind, 'purchased'), isNull(licences.ticketId));
  }
  if (query.state === 'used') filters.push(isNotNull(licences.ticketId));
  if (query.search) {
    const text = containing(query.search);
    const any = or(
      ilike(accounts.userId, text),
      ilike(accounts.companyName, text),
      ilike(devices.sn, text),
    );
    if (any) filters.push(any);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const from = () =>
    db
      .select({
        id: licences.id,
        accountUserId: accounts.userId,
        companyName: accounts.companyName,
        kind: licences.kind,
        deviceSn: devices.sn,
        ticketId: licences.ticketId,
        createdAt: licences.createdAt,
        consumedAt: licences.consumedAt,
      })
      .from(licences)
      .innerJoin(accounts, eq(accounts.id, licences.accountId))
      .leftJoin(devices, eq(devices.id, licences.deviceId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(licences.createdAt), asc(licences.id))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ value: count() })
      .from(licences)
      .innerJoin(accounts, eq(accounts.id, licences.accountId))
      .leftJoin(devices, eq(devices.id, licences.deviceId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      consumedAt: row.consumedAt?.toISOString() ?? null,
    })),
    total: total?.value ?? 0,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Takes back a purchased licence no ticket has used; a device it was bound to loses its flag. */
export async function revokeLicence(
  db: AppDb,
  id: string,
): Promise<{ accountUserId: string; deviceSn: string | null }> {
  const missing = () => new AppError('NOT_FOUND', 'There is no such licence. Reload the list.');
  if (!UUID.test(id)) throw missing();
  const [row] = await db
    .select({ licence: licences, userId: accounts.userId, sn: devices.sn })
    .from(licences)
    .innerJoin(accounts, eq(accounts.id, licences.accountId))
    .leftJoin(devices, eq(devices.id, licences.deviceId))
    .where(eq(licences.id, id));
  if (!row) throw missing();
  const { licence } = row;
  if (licence.ticketId !== null) {
    throw new AppError(
      'CONFLICT',
      `This licence was used by ticket ${licence.ticketId}; it cannot be taken back.`,
    );
  }
  if (licence.kind === 'free') {
    throw new AppError('CONFLICT', 'A free licence is given back by cancelling its ticket.');
  }
  await db.transaction(async (tx) => {
    await tx.delete(licences).where(eq(licences.id, id));
    if (licence.deviceId) {
      const [other] = await tx
        .select({ id: licences.id })
        .from(licences)
        .where(eq(licences.deviceId, licence.deviceId));
      if (!other) {
        await tx.update(devices).set({ license: false }).where(eq(devices.id, licence.deviceId));
      }
    }
  });
  return { accountUserId: row.userId, deviceSn: row.sn };
}
