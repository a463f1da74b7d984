import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDirectoryDevicePage,
  ZDirectoryDevice,
  ZDirectoryDeviceQuery,
  ZDirectoryLicencePage,
  ZDirectoryLicenceQuery,
  ZDirectoryOk,
  ZUpdateDeviceRequest,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { DIRECTORY_ERRORS, auditChange, sentFields } from './directory-kit.js';
import {
  directoryDevicePage,
  directoryLicencePage,
  revokeLicence,
  updateDevice,
} from './inventory.service.js';

const tags = ['admin directory'];

/**
 * issue 20 item 1: every account's target devices and licences. Registering a device and
 * granting licences stay the documented admin calls (POST /api/admin/device/register and
 * /api/admin/licence/grant), which the screens use.
 */
export function directoryInventoryRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/api/admin/devices',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: "Every account's target devices by serial, searched and paged (administrators)",
          querystring: ZDirectoryDeviceQuery,
          response: { 200: ZDirectoryDevicePage, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => directoryDevicePage(db, request.query),
    );

    app.patch(
      '/api/admin/devices/:sn',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: "Change a device's entitled, licence and creatable flags (read-write)",
          params: z.object({ sn: z.string().min(1).max(64) }),
          body: ZUpdateDeviceRequest,
          response: { 200: z.object({ data: ZDirectoryDevice }), ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const device = await updateDevice(db, request.params.sn, request.body);
        await auditChange(db, request, 'device.update', device.sn, {
          account: device.accountUserId,
          ...sentFields(request.body),
        });
        return { data: device };
      },
    );

    app.get(
      '/api/admin/licences',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Conversion licences, newest first, searched and paged (administrators)',
          querystring: ZDirectoryLicenceQuery,
          response: { 200: ZDirectoryLicencePage, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => directoryLicencePage(db, request.query),
    );

    app.delete(
      '/api/admin/licences/:id',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Take back a purchased licence no ticket used (read-write administrators)',
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: ZDirectoryOk, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const revoked = await revokeLicence(db, request.params.id);
        await auditChange(db, request, 'licence.revoke', revoked.accountUserId, {
          licence: request.params.id,
          ...(revoked.deviceSn ? { device: revoked.deviceSn } : {}),
        });
        return { data: { ok: true as const } };
      },
    );
  };
}
