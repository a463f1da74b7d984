import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import {
  EDITABLE_STATUSES,
  OPEN_STATUSES,
  findTransition,
  mappingProblems,
  type TErrorCode,
  type TInterfaceMapping,
  type TTicketStatus,
} from '@fwmig/contract';
import { renderReportText, type TConversionReport } from '@fwmig/converter';
import type { AppDb } from '../../db/database.js';
import { checklistTicks, conversionRuns, ticketMappings } from '../../db/schema/conversions.js';
import { ticketEvents, ticketFiles, tickets } from '../../db/schema/tickets.js';
import { AppError } from '../../errors/app-error.js';
import { releaseAndDiscard } from '../files/blob-references.js';
import type { BlobStore, StoredBlob } from '../files/blob-store.js';
import {
  requireWriter,
  ticketNotFound,
  ticketScope,
  type TViewer,
} from '../tickets/ticket-viewer.js';
import { auditTicket } from '../tickets/ticket-audit.js';
import { holdLicence } from '../tickets/licences.service.js';
import { checklistOf } from './checklist.service.js';
import type { TRunDispatcher } from '../run-requests/run-dispatcher.js';
import { requestRun, targetPortsOf, vendorLabel } from '../run-requests/request-run.js';
import { latestSourceFacts, loadRun } from './runs.service.js';
import { loadReport } from './stored-report.js';

type TTicketRow = typeof tickets.$inferSelect;
type TPutBlob = BlobStore['put'];

/** A run action the ticket or run does not allow now (409, TICKET_NOT_EDITABLE unless named). */
const refused = (message: string, code: TErrorCode = 'TICKET_NOT_EDITABLE') =>
  new AppError(code, message);
const engineersOnly = (what: string) => new AppError('FORBIDDEN', `Only engineers ${what}.`);
const notOnChecklist = (unknown: number, asked: number) =>
  new AppError(
    'UNKNOWN_CHECKLIST_ITEM',
    asked === 1
      ? "That item is not on the ticket's checklist (a newer run may have converted it)."
      : `${unknown} of the ${asked} items are not on the ticket's checklist (a newer run may have converted them): nothing was changed.`,
  );

/** The viewer may change the ticket's conversion inputs while it is in these statuses. */
function mayChangeInputs(viewer: TViewer, status: TTicketStatus): boolean {
  return (viewer.kind === 'engineer' ? OPEN_STATUSES : EDITABLE_STATUSES).includes(status);
}

/** A part asked for must be one the ticket's latest parsed configuration holds. */
async function checkScope(tx: AppDb, ticketId: number, scope: string): Promise<void> {
  const latest = await latestSourceFacts(tx, ticketId);
  const names = latest?.scope?.names ?? [];
  if (!names.includes(scope)) {
    throw new AppError(
      'UNKNOWN_PART',
      names.length > 0
        ? `The configuration has no ${latest?.scope?.kind.toLowerCase()} "${scope}": choose one of ${names.join(', ')}.`
        : `The ticket's configuration has no parts to choose from ("${scope}" was asked for): convert it without one.`,
    );
  }
}

/** The keys an audit event lists by name; a bulk tick of thousands records the count only. */
const AUDITED_KEYS = 20;

/**
 * Records a tick in the audit log: an acknowledged widened rule (issue 17) as its own event,
 * since it lets traffic through that the source denied; other checklist items as another.
 */
async function auditTicks(
  tx: AppDb,
  viewer: TViewer,
  ticketId: number,
  change: { keys: readonly string[]; done: boolean; note: string; widened: ReadonlySet<string> },
  checklist: { runNumber: number | null },
): Promise<void> {
  const widened = change.keys.filter((key) => change.widened.has(key));
  const others = change.keys.filter((key) => !change.widened.has(key));
  const groups = [
    [widened, change.done ? 'ticket.widened.acknowledge' : 'ticket.widened.unacknowledge'],
    [others, change.done ? 'ticket.checklist.tick' : 'ticket.checklist.untick'],
  ] as const;
  for (const [keys, action] of groups) {
    if (keys.length === 0) continue;
    await auditTicket(tx, viewer, action, ticketId, {
      run: checklist.runNumber,
      items: keys.length,
      keys: keys.slice(0, AUDITED_KEYS).join('; '),
      ...(change.note ? { note: change.note } : {}),
    });
  }
}

