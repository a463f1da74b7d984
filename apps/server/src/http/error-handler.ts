import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type TErrorCode, type TErrorResponse } from '@fwmig/contract';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError } from '../errors/app-error.js';

/** Seconds a client is asked to wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

// Fastify's own errors carry a status; each maps to one stable code.
const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'NOT_READY',
};

const USER_MESSAGE_BY_CODE: Partial<Record<TErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'The request body is too large. Send a smaller file or split it.',
  UNSUPPORTED_MEDIA_TYPE: 'The request body has a content type this endpoint does not accept.',
};

function send(reply: FastifyReply, code: TErrorCode, message: string): FastifyReply {
  const body: TErrorResponse = { code, message };
  // Unavailable for now, not broken: clients and load balancers come back later.
  if (ERROR_STATUS[code] === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(body);
}

function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []).map((issue) => {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const part = error.validationContext ?? 'request';
    return `${part}${where ? `.${where}` : ''}: ${issue.message ?? 'is invalid'}`;
  });
  return `The request is not valid: ${issues.join('; ') || error.message}. Fix it and send again.`;
}

/** One error format, { code, message }, for every failure of every route. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500)
        request.log.error({ err: error, internal: error.internal }, error.message);
      else request.log.info({ code: error.code, internal: error.internal }, error.message);
      return send(reply, error.code, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(
        reply,
        'SERVICE_UNAVAILABLE',
        `The server cannot reach its database right now. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
      );
    }
    if (isUniqueViolation(error)) {
      request.log.info({ err: error }, 'unique index refused a concurrent write');
      return send(
        reply,
        'CONFLICT',
        'The data changed meanwhile (another change of the same thing came first). Reload and try again.',
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 'VALIDATION_FAILED', describeValidation(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return sendInternal(request, reply);
    }
    const status = error.statusCode ?? 500;
    const code = CODE_BY_STATUS[status];
    if (status < 500 && code) {
      request.log.info({ err: error }, 'request refused');
      return send(
        reply,
        code,
        USER_MESSAGE_BY_CODE[code] ?? `${error.message}.`.replace(/\.\.$/, '.'),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendInternal(request, reply);
  });
}

function sendInternal(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(
    reply,
    'INTERNAL',
    `Something went wrong on our side. Try again; if it keeps failing, report request id ${request.id}.`,
  );
}

/** The API's answer to a route that does not exist. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return send(
    reply,
    'NOT_FOUND',
    `There is no ${request.method} ${path}. The API is described at /api/docs.`,
  );
}
