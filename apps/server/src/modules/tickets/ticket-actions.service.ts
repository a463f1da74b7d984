import { and, count, eq } from 'drizzle-orm';
import {
  TICKET_STATUS_LABELS,
  findTransition,
  type TRunReason,
  type TSslVpnSettings,
  type TTicketAbilities,
  type TErrorCode,
  type TTicketEdit,
  type TTicketStatus,
} from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { logins } from '../../db/schema/identity.js';
import { ticketEvents, ticketFiles, ticketMessages, tickets } from '../../db/schema/tickets.js';
import { AppError } from '../../errors/app-error.js';
import type { TRunDispatcher } from '../run-requests/run-dispatcher.js';
import { requestRun } from '../run-requests/request-run.js';
import type { ReceivedFile } from '../files/receive-upload.js';
import { holdLicence, releaseLicence } from './licences.service.js';
import { abilitiesOf, revisionDeadline } from './ticket-abilities.js';
import { auditTicket } from './ticket-audit.js';
import { fileRows } from './ticket-files.service.js';
import { requireWriter, ticketNotFound, ticketScope, type TViewer } from './ticket-viewer.js';

type TTicketRow = typeof tickets.$inferSelect;

interface TMutation {
  tx: AppDb;
  ticket: TTicketRow;
  can: TTicketAbilities;
  now: Date;
  /** Queues a conversion run of the ticket as this change leaves it. */
  requestRun(reason: TRunReason, actor: string): Promise<void>;
}

/** A change the ticket's state does not allow now (409, TICKET_NOT_EDITABLE unless named). */
const refused = (message: string, code: TErrorCode = 'TICKET_NOT_EDITABLE') =>
  new AppError(code, message);
const statusLabel = (status: TTicketStatus) => TICKET_STATUS_LABELS[status];

/**
 * Runs one change to a ticket in a transaction with the ticket row locked, after checking the
 * viewer may write and may see the ticket; stamps updatedAt. `step` checks the specific rule.
 */
async function mutate<T>(
  db: AppDb,
  viewer: TViewer,
  id: number,
  settings: TTicketSettings,
  step: (m: TMutation) => Promise<T>,
): Promise<T> {
  requireWriter(viewer);
  let requested = false;
  const result = await db.transaction(async (tx) => {
    const scope = ticketScope(viewer);
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(scope ? and(eq(tickets.id, id), scope) : eq(tickets.id, id))
      .for('update');
    if (!ticket) throw ticketNotFound(id);
    const [deliverables] = await tx
      .select({ value: count() })
      .from(ticketFiles)
      .where(and(eq(ticketFiles.ticketId, id), eq(ticketFiles.kind, 'deliverable')));
    const state = {
      status: ticket.status,
      deliveredAt: ticket.deliveredAt,
      hasDeliverable: (deliverables?.value ?? 0) > 0,
    };
    const now = new Date();
    const stepResult = await step({
      tx,
      ticket,
      can: abilitiesOf(viewer, state, settings.revisionWindowDays, now),
      now,
      requestRun: async (reason, actor) => {
        const [current] = await tx.select().from(tickets).where(eq(tickets.id, id));
        if (current) {
          await holdLicence(tx, current);
          await requestRun(tx, current, reason, actor);
        }
        requested = true;
      },
    });
    await tx.update(tickets).set({ updatedAt: now }).where(eq(tickets.id, id));
    return stepResult;
  });
  if (requested) settings.dispatcher?.kick();
  return result;
}

/** An engineer's answer to the customer stops the initial-response clock. */
async function markResponded(m: TMutation, viewer: TViewer): Promise<void> {
  if (viewer.kind === 'engineer' && !m.ticket.firstResponseAt) {
    await m.tx.update(tickets).set({ firstResponseAt: m.now }).where(eq(tickets.id, m.ticket.id));
  }
}

/** The engineer who starts work on an unassigned ticket becomes its assignee. */
async function assignStarter(m: TMutation, viewer: TViewer): Promise<void> {
  await m.tx.update(tickets).set({ assigneeId: viewer.loginId }).where(eq(tickets.id, m.ticket.id));
  await m.tx.insert(ticketEvents).values({
    ticketId: m.ticket.id,
    actor: viewer.name,
    kind: 'assigned',
    text: `Assigned to ${viewer.name}`,
  });
  await auditTicket(m.tx, viewer, 'ticket.assign', m.ticket.id, { assignee: viewer.name });
}