export function runActions(db: AppDb, blobs: BlobStore, dispatcher: TRunDispatcher) {
  /**
   * One change in a transaction with the ticket row locked; kicks the dispatcher after. Blobs
   * the step stores with `put` keep their lease until the transaction naming them has committed,
   * and are discarded when it fails and nothing else names them (issue 18 item 2).
   */
  async function withTicket<T>(
    viewer: TViewer,
    ticketId: number,
    step: (tx: AppDb, ticket: TTicketRow, put: TPutBlob) => Promise<T>,
  ): Promise<T> {
    requireWriter(viewer);
    const puts: StoredBlob[] = [];
    const put: TPutBlob = async (source, limit) => {
      const blob = await blobs.put(source, limit);
      puts.push(blob);
      return blob;
    };
    const result = await db
      .transaction(async (tx) => {
        const scope = ticketScope(viewer);
        const [ticket] = await tx
          .select()
          .from(tickets)
          .where(scope ? and(eq(tickets.id, ticketId), scope) : eq(tickets.id, ticketId))
          .for('update');
        if (!ticket) throw ticketNotFound(ticketId);
        const value = await step(tx, ticket, put);
        await tx.update(tickets).set({ updatedAt: new Date() }).where(eq(tickets.id, ticketId));
        return value;
      })
      .catch(async (error: unknown) => {
        await releaseAndDiscard(db, blobs, puts);
        throw error;
      });
    await blobs.release(puts);
    dispatcher.kick();
    return result;
  }

  return {
    /** An engineer's "Run conversion": the ticket as it stands now. */
    runNow: (viewer: TViewer, ticketId: number, scope?: string) =>
      withTicket(viewer, ticketId, async (tx, ticket) => {
        if (viewer.kind !== 'engineer') throw engineersOnly('start a conversion run');
        if (!OPEN_STATUSES.includes(ticket.status)) {
          throw refused(
            `Ticket ${ticketId} is ${ticket.status.replace('_', ' ')}: reopen it to convert again.`,
          );
        }
        if (scope !== undefined) await checkScope(tx, ticketId, scope);
        await holdLicence(tx, ticket);
        const runId = await requestRun(tx, ticket, 'manual', viewer.name, scope);
        if (!runId) {
          throw refused(
            `The engine does not convert ${vendorLabel(ticket.sourceVendor)} configurations yet: convert ticket ${ticketId} by hand.`,
            'ENGINE_UNSUPPORTED',
          );
        }
        const [run] = await tx
          .select({ number: conversionRuns.number })
          .from(conversionRuns)
          .where(eq(conversionRuns.id, runId));
        await auditTicket(tx, viewer, 'ticket.run.start', ticketId, {
          run: run?.number,
          ...(scope === undefined ? {} : { scope }),
        });
        return runId;
      }),

    saveMapping: (
      viewer: TViewer,
      ticketId: number,
      mapping: TInterfaceMapping,
      sources: Parameters<typeof mappingProblems>[1],
    ) =>
      withTicket(viewer, ticketId, async (tx, ticket) => {
        if (!mayChangeInputs(viewer, ticket.status)) {
          throw refused(
            `The interface mapping of a ticket that is ${ticket.status.replace('_', ' ')} can no longer change.`,
          );
        }
        const ports = await targetPortsOf(tx, ticket.model);
        const problems = mappingProblems(mapping, sources, ports);
        if (problems.length > 0) {
          throw new AppError('VALIDATION_FAILED', problems.map((p) => p.message).join(' '));
        }
        await tx
          .insert(ticketMappings)
          .values({ ticketId, mapping, updatedBy: viewer.name, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: ticketMappings.ticketId,
            set: { mapping, updatedBy: viewer.name, updatedAt: new Date() },
          });
        await tx.insert(ticketEvents).values({
          ticketId,
          actor: viewer.name,
          kind: 'conversion',
          text: `Saved the interface mapping (${Object.keys(mapping).length} interfaces)`,
        });
        await auditTicket(tx, viewer, 'ticket.mapping.save', ticketId, {
          interfaces: Object.keys(mapping).length,
        });
        await holdLicence(tx, ticket);
        await requestRun(tx, ticket, 'mapping', viewer.name);
      }),

    release: (viewer: TViewer, ticketId: number, runId: string) =>
      withTicket(viewer, ticketId, async (tx) => {
        if (viewer.kind !== 'engineer') throw engineersOnly('release runs');
        const { run } = await loadRun(tx, viewer, ticketId, runId);
        if (run.status !== 'done')
          throw refused(
            `Run ${run.number} has not finished; release it once it is done.`,
            'RUN_NOT_FINISHED',
          );
        if (run.releasedAt) return;
        await tx
          .update(conversionRuns)
          .set({ releasedAt: new Date(), releasedBy: viewer.name })
          .where(eq(conversionRuns.id, runId));
        await tx.insert(ticketEvents).values({
          ticketId,
          actor: viewer.name,
          kind: 'conversion',
          text: `Released run ${run.number} to the customer`,
        });
        await auditTicket(tx, viewer, 'ticket.run.release', ticketId, { run: run.number });
      }),

    /**
     * Ticks checklist items off (all with the same note) or on again, all or none: a key that is
     * not on the ticket's checklist refuses the whole request.
     */
    tick: (
      viewer: TViewer,
      ticketId: number,
      keys: readonly string[],
      done: boolean,
      note: string,
    ) =>
      withTicket(viewer, ticketId, async (tx) => {
        if (viewer.kind !== 'engineer') throw engineersOnly('work the checklist');
        // A key twice would have the upsert touch its row twice, which PostgreSQL refuses.
        const wanted = [...new Set(keys)];
        const checklist = await checklistOf(tx, blobs, ticketId);
        const onList = new Set(checklist.items.map((item) => item.key));
        const unknown = wanted.filter((key) => !onList.has(key)).length;
        if (unknown > 0) throw notOnChecklist(unknown, wanted.length);
        const widened = new Set(
          checklist.items.filter((item) => item.status === 'widened').map((item) => item.key),
        );
        await auditTicks(tx, viewer, ticketId, { keys: wanted, done, note, widened }, checklist);
        if (!done) {
          await tx
            .delete(checklistTicks)
            .where(and(eq(checklistTicks.ticketId, ticketId), inArray(checklistTicks.key, wanted)));
          return;
        }
        // One statement: 5 parameters a row stay under PostgreSQL's 65,535 for 10,000 keys.
        const doneAt = new Date();
        await tx
          .insert(checklistTicks)
          .values(wanted.map((key) => ({ ticketId, key, note, doneBy: viewer.name, doneAt })))
          .onConflictDoUpdate({
            target: [checklistTicks.ticketId, checklistTicks.key],
            set: { note, doneBy: viewer.name, doneAt },
          });
      }),

    /**
     * Delivers a finished run: its configuration and report become the ticket's deliverables,
     * the run is released, and the ticket moves to Delivered. Every checklist item of the run
     * must be ticked off first.
     */
    deliver: (viewer: TViewer, ticketId: number, runId: string) =>
      withTicket(viewer, ticketId, async (tx, ticket, put) => {
        if (viewer.kind !== 'engineer') throw engineersOnly('deliver runs');
        const { run, result } = await loadRun(tx, viewer, ticketId, runId);
        if (run.status !== 'done' || !result)
          throw refused(`Run ${run.number} has no result to deliver.`, 'RUN_NOT_FINISHED');
        if (!findTransition(ticket.status, 'delivered', 'engineer')) {
          throw refused(
            ticket.status === 'submitted' || ticket.status === 'waiting_customer'
              ? 'Move the ticket to In progress before delivering.'
              : `A ticket that is ${ticket.status.replace('_', ' ')} cannot be delivered.`,
            'STATUS_MOVE_REFUSED',
          );
        }
        // Read once: the checklist and the delivered report text both need it.
        const storedReport = await loadReport(blobs, result);
        const checklist = await checklistOf(tx, blobs, ticketId, { run, result }, storedReport);
        if (checklist.open > 0) {
          throw refused(
            `Tick off the checklist first: ${checklist.open} item${checklist.open === 1 ? ' is' : 's are'} still open for run ${run.number}.`,
            'CHECKLIST_OPEN',
          );
        }
        const base = `ticket-${ticketId}-run-${run.number}`;
        const existing = await tx
          .select({ name: ticketFiles.name })
          .from(ticketFiles)
          .where(
            and(
              eq(ticketFiles.ticketId, ticketId),
              inArray(ticketFiles.name, [`${base}.conf`, `${base}-report.txt`]),
            ),
          );
        if (existing.length === 0) {
          // Stored only when its row is written: a blob no row names would stay until restart.
          const reportText = renderReportText(storedReport as TConversionReport);
          const report = await put(Readable.from([Buffer.from(reportText)]), 1024 ** 3);
          await tx.insert(ticketFiles).values([
            {
              ticketId,
              kind: 'deliverable',
              name: `${base}.conf`,
              size: result.outputSize,
              type: 'text/plain',
              extension: 'conf',
              sha256: result.outputSha256,
              uploadedBy: viewer.name,
            },
            {
              ticketId,
              kind: 'deliverable',
              name: `${base}-report.txt`,
              size: report.size,
              type: 'text/plain',
              extension: 'txt',
              sha256: report.sha256,
              uploadedBy: viewer.name,
            },
          ]);
        }
        const now = new Date();
        await tx
          .update(conversionRuns)
          .set({
            deliveredAt: now,
            releasedAt: run.releasedAt ?? now,
            releasedBy: run.releasedBy ?? viewer.name,
          })
          .where(eq(conversionRuns.id, runId));
        await tx
          .update(tickets)
          .set({ status: 'delivered', deliveredAt: now })
          .where(eq(tickets.id, ticketId));
        await tx.insert(ticketEvents).values({
          ticketId,
          actor: viewer.name,
          kind: 'status',
          fromStatus: ticket.status,
          toStatus: 'delivered',
          text: `Delivered run ${run.number}: ${base}.conf and its report`,
        });
        await auditTicket(tx, viewer, 'ticket.run.deliver', ticketId, {
          run: run.number,
          from: ticket.status,
          files: `${base}.conf, ${base}-report.txt`,
        });
      }),
  };
}
