import type { FastifyRequest } from 'fastify';
import { ZErrorResponse } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { contextOf } from '../identity/auth-hook.js';

/** The error answers every directory route may give. */
export const DIRECTORY_ERRORS = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/**
 * Records a directory change (issue 20 item 1): who (the token's login), what (the action and
 * the fields as they are now), about what (the target), when (the log's own time) and from where.
 */
export async function auditChange(
  db: AppDb,
  request: FastifyRequest,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(db, {
    actor: contextOf(request).login.email,
    action,
    target,
    detail,
    ...auditOrigin(request),
  });
}

/** The fields of a change request that were sent (undefined ones left out), for the audit. */
export const sentFields = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

/** What the sent fields were before the change, for the audit's `before`. */
export function previousValues(
  before: object,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(sent).map((key) => [key, (before as Record<string, unknown>)[key]]),
  );
}
