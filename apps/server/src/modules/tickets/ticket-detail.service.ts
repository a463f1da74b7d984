import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { TTicketDetail, TTicketFile } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, logins } from '../../db/schema/identity.js';
import { ticketEvents, ticketFiles, ticketMessages, tickets } from '../../db/schema/tickets.js';
import { abilitiesOf, revisionDeadline } from './ticket-abilities.js';
import { summaryColumns, toSummary } from './ticket-query.service.js';
import { ticketNotFound, ticketScope, type TViewer } from './ticket-viewer.js';
import { ENGINE_VENDORS } from './ticket-conversion-state.js';

const assignees = aliasedTable(logins, 'assignees');

function toFile(row: typeof ticketFiles.$inferSelect): TTicketFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    type: row.type,
    extension: row.extension,
    sha256: row.sha256,
    kind: row.kind,
    messageId: row.messageId,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One ticket as its detail screen shows it: the request, files both ways, history and messages
 * (engineers' internal notes only to engineers), and what the viewer may do now.
 */
export async function ticketDetail(
  db: AppDb,
  viewer: TViewer,
  id: number,
  revisionWindowDays: number,
): Promise<TTicketDetail> {
  const scope = ticketScope(viewer);
  const [row] = await db
    .select({
      ...summaryColumns,
      sourceModel: tickets.sourceModel,
      sourceVersion: tickets.sourceVersion,
      objects: tickets.objects,
      contactName: tickets.contactName,
      contactEmail: tickets.contactEmail,
      contactPhone: tickets.contactPhone,
      notes: tickets.notes,
      aiTrainingConsent: tickets.aiTrainingConsent,
      sslvpn: tickets.sslvpn,
      deliveredAt: tickets.deliveredAt,
    })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.accountId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .where(scope ? and(eq(tickets.id, id), scope) : eq(tickets.id, id));
  if (!row) throw ticketNotFound(id);
  const customer = viewer.kind === 'customer';
  const [messages, files, events] = await Promise.all([
    db
      .select()
      .from(ticketMessages)
      .where(
        customer
          ? and(eq(ticketMessages.ticketId, id), eq(ticketMessages.internal, false))
          : eq(ticketMessages.ticketId, id),
      )
      .orderBy(asc(ticketMessages.createdAt)),
    db
      .select()
      .from(ticketFiles)
      .where(eq(ticketFiles.ticketId, id))
      .orderBy(asc(ticketFiles.createdAt)),
    db
      .select()
      .from(ticketEvents)
      .where(
        customer
          ? and(eq(ticketEvents.ticketId, id), eq(ticketEvents.internal, false))
          : eq(ticketEvents.ticketId, id),
      )
      .orderBy(asc(ticketEvents.createdAt)),
  ]);
  const visibleMessages = new Set(messages.map((m) => m.id));
  const visibleFiles = files
    .filter((f) => f.messageId === null || visibleMessages.has(f.messageId))
    .map(toFile);
  const {
    deliveredAt,
    contactName,
    contactEmail,
    contactPhone,
    sslvpn,
    sourceModel,
    sourceVersion,
    objects,
    notes,
    aiTrainingConsent,
    ...summary
  } = row;
  const state = {
    status: row.status,
    deliveredAt,
    hasDeliverable: files.some((f) => f.kind === 'deliverable'),
  };
  return {
    ...toSummary(summary),
    sourceModel,
    sourceVersion,
    objects,
    notes,
    aiTrainingConsent,
    contact: { name: contactName, email: contactEmail, phone: contactPhone },
    files: visibleFiles.filter((f) => f.kind !== 'message'),
    events: events.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      actor: e.actor,
      kind: e.kind,
      from: e.fromStatus,
      to: e.toStatus,
      text: e.text,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      at: m.createdAt.toISOString(),
      author: m.authorName,
      fromEngineer: m.fromEngineer,
      internal: m.internal,
      body: m.body,
      files: visibleFiles.filter((f) => f.messageId === m.id),
    })),
    sslvpn,
    revisionDeadline: revisionDeadline(state, revisionWindowDays)?.toISOString() ?? null,
    engineConverts: ENGINE_VENDORS.includes(row.sourceVendor),
    can: abilitiesOf(viewer, state, revisionWindowDays),
  };
}
