import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { TICKET_STATUSES, type TOrderStatus, type TTicketStatus } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { conversionRuns } from '../../db/schema/conversions.js';
import { devices } from '../../db/schema/devices.js';
import { accounts } from '../../db/schema/identity.js';
import { licences, tickets } from '../../db/schema/tickets.js';
import { AppError } from '../../errors/app-error.js';

type TDevice = typeof devices.$inferSelect;
type TTicketRow = typeof tickets.$inferSelect;

/**
 * Takes the licence a new ticket consumes, inside the create transaction: the device's free
 * licence when asked for (once per device), else a purchased licence, the device's own first.
 */
export async function consumeLicence(
  tx: AppDb,
  device: TDevice,
  ticketId: number,
  isFreeLicense: boolean,
): Promise<void> {
  const now = new Date();
  if (isFreeLicense) {
    if (!device.entitled || !device.creatable) {
      throw new AppError(
        'FREE_LICENCE_UNAVAILABLE',
        `Device ${device.sn} is not entitled to a free licence.`,
      );
    }
    if (device.freeLicenceClaimedAt || device.license) {
      throw new AppError(
        'FREE_LICENCE_UNAVAILABLE',
        `Device ${device.sn} is already licensed; its free licence cannot be claimed. Create the ticket without the free licence.`,
      );
    }
    await tx.insert(licences).values({
      accountId: device.accountId,
      kind: 'free',
      deviceId: device.id,
      ticketId,
      consumedAt: now,
    });
    await tx
      .update(devices)
      .set({ freeLicenceClaimedAt: now, license: true })
      .where(eq(devices.id, device.id));
    return;
  }
  const [licence] = await tx
    .select({ id: licences.id })
    .from(licences)
    .where(
      and(
        eq(licences.accountId, device.accountId),
        eq(licences.kind, 'purchased'),
        isNull(licences.ticketId),
        sql`(${licences.deviceId} is null or ${licences.deviceId} = ${device.id})`,
      ),
    )
    .orderBy(sql`${licences.deviceId} is null`, asc(licences.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!licence) {
    throw new AppError(
      'LICENCE_REQUIRED',
      `No conversion licence is left for this account. Buy licences${
        device.freeLicenceClaimedAt ? '' : `, or claim the free licence of ${device.sn}`
      }.`,
    );
  }
  await tx.update(licences).set({ ticketId, consumedAt: now }).where(eq(licences.id, licence.id));
}

/** Gives back the licence of a ticket cancelled before work began, or whose run failed on its input. */
export async function releaseLicence(tx: AppDb, ticketId: number): Promise<void> {
  const [licence] = await tx.select().from(licences).where(eq(licences.ticketId, ticketId));
  if (!licence) return;
  if (licence.kind === 'free') {
    await tx.delete(licences).where(eq(licences.id, licence.id));
    if (licence.deviceId) {
      await tx
        .update(devices)
        .set({ freeLicenceClaimedAt: null, license: false })
        .where(eq(devices.id, licence.deviceId));
    }
    return;
  }
  await tx
    .update(licences)
    .set({ ticketId: null, consumedAt: null })
    .where(eq(licences.id, licence.id));
}

/**
 * Issue 19 item 2: a ticket whose conversion failed on its input gave its licence back (see
 * conversions/run-processor); converting it again takes one again, the way it was taken on
 * submission (the device's free licence when the ticket was made with it). Does nothing for a
 * ticket that holds its licence. Refuses with LICENCE_REQUIRED when none is left.
 */
export async function holdLicence(tx: AppDb, ticket: TTicketRow): Promise<void> {
  const [last] = await tx
    .select({ failure: conversionRuns.failure })
    .from(conversionRuns)
    .where(eq(conversionRuns.ticketId, ticket.id))
    .orderBy(desc(conversionRuns.number))
    .limit(1);
  if (last?.failure !== 'input') return;
  const [held] = await tx
    .select({ id: licences.id })
    .from(licences)
    .where(eq(licences.ticketId, ticket.id));
  if (held) return;
  const [device] = await tx.select().from(devices).where(eq(devices.id, ticket.deviceId));
  if (!device) throw new Error(`ticket ${ticket.id} has no device`);
  try {
    await consumeLicence(tx, device, ticket.id, ticket.isFreeLicense);
  } catch (error) {
    if (error instanceof AppError && error.code === 'LICENCE_REQUIRED') {
      throw new AppError(
        'LICENCE_REQUIRED',
        `Converting ticket ${ticket.id} again needs a licence: its first conversion failed on the file and gave its licence back. ${error.message}`,
      );
    }
    throw error;
  }
}

/** Purchased licences for an account (the admin API; a purchase integration would call it). */
export async function grantLicences(
  db: AppDb,
  accountUserId: string,
  quantity: number,
  deviceSn?: string,
): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.userId, accountUserId));
  if (!account)
    throw new AppError('NOT_FOUND', `There is no account with system ID ${accountUserId}.`);
  let deviceId: string | undefined;
  if (deviceSn) {
    const [device] = await db.select().from(devices).where(eq(devices.sn, deviceSn));
    if (!device || device.accountId !== account.id) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Device ${deviceSn} is not a device of account ${accountUserId}. Register it first, or leave the device out.`,
      );
    }
    deviceId = device.id;
  }
  await db.transaction(async (tx) => {
    await tx.insert(licences).values(
      Array.from({ length: quantity }, () => ({
        accountId: account.id,
        kind: 'purchased' as const,
        deviceId,
      })),
    );
    // A licence bought with a device licenses that device (revokeLicence takes the flag back).
    if (deviceId) await tx.update(devices).set({ license: true }).where(eq(devices.id, deviceId));
  });
}

/** spec §7 getOrderStatus: licences bought, used and available, and tickets by status. */
export async function orderStatus(db: AppDb, accountId: string | undefined): Promise<TOrderStatus> {
  const licenceScope = accountId ? eq(licences.accountId, accountId) : undefined;
  const [row] = await db
    .select({
      bought: sql<number>`count(*) filter (where ${licences.kind} = 'purchased')`.mapWith(Number),
      used: sql<number>`count(*) filter (where ${isNotNull(licences.ticketId)})`.mapWith(Number),
      available:
        sql<number>`count(*) filter (where ${licences.kind} = 'purchased' and ${licences.ticketId} is null)`.mapWith(
          Number,
        ),
      freeUsed: sql<number>`count(*) filter (where ${licences.kind} = 'free')`.mapWith(Number),
    })
    .from(licences)
    .where(licenceScope);
  const byStatus = await db
    .select({ status: tickets.status, value: count() })
    .from(tickets)
    .where(accountId ? eq(tickets.accountId, accountId) : undefined)
    .groupBy(tickets.status);
  const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<
    TTicketStatus,
    number
  >;
  for (const { status, value } of byStatus) counts[status] = value;
  return {
    licences: row ?? { bought: 0, used: 0, available: 0, freeUsed: 0 },
    tickets: counts,
  };
}
