import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddOrgNodeRequest,
  ZCreateOrganisationRequest,
  ZDirectoryOk,
  ZDirectoryOrganisationPage,
  ZDirectoryOrgNode,
  ZDirectoryQuery,
  ZOrganisationDetailResponse,
  ZUpdateOrganisationRequest,
  ZUpdateOrgNodeRequest,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { DIRECTORY_ERRORS, auditChange, sentFields } from './directory-kit.js';
import {
  addOrgNode,
  createOrganisation,
  deleteOrganisation,
  organisationDetail,
  organisationPage,
  removeOrgNode,
  updateOrgNode,
  updateOrganisation,
} from './organisations.service.js';

const tags = ['admin directory'];
const orgParams = z.object({ orgId: z.string().min(1).max(64) });
const nodeParams = orgParams.extend({ nodeId: z.string().min(1).max(64) });
const nodeResponse = z.object({ data: ZDirectoryOrgNode });

/** issue 20 item 1: organisations, their OU trees and member accounts. */
export function directoryOrganisationRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/api/admin/organisations',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Organisations by name, searched and paged (administrators)',
          querystring: ZDirectoryQuery,
          response: { 200: ZDirectoryOrganisationPage, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => organisationPage(db, request.query),
    );

    app.post(
      '/api/admin/organisations',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Create an organisation owned by an account (read-write administrators)',
          body: ZCreateOrganisationRequest,
          response: { 200: ZOrganisationDetailResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const detail = await createOrganisation(db, request.body);
        await auditChange(db, request, 'admin.organisation.create', detail.organisation.orgId, {
          ...sentFields(request.body),
        });
        return { data: detail };
      },
    );

    app.get(
      '/api/admin/organisations/:orgId',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'An organisation with its whole OU tree (administrators)',
          params: orgParams,
          response: { 200: ZOrganisationDetailResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => ({ data: await organisationDetail(db, request.params.orgId) }),
    );

    app.patch(
      '/api/admin/organisations/:orgId',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Rename an organisation or change its description (read-write)',
          params: orgParams,
          body: ZUpdateOrganisationRequest,
          response: { 200: ZOrganisationDetailResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const detail = await updateOrganisation(db, request.params.orgId, request.body);
        await auditChange(
          db,
          request,
          'admin.organisation.update',
          request.params.orgId,
          sentFields(request.body),
        );
        return { data: detail };
      },
    );

    app.delete(
      '/api/admin/organisations/:orgId',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Delete an organisation and its tree; the accounts stay (read-write)',
          params: orgParams,
          response: { 200: ZDirectoryOk, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const { organisation } = await organisationDetail(db, request.params.orgId);
        await deleteOrganisation(db, request.params.orgId);
        await auditChange(db, request, 'admin.organisation.delete', organisation.orgId, {
          name: organisation.name,
          owner: organisation.ownerUserId,
        });
        return { data: { ok: true as const } };
      },
    );

    app.post(
      '/api/admin/organisations/:orgId/nodes',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Add an OU or place a member account in the tree (read-write administrators)',
          params: orgParams,
          body: ZAddOrgNodeRequest,
          response: { 200: nodeResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const node = await addOrgNode(db, request.params.orgId, request.body);
        await auditChange(db, request, 'admin.org_node.add', request.params.orgId, {
          nodeId: node.nodeId,
          ...sentFields(request.body),
        });
        return { data: node };
      },
    );

    app.patch(
      '/api/admin/organisations/:orgId/nodes/:nodeId',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Rename or move a node with what is under it (read-write administrators)',
          params: nodeParams,
          body: ZUpdateOrgNodeRequest,
          response: { 200: nodeResponse, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const { orgId, nodeId } = request.params;
        const node = await updateOrgNode(db, orgId, nodeId, request.body);
        await auditChange(db, request, 'admin.org_node.update', orgId, {
          nodeId,
          ...sentFields(request.body),
        });
        return { data: node };
      },
    );

    app.delete(
      '/api/admin/organisations/:orgId/nodes/:nodeId',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags,
          summary: 'Remove a node and everything under it (read-write administrators)',
          params: nodeParams,
          response: { 200: ZDirectoryOk, ...DIRECTORY_ERRORS },
        },
      },
      async (request) => {
        const { orgId, nodeId } = request.params;
        const removed = await removeOrgNode(db, orgId, nodeId);
        await auditChange(db, request, 'admin.org_node.remove', orgId, { nodeId, removed });
        return { data: { ok: true as const } };
      },
    );
  };
}
