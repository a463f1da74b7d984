import compress from '@fastify/compress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EDITABLE_STATUSES,
  OPEN_STATUSES,
  ZChecklistResponse,
  ZMappingResponse,
  ZRunDetailResponse,
  ZRunListResponse,
  ZRunRequest,
  ZSaveMappingRequest,
  ZTickChecklistManyRequest,
  ZTickChecklistRequest,
  mappingProblems,
  type TMappingView,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { BlobStore } from '../files/blob-store.js';
import { declareAccess } from '../../http/access-policy.js';
import { attachmentDisposition } from '../../http/content-disposition.js';
import { errors, ZTicketParams } from '../tickets/ticket-http.js';
import { loadTicket, viewerOf, type TViewer } from '../tickets/ticket-viewer.js';
import { checklistOf } from './checklist.service.js';
import type { TRunDispatcher } from '../run-requests/run-dispatcher.js';
import { runActions } from './run-actions.service.js';
import { savedMapping, targetPortsOf } from '../run-requests/request-run.js';
import { latestSourceInterfaces, listRuns, loadRun, runDetail } from './runs.service.js';
import { suggestMapping } from './suggest-mapping.js';

const ZRunParams = ZTicketParams.extend({ runId: z.uuid() });
const ZTickParams = ZTicketParams.extend({ key: z.string().min(1).max(500) });

/**
 * Conversion runs of a ticket: the list and one run (customers see released runs only), the
 * output download, an engineer's run, release and delivery, the interface mapping editor's data
 * and the partial/unsupported checklist.
 */
