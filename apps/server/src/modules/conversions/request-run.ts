import { and, asc, desc, eq } from 'drizzle-orm';
import type { TInterfaceMapping, TRunReason } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { modelInterfaces, targetModels } from '../../db/schema/catalogue.js';
import { conversionRuns, ticketMappings } from '../../db/schema/conversions.js';
import { ticketFiles, type tickets } from '../../db/schema/tickets.js';

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

/**
 * Writes a queued run of the ticket as it stands (inside the caller's transaction, with the ticket
 * row locked): a snapshot of its source files, vendor, options, mapping, target and SSL VPN
 * settings. The run reaches the job queue once the transaction has committed (conversion-host).
 * The first run, made on submission, is released to the customer at once. `scope` picks the
 * part of a many-part configuration; without it the run converts the part the last run did.
 */
export async function requestRun(
  tx: AppDb,
  ticket: TTicketRow,
  reason: TRunReason,
  requestedBy: string,
  scope?: string,
): Promise<string> {
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
    .select({ number: conversionRuns.number, inputs: conversionRuns.inputs })
    .from(conversionRuns)
    .where(eq(conversionRuns.ticketId, ticket.id))
    .orderBy(desc(conversionRuns.number))
    .limit(1);
  const number = (last?.number ?? 0) + 1;
  const part = scope ?? last?.inputs.scope ?? null;
  const automatic = reason === 'submitted';
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
      ...(automatic ? { releasedAt: new Date(), releasedBy: 'Conversion service' } : {}),
    })
    .returning({ id: conversionRuns.id });
  if (!run) throw new Error('the run was not written');
  return run.id;
}
