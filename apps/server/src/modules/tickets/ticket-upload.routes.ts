import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  TICKET_FIELD,
  ZErrorResponse,
  ZTicketDetailResponse,
  ZTicketInput,
  type TTicketInput,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { ticketFiles, ticketMessages } from '../../db/schema/tickets.js';
import { AppError } from '../../errors/app-error.js';
import type { BlobStore } from '../files/blob-store.js';
import { MULTIPART_LIMITS, receiveUpload } from '../files/receive-upload.js';
import { blobReferences, releaseAndDiscard } from '../files/blob-references.js';
import { declareAccess } from '../../http/access-policy.js';
import { ticketActions, type TTicketSettings } from './ticket-actions.service.js';
import {
  ReplayedKey,
  createTicket,
  parseIdempotencyKey,
  replayedTicket,
  requestFingerprint,
  requireSameRequest,
  type TReplayed,
} from './ticket-create.service.js';
import { ticketDetail } from './ticket-detail.service.js';
import { withReceivedFiles } from './ticket-files.service.js';
import { checkSource, deviceForTicket, targetOf } from './ticket-rules.js';
import { ZTicketParams, errors } from './ticket-http.js';
import { attachmentDisposition } from '../../http/content-disposition.js';
import { loadTicket, requireWriter, viewerOf, type TViewer } from './ticket-viewer.js';
import { devices } from '../../db/schema/devices.js';

const uploadErrors = { ...errors, 413: ZErrorResponse, 415: ZErrorResponse };

function parseTicketField(raw: string | undefined): TTicketInput {
  if (raw === undefined) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Send the ticket as JSON in the form field "${TICKET_FIELD}", before the files.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_FAILED', `The form field "${TICKET_FIELD}" is not valid JSON.`);
  }
  const parsed = ZTicketInput.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'VALIDATION_FAILED',
      `${issue?.path.join('.') ?? 'ticket'}: ${issue?.message ?? 'invalid'}.`,
    );
  }
  return parsed.data;
}

/**
 * The ticket calls that move files: create with the configuration (multipart, field `files`,
 * one transaction, Idempotency-Key), more source files, deliverables, messages with
 * attachments, downloads and removal. Every file is bounded at 100 MB (413, nothing kept).
 */
