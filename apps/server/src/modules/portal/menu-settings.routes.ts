import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZPortalMenus, ZPortalMenusResponse } from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { contextOf } from '../identity/auth-hook.js';
import { readMenuSettings, saveMenuSettings, type TMenuSettings } from './menu-settings.service.js';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

function present(settings: TMenuSettings) {
  return {
    data: {
      ...settings.menus,
      updatedAt: settings.updatedAt?.toISOString() ?? null,
      updatedBy: settings.updatedBy,
    },
  };
}

/**
 * issue 19 item 2: the SERVICES and SUPPORT menu entries, read and replaced by read-write
 * administrators (GET/PUT /api/admin/portal-menus); every save is audited.
 */
export function menuSettingsRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/api/admin/portal-menus',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags: ['admin'],
          summary: 'The SERVICES and SUPPORT menu entries (read-write administrators)',
          response: { 200: ZPortalMenusResponse, ...errors },
        },
      },
      async () => present(await readMenuSettings(db)),
    );

    app.put(
      '/api/admin/portal-menus',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags: ['admin'],
          summary: 'Replace the SERVICES and SUPPORT menu entries (read-write administrators)',
          body: ZPortalMenus,
          response: { 200: ZPortalMenusResponse, ...errors },
        },
      },
      async (request) => {
        const actor = contextOf(request).login.email;
        const before = await readMenuSettings(db);
        const saved = await saveMenuSettings(db, request.body, actor);
        await recordAudit(db, {
          actor,
          action: 'admin.portal_menus.update',
          ...auditOrigin(request),
          target: 'portal-menus',
          detail: {
            before: {
              services: before.menus.services.length,
              support: before.menus.support.length,
            },
            services: request.body.services,
            support: request.body.support,
          },
        });
        return present(saved);
      },
    );
  };
}