export interface TTicketSettings {
  revisionWindowDays: number;
  /** Hands newly requested conversion runs to the job queue. */
  dispatcher?: TRunDispatcher;
}

/** Ticket fields the conversion depends on: changing one re-runs it. */
const CONVERSION_FIELDS = new Set(['firmwareVersion', 'sourceVendor', 'objects']);

export function ticketActions(db: AppDb, settings: TTicketSettings) {
  const run = <T>(viewer: TViewer, id: number, step: (m: TMutation) => Promise<T>) =>
    mutate(db, viewer, id, settings, step);

  async function moveStatus(m: TMutation, viewer: TViewer, to: TTicketStatus, note: string) {
    const from = m.ticket.status;
    const transition = findTransition(from, to, viewer.kind);
    if (!transition || !m.can.transitions.includes(to)) {
      if (from === 'delivered' && to === 'in_progress' && transition) {
        const deadline = revisionDeadline(
          { status: from, deliveredAt: m.ticket.deliveredAt, hasDeliverable: true },
          settings.revisionWindowDays,
        );
        throw refused(
          `Ticket ${m.ticket.id} was delivered more than ${settings.revisionWindowDays} days ago (until ${deadline?.toISOString().slice(0, 10)}); open a new ticket for further changes.`,
          'REVISION_WINDOW_CLOSED',
        );
      }
      if (to === 'delivered' && transition) {
        throw refused(
          'Attach the converted configuration as a deliverable before delivering.',
          'DELIVERABLE_REQUIRED',
        );
      }
      throw refused(
        `A ticket that is ${statusLabel(from)} cannot be moved to ${statusLabel(to)}${
          viewer.kind === 'customer' ? ' by the customer' : ''
        }.`,
        'STATUS_MOVE_REFUSED',
      );
    }
    if (transition.needsNote && note === '') {
      throw new AppError(
        'VALIDATION_FAILED',
        to === 'waiting_customer'
          ? 'Write the question for the customer.'
          : 'Describe what should be revised.',
      );
    }
    await m.tx
      .update(tickets)
      .set({
        status: to,
        ...(to === 'delivered' ? { deliveredAt: m.now } : {}),
      })
      .where(eq(tickets.id, m.ticket.id));
    await m.tx.insert(ticketEvents).values({
      ticketId: m.ticket.id,
      actor: viewer.name,
      kind: 'status',
      fromStatus: from,
      toStatus: to,
      text: note,
    });
    if (transition.needsNote) {
      await m.tx.insert(ticketMessages).values({
        ticketId: m.ticket.id,
        authorId: viewer.loginId,
        authorName: viewer.name,
        fromEngineer: viewer.kind === 'engineer',
        internal: false,
        body: note,
      });
    }
    // issue 19 item 2: START WORK on an unassigned ticket assigns the engineer who started it.
    if (viewer.kind === 'engineer' && from === 'submitted' && to === 'in_progress') {
      if (!m.ticket.assigneeId) await assignStarter(m, viewer);
    }
    // Cancelled before any work: the licence (or the device's free licence) comes back.
    if (to === 'cancelled' && from === 'submitted') await releaseLicence(m.tx, m.ticket.id);
    await markResponded(m, viewer);
    await auditTicket(m.tx, viewer, 'ticket.status.change', m.ticket.id, { from, to });
  }

  return {
    transition: (viewer: TViewer, id: number, to: TTicketStatus, note: string) =>
      run(viewer, id, (m) => moveStatus(m, viewer, to, note)),

    edit: (viewer: TViewer, id: number, input: TTicketEdit) =>
      run(viewer, id, async (m) => {
        if (!m.can.edit) {
          throw refused(
            `A ticket that is ${statusLabel(m.ticket.status)} can no longer be edited.`,
          );
        }
        const changes = {
          firmwareVersion: input.firmwareVersion,
          sourceVendor: input.sourceVendor,
          sourceModel: input.sourceModel,
          sourceVersion: input.sourceVersion,
          objects: input.objects,
          contactName: input.contact.name,
          contactEmail: input.contact.email,
          contactPhone: input.contact.phone,
          notes: input.notes,
          aiTrainingConsent: input.aiTrainingConsent,
        };
        const changed = Object.entries(changes)
          .filter(
            ([key, value]) =>
              JSON.stringify(m.ticket[key as keyof TTicketRow]) !== JSON.stringify(value),
          )
          .map(([key]) => key);
        if (changed.length === 0) return;
        await m.tx.update(tickets).set(changes).where(eq(tickets.id, m.ticket.id));
        await m.tx.insert(ticketEvents).values({
          ticketId: m.ticket.id,
          actor: viewer.name,
          kind: 'edited',
          text: `Changed ${changed.join(', ')}`,
        });
        await auditTicket(m.tx, viewer, 'ticket.edit', m.ticket.id, {
          changed: changed.join(', '),
        });
        if (changed.some((key) => CONVERSION_FIELDS.has(key))) {
          await m.requestRun('options', viewer.name);
        }
      }),

    assign: (viewer: TViewer, id: number, assigneeId: string | null) =>
      run(viewer, id, async (m) => {
        if (!m.can.assign) {
          throw viewer.kind === 'customer'
            ? new AppError('FORBIDDEN', 'Only engineers assign tickets.')
            : refused(`A ticket that is ${statusLabel(m.ticket.status)} cannot be reassigned.`);
        }
        let name = 'nobody';
        if (assigneeId) {
          const [engineer] = await m.tx
            .select()
            .from(logins)
            .where(and(eq(logins.id, assigneeId), eq(logins.staffLevel, 'read_write')));
          if (!engineer) {
            throw new AppError(
              'VALIDATION_FAILED',
              'assigneeId: that is not an engineer with read-write access.',
            );
          }
          name = engineer.idpUserName ?? engineer.email;
        }
        await m.tx.update(tickets).set({ assigneeId }).where(eq(tickets.id, m.ticket.id));
        await m.tx.insert(ticketEvents).values({
          ticketId: m.ticket.id,
          actor: viewer.name,
          kind: 'assigned',
          text: assigneeId ? `Assigned to ${name}` : 'Unassigned',
        });
        await auditTicket(m.tx, viewer, 'ticket.assign', m.ticket.id, { assignee: name });
      }),

    message: (
      viewer: TViewer,
      id: number,
      input: { body: string; internal: boolean; files: readonly ReceivedFile[] },
    ) =>
      run(viewer, id, async (m) => {
        if (input.internal ? !m.can.internalNote : !m.can.message) {
          throw input.internal && viewer.kind === 'customer'
            ? new AppError('FORBIDDEN', 'Internal notes are for engineers.')
            : refused(`A ticket that is ${statusLabel(m.ticket.status)} takes no more messages.`);
        }
        if (input.body === '' && input.files.length === 0) {
          throw new AppError('VALIDATION_FAILED', 'Write a message or attach a file.');
        }
        const [message] = await m.tx
          .insert(ticketMessages)
          .values({
            ticketId: m.ticket.id,
            authorId: viewer.loginId,
            authorName: viewer.name,
            fromEngineer: viewer.kind === 'engineer',
            internal: input.internal,
            body: input.body,
          })
          .returning({ id: ticketMessages.id });
        if (input.files.length > 0) {
          await m.tx
            .insert(ticketFiles)
            .values(fileRows(m.ticket.id, input.files, 'message', viewer.name, message?.id));
        }
        await auditTicket(
          m.tx,
          viewer,
          input.internal ? 'ticket.internal_note' : 'ticket.message',
          m.ticket.id,
          input.files.length > 0
            ? { attachments: input.files.map((f) => f.name).join(', ') }
            : undefined,
        );
        if (input.internal) return;
        await markResponded(m, viewer);
        // The customer's answer to a question puts the ticket back in the engineer's hands.
        if (viewer.kind === 'customer' && m.ticket.status === 'waiting_customer') {
          await m.tx
            .update(tickets)
            .set({ status: 'in_progress' })
            .where(eq(tickets.id, m.ticket.id));
          await m.tx.insert(ticketEvents).values({
            ticketId: m.ticket.id,
            actor: viewer.name,
            kind: 'status',
            fromStatus: 'waiting_customer',
            toStatus: 'in_progress',
            text: 'The customer answered',
          });
        }
      }),

    addFiles: (
      viewer: TViewer,
      id: number,
      kind: 'source' | 'deliverable',
      files: readonly ReceivedFile[],
    ) =>
      run(viewer, id, async (m) => {
        if (kind === 'source' ? !m.can.edit : !m.can.deliver) {
          throw kind === 'deliverable' && viewer.kind === 'customer'
            ? new AppError('FORBIDDEN', 'Only engineers attach deliverables.')
            : refused(
                `A ticket that is ${statusLabel(m.ticket.status)} takes no more ${kind} files.`,
              );
        }
        if (files.length === 0) {
          throw new AppError('VALIDATION_FAILED', 'Attach at least one file in the field "files".');
        }
        await m.tx.insert(ticketFiles).values(fileRows(m.ticket.id, files, kind, viewer.name));
        await m.tx.insert(ticketEvents).values({
          ticketId: m.ticket.id,
          actor: viewer.name,
          kind: 'files',
          text: `${kind === 'source' ? 'Added' : 'Delivered'} ${files.map((f) => f.name).join(', ')}`,
        });
        await auditTicket(
          m.tx,
          viewer,
          kind === 'source' ? 'ticket.file.add' : 'ticket.deliverable.add',
          m.ticket.id,
          { files: files.map((f) => f.name).join(', ') },
        );
        if (kind === 'source') await m.requestRun('files', viewer.name);
      }),

    /** Removes a source file while the ticket is editable; returns its blob's sha256. */
    removeFile: (viewer: TViewer, id: number, fileId: string) =>
      run(viewer, id, async (m) => {
        const [file] = await m.tx
          .select()
          .from(ticketFiles)
          .where(and(eq(ticketFiles.id, fileId), eq(ticketFiles.ticketId, id)));
        if (!file) throw new AppError('NOT_FOUND', `Ticket ${id} has no such file.`);
        if (file.kind !== 'source') throw refused('Only source files can be removed.', 'CONFLICT');
        if (!m.can.edit) {
          throw refused(
            `A ticket that is ${statusLabel(m.ticket.status)} can no longer be edited.`,
          );
        }
        const [left] = await m.tx
          .select({ value: count() })
          .from(ticketFiles)
          .where(and(eq(ticketFiles.ticketId, id), eq(ticketFiles.kind, 'source')));
        if ((left?.value ?? 0) <= 1) {
          throw refused(
            'A ticket needs at least one configuration file; add the new one first.',
            'LAST_SOURCE_FILE',
          );
        }
        await m.tx.delete(ticketFiles).where(eq(ticketFiles.id, fileId));
        await m.tx.insert(ticketEvents).values({
          ticketId: m.ticket.id,
          actor: viewer.name,
          kind: 'files',
          text: `Removed ${file.name}`,
        });
        await auditTicket(m.tx, viewer, 'ticket.file.remove', m.ticket.id, { file: file.name });
        await m.requestRun('files', viewer.name);
        return file;
      }),

    saveSslVpn: (viewer: TViewer, id: number, settings: TSslVpnSettings) =>
      run(viewer, id, async (m) => {
        if (!m.can.sslvpn) {
          throw refused(
            `The SSL VPN settings of a ticket that is ${statusLabel(m.ticket.status)} can no longer change.`,
          );
        }
        await m.tx.update(tickets).set({ sslvpn: settings }).where(eq(tickets.id, m.ticket.id));
        await m.tx.insert(ticketEvents).values({
          ticketId: m.ticket.id,
          actor: viewer.name,
          kind: 'sslvpn',
          text: m.ticket.sslvpn ? 'Updated the SSL VPN settings' : 'Added the SSL VPN settings',
        });
        await auditTicket(m.tx, viewer, 'ticket.sslvpn.save', m.ticket.id);
        await m.requestRun('sslvpn', viewer.name);
      }),
  };
}
