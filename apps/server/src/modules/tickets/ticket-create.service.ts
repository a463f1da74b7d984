import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TTicketInput } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { devices } from '../../db/schema/devices.js';
import { idempotencyKeys, ticketEvents, ticketFiles, tickets } from '../../db/schema/tickets.js';
import { requestRun } from '../run-requests/request-run.js';
import { AppError } from '../../errors/app-error.js';
import type { ReceivedFile } from '../files/receive-upload.js';
import { addBusinessDay } from './business-days.js';
import { consumeLicence } from './licences.service.js';
import { fileRows } from './ticket-files.service.js';
import type { TViewer } from './ticket-viewer.js';

/** A create request's Idempotency-Key: 1-100 visible characters without spaces. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (Array.isArray(raw) || !/^[\x21-\x7e]{1,100}$/.test(raw)) {
    throw new AppError(
      'BAD_REQUEST',
      'The Idempotency-Key header must be sent once, as 1-100 visible characters without spaces.',
    );
  }
  return raw;
}

/** What an earlier request with this key made: its ticket and its body's fingerprint. */
export interface TReplayed {
  ticketId: number;
  /** Null for keys stored before fingerprints were kept: those are not compared. */
  requestHash: string | null;
}

/** The ticket an earlier request with this key made, if any. */
export async function replayedTicket(
  db: AppDb,
  loginId: string,
  key: string | undefined,
): Promise<TReplayed | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select({ ticketId: idempotencyKeys.ticketId, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.loginId, loginId), eq(idempotencyKeys.key, key)));
  return row;
}

/** JSON with object keys sorted, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The fingerprint of a create request's body, kept with its Idempotency-Key: the ticket as
 * parsed and the files (name and content hash, in any order).
 */
export function requestFingerprint(input: TTicketInput, files: readonly ReceivedFile[]): string {
  const named = files.map((f) => `${f.sha256} ${f.name}`).sort();
  return createHash('sha256')
    .update(canonicalJson({ input, files: named }))
    .digest('hex');
}

/**
 * Issue 18 item 8: a key sent again with another body is refused (422), never answered with
 * the first ticket as if it were this request's.
 */
export function requireSameRequest(earlier: TReplayed, fingerprint: string): void {
  if (earlier.requestHash !== null && earlier.requestHash !== fingerprint) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      `This Idempotency-Key was already used for another request, which created ticket ${earlier.ticketId}. ` +
        'Send a new key for a new ticket, or repeat the first request exactly.',
    );
  }
}

export interface TCreateTicket {
  viewer: TViewer;
  input: TTicketInput;
  deviceId: string;
  model: string | null;
  files: readonly ReceivedFile[];
  idempotencyKey: string | undefined;
  /** requestFingerprint of this request, kept with the key. */
  requestHash: string;
  holidays: ReadonlySet<string>;
}

/**
 * Creates a ticket with its files, its licence and its first history entry in one transaction:
 * a failure leaves no half ticket. Returns the ticket number (an earlier one on a replayed key).
 */
export async function createTicket(db: AppDb, command: TCreateTicket): Promise<number> {
  const { viewer, input } = command;
  if (command.files.length === 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Attach the configuration to convert: at least one file in the field "files".',
    );
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    // The device row is locked so that two tickets cannot claim its free licence together.
    const [device] = await tx
      .select()
      .from(devices)
      .where(eq(devices.id, command.deviceId))
      .for('update');
    if (!device) throw new AppError('NOT_FOUND', `Device ${input.sn} is no longer registered.`);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        accountId: device.accountId,
        creatorId: viewer.loginId,
        creatorName: viewer.name,
        deviceId: device.id,
        sn: device.sn,
        model: command.model,
        firmwareVersion: input.firmwareVersion,
        isFreeLicense: input.isFreeLicense,
        sourceVendor: input.sourceVendor,
        sourceModel: input.sourceModel,
        sourceVersion: input.sourceVersion,
        objects: input.objects,
        contactName: input.contact.name,
        contactEmail: input.contact.email,
        contactPhone: input.contact.phone,
        notes: input.notes,
        aiTrainingConsent: input.aiTrainingConsent,
        status: 'submitted',
        dueAt: addBusinessDay(now, command.holidays),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tickets.id });
    if (!ticket) throw new Error('insert returned no ticket');
    if (command.idempotencyKey) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({
          loginId: viewer.loginId,
          key: command.idempotencyKey,
          ticketId: ticket.id,
          requestHash: command.requestHash,
        })
        .onConflictDoNothing()
        .returning({ ticketId: idempotencyKeys.ticketId });
      if (claimed.length === 0) throw new ReplayedKey();
    }
    await consumeLicence(tx, device, ticket.id, input.isFreeLicense);
    await tx.insert(ticketFiles).values(fileRows(ticket.id, command.files, 'source', viewer.name));
    await tx.insert(ticketEvents).values({
      ticketId: ticket.id,
      actor: viewer.name,
      kind: 'created',
      toStatus: 'submitted',
      text: `${command.files.length} file${command.files.length === 1 ? '' : 's'}${
        input.isFreeLicense ? ', free licence' : ''
      }`,
    });
    const [created] = await tx.select().from(tickets).where(eq(tickets.id, ticket.id));
    if (created) await requestRun(tx, created, 'submitted', 'Conversion service');
    return ticket.id;
  });
}

/** Another request with the same Idempotency-Key committed first: answer as for a replay. */
export class ReplayedKey extends Error {
  constructor() {
    super('idempotency key already used');
  }
}