export function conversionRoutes(
  database: Database,
  blobs: BlobStore,
  dispatcher: TRunDispatcher,
): FastifyPluginAsyncZod {
  const { db } = database;
  const actions = runActions(db, blobs, dispatcher);

  async function mappingView(viewer: TViewer, ticketId: number): Promise<TMappingView> {
    const ticket = await loadTicket(db, viewer, ticketId);
    const sources = (await latestSourceInterfaces(db, ticketId)) ?? [];
    const ports = await targetPortsOf(db, ticket.model);
    const saved = await savedMapping(db, ticketId);
    const suggestion = suggestMapping(sources, ports);
    const statuses = viewer.kind === 'engineer' ? OPEN_STATUSES : EDITABLE_STATUSES;
    return {
      sourceInterfaces: sources,
      targetModel: ticket.model,
      targetPorts: ports,
      saved,
      suggested: suggestion.mapping,
      reasons: suggestion.reasons,
      problems: Object.keys(saved).length > 0 ? mappingProblems(saved, sources, ports) : [],
      editable: viewer.canWrite && statuses.includes(ticket.status) && sources.length > 0,
    };
  }

  const engineerView = (viewer: TViewer) => {
    if (viewer.kind !== 'engineer') {
      throw new AppError('FORBIDDEN', 'The checklist is for engineers.');
    }
  };

  return async (app) => {
    declareAccess(app, 'portal');
    // A big configuration's report is megabytes of JSON and its output megabytes of text; both
    // shrink about tenfold. Only these routes (this plugin's scope) are compressed.
    await app.register(compress, { threshold: 4096, encodings: ['br', 'gzip', 'deflate'] });

    app.get(
      '/api/care/:id/runs',
      {
        schema: {
          tags: ['conversions'],
          summary: 'Conversion runs of the ticket, newest first (customers: released runs)',
          params: ZTicketParams,
          response: { 200: ZRunListResponse, ...errors },
        },
      },
      async (request) => ({ data: await listRuns(db, viewerOf(request), request.params.id) }),
    );

    app.post(
      '/api/care/:id/runs',
      {
        schema: {
          tags: ['conversions'],
          summary: 'Run the conversion again on the ticket as it stands (engineers)',
          description:
            'The optional body names the part of a many-part configuration to convert (a Panorama device group, an SRX logical system, a VDOM: one of the scope names of an earlier run); without it the run converts the part the last run did.',
          params: ZTicketParams,
          body: ZRunRequest.nullish(),
          response: { 201: ZRunDetailResponse, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const runId = await actions.runNow(viewer, request.params.id, request.body?.scope);
        reply.code(201);
        return { data: await runDetail(db, blobs, viewer, request.params.id, runId) };
      },
    );

    app.get(
      '/api/care/:id/runs/:runId',
      {
        schema: {
          tags: ['conversions'],
          summary: 'One run: inputs, status, report, verification and source interfaces',
          params: ZRunParams,
          response: { 200: ZRunDetailResponse, ...errors },
        },
      },
      async (request) => ({
        data: await runDetail(
          db,
          blobs,
          viewerOf(request),
          request.params.id,
          request.params.runId,
        ),
      }),
    );

    app.get(
      '/api/care/:id/runs/:runId/output',
      {
        schema: {
          tags: ['conversions'],
          summary: 'The FortiOS configuration a run wrote (?download=1: as an attachment)',
          params: ZRunParams,
          querystring: z.object({ download: z.enum(['0', '1']).default('0') }),
        },
      },
      async (request, reply) => {
        const { id, runId } = request.params;
        const { run, result } = await loadRun(db, viewerOf(request), id, runId);
        if (!result) {
          throw new AppError(
            'RUN_NOT_FINISHED',
            `Run ${run.number} has no output: it is ${run.status}.`,
          );
        }
        const stream = await blobs.open(result.outputSha256).catch(() => {
          throw new AppError(
            'NOT_FOUND',
            `The output of run ${run.number} is missing from storage.`,
          );
        });
        reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('content-length', String(result.outputSize))
          .header('cache-control', 'private, no-store');
        if (request.query.download === '1') {
          reply.header(
            'content-disposition',
            attachmentDisposition(`ticket-${id}-run-${run.number}.conf`),
          );
        }
        return reply.send(stream);
      },
    );

    app.post(
      '/api/care/:id/runs/:runId/release',
      {
        schema: {
          tags: ['conversions'],
          summary: 'Show a finished run to the customer (engineers)',
          params: ZRunParams,
          response: { 200: ZRunDetailResponse, ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await actions.release(viewer, request.params.id, request.params.runId);
        return {
          data: await runDetail(db, blobs, viewer, request.params.id, request.params.runId),
        };
      },
    );

    app.post(
      '/api/care/:id/runs/:runId/deliver',
      {
        schema: {
          tags: ['conversions'],
          summary: 'Deliver a run: its output and report become deliverables; ticket Delivered',
          params: ZRunParams,
          response: { 200: ZRunDetailResponse, ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await actions.deliver(viewer, request.params.id, request.params.runId);
        return {
          data: await runDetail(db, blobs, viewer, request.params.id, request.params.runId),
        };
      },
    );

    app.get(
      '/api/care/:id/mapping',
      {
        schema: {
          tags: ['conversions'],
          summary: 'Interface mapping: source interfaces, target ports, saved and suggested',
          params: ZTicketParams,
          response: { 200: ZMappingResponse, ...errors },
        },
      },
      async (request) => ({ data: await mappingView(viewerOf(request), request.params.id) }),
    );

    app.put(
      '/api/care/:id/mapping',
      {
        schema: {
          tags: ['conversions'],
          summary: 'Save the interface mapping; the conversion runs again',
          params: ZTicketParams,
          body: ZSaveMappingRequest,
          response: { 200: ZMappingResponse, ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await loadTicket(db, viewer, request.params.id);
        const sources = await latestSourceInterfaces(db, request.params.id);
        if (!sources) {
          throw new AppError(
            'SOURCE_NOT_READ',
            'The configuration has not been read yet: wait for the first run to finish.',
          );
        }
        await actions.saveMapping(viewer, request.params.id, request.body.mapping, sources);
        return { data: await mappingView(viewer, request.params.id) };
      },
    );

    app.get(
      '/api/care/:id/checklist',
      {
        schema: {
          tags: ['conversions'],
          summary: 'What the latest run converted partly or not at all, to tick off (engineers)',
          params: ZTicketParams,
          response: { 200: ZChecklistResponse, ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        engineerView(viewer);
        await loadTicket(db, viewer, request.params.id);
        return { data: await checklistOf(db, blobs, request.params.id) };
      },
    );

    app.put(
      '/api/care/:id/checklist',
      {
        // 10,000 keys of up to 500 characters do not fit the app's 1 MB.
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          tags: ['conversions'],
          summary: 'Tick many checklist items off (one note) or on again, all or none (engineers)',
          params: ZTicketParams,
          body: ZTickChecklistManyRequest,
          response: { 200: ZChecklistResponse, ...errors },
        },
      },
      async (request) => {
        const { keys, done, note } = request.body;
        await actions.tick(viewerOf(request), request.params.id, keys, done, note);
        return { data: await checklistOf(db, blobs, request.params.id) };
      },
    );

    app.put(
      '/api/care/:id/checklist/:key',
      {
        schema: {
          tags: ['conversions'],
          summary: 'Tick a checklist item off (with a note) or on again (engineers)',
          params: ZTickParams,
          body: ZTickChecklistRequest,
          response: { 200: ZChecklistResponse, ...errors },
        },
      },
      async (request) => {
        const { done, note } = request.body;
        await actions.tick(viewerOf(request), request.params.id, [request.params.key], done, note);
        return { data: await checklistOf(db, blobs, request.params.id) };
      },
    );
  };
}
