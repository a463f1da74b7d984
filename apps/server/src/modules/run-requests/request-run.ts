import { and, asc, desc, eq } from 'drizzle-orm';
import { findVendor, type TInterfaceMapping, type TRunReason } from '@fwmig/contract';
import { findVendorParser } from '@fwmig/converter';
import type { AppDb } from '../../db/database.js';
import { modelInterfaces, targetModels } from '../../db/schema/catalogue.js';
import { conversionRuns, ticketMappings } from '../../db/schema/conversions.js';
import { ticketEvents, ticketFiles, type tickets } from '../../db/schema/tickets.js';

type TTicketRow = typeof tickets.$inferSelect;

/** The ticket's target model's ports, in the order the device lists them. */
export async function targetPortsOf(db: AppDb, model: string | null) {
  if (!model) return [];
  return db
    .select({
      name: modelInterfaces.name,
      type: modelInterfaces.type,
      speed: modelInterfaces.speed,
    })
    .from(modelInterfaces)
    .innerJoin(targetModels, eq(targetModels.id, modelInterfaces.modelId))
    .where(eq(targetModels.model, model))
    .orderBy(asc(modelInterfaces.position));
}

export async function savedMapping(db: AppDb, ticketId: number): Promise<TInterfaceMapping> {
  const [row] = await db
    .select({ mapping: ticketMappings.mapping })
    .from(ticketMappings)
    .where(eq(ticketMappings.ticketId, ticketId));
  return row?.mapping ?? {};
}

/** The catalogue label of a vendor key (the key itself when the catalogue has none). */
export function vendorLabel(key: string): string {
  return findVendor(key)?.label ?? key;
}

/**
 * Writes a queued run of the ticket as it stands (inside the caller's transaction, with the ticket
 * row locked): a snapshot of its source files, vendor, options, mapping, target and SSL VPN
 * settings. The run reaches the job queue once the transaction has committed (conversion-host).
 * The first run, made on submission, is released to the customer at once, and so is the run
 * after a released one that failed on its input or has no result yet (issue 19 item 2: the
 * customer replaced the file and sees the new conversion). `scope` picks the part of a many-part configuration; without it the run
 * converts the part the last run did. Writes no run (null) for a vendor the engine does not
 * convert: our engineers convert such tickets by hand, and the ticket's history says so.
 */
export async function requestRun(
  tx: AppDb,
  ticket: TTicketRow,
  reason: TRunReason,
  requestedBy: string,
  scope?: string,
): Promise<string | null> {
  if (!findVendorParser(ticket.sourceVendor)) {
    if (reason === 'submitted') {
      await tx.insert(ticketEvents).values({
        ticketId: ticket.id,
        actor: 'Conversion service',
        kind: 'conversion',
        text: `Automatic conversion from ${vendorLabel(ticket.sourceVendor)} is not available yet: our engineers convert this ticket.`,
      });
    }
    return null;
  }
  const files = await tx
    .select({
      id: ticketFiles.id,
      name: ticketFiles.name,
      sha256: ticketFiles.sha256,
      size: ticketFiles.size,
    })
    .from(ticketFiles)
    .where(and(eq(ticketFiles.ticketId, ticket.id), eq(ticketFiles.kind, 'source')))
    .orderBy(asc(ticketFiles.createdAt), asc(ticketFiles.name));
  const ports = await targetPortsOf(tx, ticket.model);
  const [last] = await tx
    .select({
      number: conversionRuns.number,
      inputs: conversionRuns.inputs,
      failure: conversionRuns.failure,
      status: conversionRuns.status,
      releasedAt: conversionRuns.releasedAt,
    })
    .from(conversionRuns)
    .where(eq(conversionRuns.ticketId, ticket.id))
    .orderBy(desc(conversionRuns.number))
    .limit(1);
  const number = (last?.number ?? 0) + 1;
  const part = scope ?? last?.inputs.scope ?? null;
  const automatic = reason === 'submitted';
  // The customer's conversion goes on in the open: after a released run that failed on its input
  // or has no result yet (the customer replaced the file meanwhile), the next one is theirs too.
  const followsCustomerRun =
    last?.releasedAt != null &&
    (last.failure === 'input' || (last.status !== 'done' && last.status !== 'failed'));
  const released = automatic || followsCustomerRun;
  const [run] = await tx
    .insert(conversionRuns)
    .values({
      ticketId: ticket.id,
      number,
      reason,
      automatic,
      requestedBy,
      inputs: {
        files,
        vendor: ticket.sourceVendor,
        objects: ticket.objects,
        mapping: await savedMapping(tx, ticket.id),
        targetModel: ticket.model,
        targetPorts: ports.map((port) => port.name),
        firmwareVersion: ticket.firmwareVersion,
        sslvpn: ticket.sslvpn ?? null,
        scope: part,
      },
      ...(released ? { releasedAt: new Date(), releasedBy: 'Conversion service' } : {}),
    })
    .returning({ id: conversionRuns.id });
  if (!run) throw new Error('the run was not written');
  return run.id;
}
