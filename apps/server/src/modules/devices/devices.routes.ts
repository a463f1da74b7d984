import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDeviceFilter,
  ZDevicePageHeaders,
  ZDevicePageResponse,
  ZErrorResponse,
  ZRegisterDeviceRequest,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { pagingHeaders } from '../../http/paging-headers.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { contextOf } from '../identity/auth-hook.js';
import { devicePage, registerDevice } from './devices.service.js';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/**
 * spec §7 POST /api/device/getDevicePage: the target devices of the account the request acts as
 * (its OU account when one is chosen); staff see every account's. And the admin API engineers
 * register customers' devices with.
 */
export function deviceRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.post(
      '/api/device/getDevicePage',
      {
        config: { access: 'portal' },
        schema: {
          tags: ['devices'],
          summary: "The account's target devices; skip, limit, order, sortBy headers; filter body",
          body: ZDeviceFilter.default({}),
          response: { 200: ZDevicePageResponse, ...errors },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        const paging = pagingHeaders(ZDevicePageHeaders, request.headers);
        const accountId = ctx.ouAccount?.accountId ?? ctx.account?.accountId;
        if (!accountId && !ctx.login.staffLevel) {
          throw new AppError(
            'VALIDATION_FAILED',
            'Choose an account first: send the user_id and sub_user_id headers.',
          );
        }
        return {
          data: await devicePage(db, { accountId }, { ...paging, filter: request.body }),
        };
      },
    );

    app.post(
      '/api/admin/device/register',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags: ['devices'],
          summary: "Register a customer's target device (read-write administrators)",
          body: ZRegisterDeviceRequest,
          response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }), ...errors },
        },
      },
      async (request) => {
        await registerDevice(db, request.body);
        await recordAudit(db, {
          actor: contextOf(request).login.email,
          action: 'device.register',
          ...auditOrigin(request),
          target: request.body.sn,
          detail: { account: request.body.accountUserId },
        });
        return { data: { ok: true as const } };
      },
    );
  };
}
