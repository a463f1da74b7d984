import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZErrorResponse,
  ZGrantLicencesRequest,
  ZOrderStatus,
  ZPurchaseUrlResponse,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { contextOf } from '../identity/auth-hook.js';
import { grantLicences, orderStatus } from './licences.service.js';
import { viewerOf } from './ticket-viewer.js';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/**
 * spec §7 GET /api/summary/getOrderStatus and GET /api/purchase/url, and the admin API that
 * grants purchased licences to an account.
 */
export function licenceRoutes(database: Database, purchaseUrl: string): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/api/summary/getOrderStatus',
      {
        config: { access: 'portal' },
        schema: {
          tags: ['tickets'],
          summary: 'Licences bought, used and available, and tickets by status',
          response: { 200: z.object({ data: ZOrderStatus }), ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return {
          data: await orderStatus(db, viewer.kind === 'customer' ? viewer.accountId : undefined),
        };
      },
    );

    app.get(
      '/api/purchase/url',
      {
        config: { access: 'portal' },
        schema: {
          tags: ['tickets'],
          summary: 'Where conversion licences are bought',
          response: { 200: ZPurchaseUrlResponse, ...errors },
        },
      },
      () => ({ data: { url: purchaseUrl } }),
    );

    app.post(
      '/api/admin/licence/grant',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags: ['tickets'],
          summary: 'Grant purchased conversion licences to an account (read-write administrators)',
          body: ZGrantLicencesRequest,
          response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }), ...errors },
        },
      },
      async (request) => {
        const { accountUserId, quantity, deviceSn } = request.body;
        await grantLicences(db, accountUserId, quantity, deviceSn);
        await recordAudit(db, {
          actor: contextOf(request).login.email,
          action: 'licence.grant',
          ...auditOrigin(request),
          target: request.body.accountUserId,
          detail: { quantity, ...(deviceSn ? { device: deviceSn } : {}) },
        });
        return { data: { ok: true as const } };
      },
    );
  };
}
