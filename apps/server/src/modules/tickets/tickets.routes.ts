import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEngineerListResponse,
  ZSslVpnResponse,
  ZSslVpnSettings,
  ZTicketAssignRequest,
  ZTicketDetailResponse,
  ZTicketEdit,
  ZTicketFilter,
  ZTicketPageHeaders,
  ZTicketPageResponse,
  ZTicketTransitionRequest,
} from '@fwmig/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { logins } from '../../db/schema/identity.js';
import { AppError } from '../../errors/app-error.js';
import { pagingHeaders } from '../../http/paging-headers.js';
import { declareAccess } from '../../http/access-policy.js';
import { ticketActions, type TTicketSettings } from './ticket-actions.service.js';
import { ticketDetail } from './ticket-detail.service.js';
import { ticketPage } from './ticket-query.service.js';
import { checkSource, targetOf } from './ticket-rules.js';
import { loadTicket, viewerOf } from './ticket-viewer.js';
import { errors, ZTicketParams } from './ticket-http.js';

/**
 * The ticket calls that carry JSON: spec §7 POST /api/care/customerGetAll, and the detail,
 * edit, status, assignment and SSL VPN settings of one ticket (scoped like every query).
 */
export function ticketRoutes(database: Database, settings: TTicketSettings): FastifyPluginAsyncZod {
  const { db } = database;
  const actions = ticketActions(db, settings);
  const detail = (request: Parameters<typeof viewerOf>[0], id: number) =>
    ticketDetail(db, viewerOf(request), id, settings.revisionWindowDays).then((data) => ({ data }));
  return async (app) => {
    declareAccess(app, 'portal');

    app.post(
      '/api/care/customerGetAll',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Tickets the caller may see; skip, limit, order, sortBy headers; filter body',
          body: ZTicketFilter.default({}),
          response: { 200: ZTicketPageResponse, ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const paging = pagingHeaders(ZTicketPageHeaders, request.headers);
        return { data: await ticketPage(db, viewer, { ...paging, filter: request.body }) };
      },
    );

    app.get(
      '/api/care/:id',
      {
        schema: {
          tags: ['tickets'],
          summary: 'One ticket with its files, history, messages and what the caller may do',
          params: ZTicketParams,
          response: { 200: ZTicketDetailResponse, ...errors },
        },
      },
      (request) => detail(request, request.params.id),
    );

    app.post(
      '/api/care/:id/update',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Edit the request (while submitted or waiting for the customer)',
          params: ZTicketParams,
          body: ZTicketEdit,
          response: { 200: ZTicketDetailResponse, ...errors },
        },
      },
      async (request) => {
        checkSource(request.body);
        const viewer = viewerOf(request);
        const ticket = await loadTicket(db, viewer, request.params.id);
        await targetOf(db, ticket.sn, request.body.firmwareVersion);
        await actions.edit(viewer, request.params.id, request.body);
        return detail(request, request.params.id);
      },
    );

    app.post(
      '/api/care/:id/status',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Move the ticket to another status, if the caller may',
          params: ZTicketParams,
          body: ZTicketTransitionRequest,
          response: { 200: ZTicketDetailResponse, ...errors },
        },
      },
      async (request) => {
        await actions.transition(
          viewerOf(request),
          request.params.id,
          request.body.to,
          request.body.note,
        );
        return detail(request, request.params.id);
      },
    );

    app.post(
      '/api/care/:id/assign',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Assign the ticket to an engineer, or unassign it (engineers)',
          params: ZTicketParams,
          body: ZTicketAssignRequest,
          response: { 200: ZTicketDetailResponse, ...errors },
        },
      },
      async (request) => {
        await actions.assign(viewerOf(request), request.params.id, request.body.assigneeId);
        return detail(request, request.params.id);
      },
    );

    app.get(
      '/api/care/:id/sslvpn',
      {
        schema: {
          tags: ['tickets'],
          summary: 'The SSL VPN settings the converted configuration should carry',
          params: ZTicketParams,
          response: { 200: ZSslVpnResponse, ...errors },
        },
      },
      async (request) => {
        const ticket = await loadTicket(db, viewerOf(request), request.params.id);
        return { data: { ticketId: ticket.id, settings: ticket.sslvpn } };
      },
    );

    app.put(
      '/api/care/:id/sslvpn',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Save the SSL VPN settings (while the ticket is open)',
          params: ZTicketParams,
          body: ZSslVpnSettings,
          response: { 200: ZSslVpnResponse, ...errors },
        },
      },
      async (request) => {
        await actions.saveSslVpn(viewerOf(request), request.params.id, request.body);
        return { data: { ticketId: request.params.id, settings: request.body } };
      },
    );

    app.get(
      '/api/admin/engineers',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Engineers a ticket can be assigned to (administrators)',
          response: { 200: ZEngineerListResponse, ...errors },
        },
      },
      async (request) => {
        if (viewerOf(request).kind !== 'engineer') {
          throw new AppError('FORBIDDEN', 'Only administrators see the engineers.');
        }
        const rows = await db
          .select({ id: logins.id, email: logins.email, name: logins.idpUserName })
          .from(logins)
          .where(and(eq(logins.staffLevel, 'read_write'), eq(logins.blocked, false)))
          .orderBy(asc(logins.email));
        return { data: rows.map((r) => ({ id: r.id, name: r.name ?? r.email })) };
      },
    );
  };
}