export function ticketUploadRoutes(
  database: Database,
  store: BlobStore,
  settings: TTicketSettings & { holidays: ReadonlySet<string> },
): FastifyPluginAsyncZod {
  const { db } = database;
  const referenced = blobReferences(db);
  const actions = ticketActions(db, settings);
  const detail = (viewer: TViewer, id: number) =>
    ticketDetail(db, viewer, id, settings.revisionWindowDays).then((data) => ({ data }));
  return async (app) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
    declareAccess(app, 'portal');

    app.post(
      '/api/care/create',
      {
        schema: {
          tags: ['tickets'],
          summary: `Create a ticket: JSON in the field "${TICKET_FIELD}", then the configuration in "files"`,
          consumes: ['multipart/form-data'],
          response: {
            200: ZTicketDetailResponse,
            201: ZTicketDetailResponse,
            ...uploadErrors,
            422: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        requireWriter(viewer);
        const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
        const earlier = await replayedTicket(db, viewer.loginId, key);
        let input: TTicketInput | undefined;
        let target: { deviceId: string; model: string | null } | undefined;
        const upload = await receiveUpload(request, store, {
          fields: [TICKET_FIELD],
          referenced,
          // Checked before any file is read: a wrong form fails fast, not after 100 MB.
          beforeFiles: async (fields) => {
            input = parseTicketField(fields[TICKET_FIELD]);
            // A replay is only compared with the first request (below), not checked again.
            if (earlier) return;
            checkSource(input);
            const device =
              viewer.kind === 'customer'
                ? await deviceForTicket(db, viewer.accountId, input.sn)
                : await engineerDevice(input.sn);
            const { model } = await targetOf(db, device.sn, input.firmwareVersion);
            target = { deviceId: device.id, model };
          },
        });
        if (!input) throw new Error('beforeFiles did not run');
        const requestHash = requestFingerprint(input, upload.files);
        // A replay answers with the first request's ticket; its files are already stored.
        const replay = async (replayed: TReplayed) => {
          requireSameRequest(replayed, requestHash);
          return detail(viewer, replayed.ticketId);
        };
        if (earlier) {
          try {
            return await replay(earlier);
          } finally {
            await releaseAndDiscard(db, store, upload.files);
          }
        }
        if (!target) throw new Error('beforeFiles did not run');
        const command = {
          ...target,
          input,
          viewer,
          files: upload.files,
          idempotencyKey: key,
          requestHash,
          holidays: settings.holidays,
        };
        try {
          const id = await withReceivedFiles(db, store, upload.files, () =>
            createTicket(db, command),
          );
          settings.dispatcher?.kick();
          reply.code(201);
          return await detail(viewer, id);
        } catch (error) {
          if (!(error instanceof ReplayedKey)) throw error;
          const replayed = await replayedTicket(db, viewer.loginId, key);
          if (replayed === undefined) throw error;
          return replay(replayed);
        }
      },
    );

    /** Engineers create tickets on behalf of the device's account. */
    async function engineerDevice(sn: string) {
      const [device] = await db.select().from(devices).where(eq(devices.sn, sn));
      if (!device) throw new AppError('NOT_FOUND', `Device ${sn} is not registered.`);
      return deviceForTicket(db, device.accountId, sn);
    }

    for (const kind of ['source', 'deliverable'] as const) {
      app.post(
        kind === 'source' ? '/api/care/:id/files' : '/api/care/:id/deliverables',
        {
          schema: {
            tags: ['tickets'],
            summary:
              kind === 'source'
                ? 'Add configuration files (while the ticket is editable)'
                : 'Attach deliverables for the customer (engineers)',
            consumes: ['multipart/form-data'],
            params: ZTicketParams,
            response: { 200: ZTicketDetailResponse, ...uploadErrors },
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          requireWriter(viewer);
          await loadTicket(db, viewer, request.params.id);
          const upload = await receiveUpload(request, store, { fields: [], referenced });
          await withReceivedFiles(db, store, upload.files, () =>
            actions.addFiles(viewer, request.params.id, kind, upload.files),
          );
          return detail(viewer, request.params.id);
        },
      );
    }

    app.post(
      '/api/care/:id/messages',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Write a message (fields body, internal) with attachments in "files"',
          consumes: ['multipart/form-data'],
          params: ZTicketParams,
          response: { 200: ZTicketDetailResponse, ...uploadErrors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        requireWriter(viewer);
        await loadTicket(db, viewer, request.params.id);
        const upload = await receiveUpload(request, store, {
          fields: ['body', 'internal'],
          referenced,
        });
        const body = (upload.fields.body ?? '').trim();
        const internal = upload.fields.internal === 'true';
        await withReceivedFiles(db, store, upload.files, async () => {
          if (body.length > 20_000) {
            throw new AppError('VALIDATION_FAILED', 'A message may be at most 20,000 characters.');
          }
          await actions.message(viewer, request.params.id, { body, internal, files: upload.files });
        });
        return detail(viewer, request.params.id);
      },
    );

    const ZFileParams = ZTicketParams.extend({ fileId: z.uuid() });

    app.get(
      '/api/care/:id/files/:fileId',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Download a file of the ticket (always as an attachment)',
          params: ZFileParams,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        await loadTicket(db, viewer, request.params.id);
        const [file] = await db
          .select({
            name: ticketFiles.name,
            size: ticketFiles.size,
            sha256: ticketFiles.sha256,
            internal: ticketMessages.internal,
          })
          .from(ticketFiles)
          .leftJoin(ticketMessages, eq(ticketMessages.id, ticketFiles.messageId))
          .where(
            and(
              eq(ticketFiles.id, request.params.fileId),
              eq(ticketFiles.ticketId, request.params.id),
            ),
          );
        if (!file || (file.internal && viewer.kind === 'customer')) {
          throw new AppError('NOT_FOUND', `Ticket ${request.params.id} has no such file.`);
        }
        const stream = await store.open(file.sha256).catch(() => {
          throw new AppError('NOT_FOUND', `The content of ${file.name} is missing from storage.`);
        });
        reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', String(file.size))
          .header('content-disposition', attachmentDisposition(file.name))
          .header('cache-control', 'private, no-store');
        return reply.send(stream);
      },
    );

    app.delete(
      '/api/care/:id/files/:fileId',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Remove a configuration file (while the ticket is editable)',
          params: ZFileParams,
          response: { 200: ZTicketDetailResponse, ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const file = await actions.removeFile(viewer, request.params.id, request.params.fileId);
        // Only if no other row (another ticket's, a run's input) names the same content.
        await store.removeUnreferenced([file.sha256], referenced);
        return detail(viewer, request.params.id);
      },
    );
  };
}
