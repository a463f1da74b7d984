import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateExchangeRequest,
  ZCreateExchangeResponse,
  ZErrorResponse,
  ZExchangeDataResponse,
  ZExchangeQuery,
  ZPermissionResponse,
  ZPortalTopBarResponse,
  ZPremiumResponse,
} from '@fwmig/contract';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import { declareAccess } from '../../http/access-policy.js';
import { contextOf } from '../identity/auth-hook.js';
import {
  accountOf,
  createExchange,
  isPremium,
  permission,
  readExchange,
  topBar,
} from './portal.service.js';

/** The default AccountCreation_URL (ACCOUNT_CREATION_URL in config/env.ts). */
export const ACCOUNT_CREATION_DEFAULT_PATH = '/idp/register';
/** The web app's registration page (apps/web routes.tsx). */
export const REGISTRATION_PAGE_PATH = '/register';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** The provider-platform calls of the top bar, permission, premium and exchange data. */
export function portalRoutes(database: Database, config: AppConfig): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    // spec §9: AccountCreation_URL's default target. The built-in IdP serves its registration
    // form there (issue 20 item 3); with an external IdP it leads to the web app's page saying
    // accounts are by invitation.
    if (config.samlIdpMetadata !== undefined)
      app.get(
        ACCOUNT_CREATION_DEFAULT_PATH,
        {
          config: { access: 'public' },
          schema: { tags: ['portal'], summary: 'Account creation: the registration page' },
        },
        (_request, reply) => reply.redirect(REGISTRATION_PAGE_PATH, 302),
      );

    // Public: the signed-out top bar needs AccountCreation_URL.
    app.get(
      '/client/v1/portalTopBar',
      {
        config: { access: 'public' },
        schema: {
          tags: ['portal'],
          summary: 'Top-bar menus and configurations',
          response: { 200: ZPortalTopBarResponse },
        },
      },
      async () => ({ data: await topBar(db, config.publicUrl) }),
    );

    await app.register(async (plugin) => {
      const authed = plugin.withTypeProvider<ZodTypeProvider>();
      // The sign-in flow decides the error pages from these; the rest below say 'portal'.
      declareAccess(authed, 'session');
      authed.get(
        '/client/v1/permission',
        {
          schema: {
            tags: ['portal'],
            summary: 'What the top bar may show and open (user_id, node_id headers)',
            response: { 200: ZPermissionResponse, ...errors },
          },
        },
        async (request) => ({ data: await permission(db, contextOf(request), config.publicUrl) }),
      );
      authed.get(
        '/client/v1/app/license/premium',
        {
          config: { access: 'portal' },
          schema: {
            tags: ['portal'],
            summary: 'Whether the account (user_id header) has a premium licence',
            response: { 200: ZPremiumResponse, ...errors },
          },
        },
        async (request) => {
          const account = accountOf(contextOf(request));
          return {
            data: { premium: account ? await isPremium(db, account.accountId) : false },
          };
        },
      );
      authed.get(
        '/client/v1/dataExchange',
        {
          schema: {
            tags: ['portal'],
            summary: 'Exchange data by id',
            querystring: ZExchangeQuery,
            response: { 200: ZExchangeDataResponse, ...errors },
          },
        },
        async (request) => ({
          data: await readExchange(db, contextOf(request), request.query.exchangeId),
        }),
      );
      authed.post(
        '/client/v1/dataExchange',
        {
          config: { access: 'portal' },
          schema: {
            tags: ['portal'],
            summary:
              'Create exchange data (what another provider app does before sending the user here)',
            body: ZCreateExchangeRequest,
            response: { 200: ZCreateExchangeResponse, ...errors },
          },
        },
        async (request) => ({
          data: {
            exchangeId: await createExchange(
              db,
              contextOf(request),
              request.body,
              config.publicUrl,
            ),
          },
        }),
      );
    });
  };
}
