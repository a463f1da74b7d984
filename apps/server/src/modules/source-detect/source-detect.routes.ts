import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOURCE_DETECT_MAX_BYTES, ZErrorResponse, ZSourceDetectResponse } from '@fwmig/contract';
import { AppError } from '../../errors/app-error.js';
import { declareAccess } from '../../http/access-policy.js';
import { detectSource } from './source-detect.service.js';

const OCTET_STREAM = 'application/octet-stream';
const TOO_LARGE =
  'Send only the first 256 KiB of the file: the vendor is recognised from its head.';

/**
 * POST /api/source/detect (any user the portal lets in): the first bytes of one configuration file, as
 * application/octet-stream, at most 256 KiB; answers what they look like (format, vendor and the
 * line that gave it away), so the ticket forms can suggest the vendor and warn of a mismatch.
 */
export function sourceDetectRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    declareAccess(app, 'portal');
    app.addContentTypeParser(
      OCTET_STREAM,
      { parseAs: 'buffer', bodyLimit: SOURCE_DETECT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Only this scope: the body limit's own message would tell the user to split the file.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { internal: error.message });
      }
      throw error;
    });

    app.post(
      '/api/source/detect',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Recognise the format and vendor of a configuration file from its first bytes',
          description:
            'The body is the first bytes of one file (application/octet-stream, at most 256 KiB; the ticket forms send 64 KiB).',
          consumes: [OCTET_STREAM],
          response: {
            200: ZSourceDetectResponse,
            400: ZErrorResponse,
            401: ZErrorResponse,
            413: ZErrorResponse,
            415: ZErrorResponse,
          },
        },
      },
      async (request) => {
        const { body } = request;
        if (body === undefined || (Buffer.isBuffer(body) && body.length === 0)) {
          throw new AppError('BAD_REQUEST', 'The body is empty: send the first bytes of the file.');
        }
        if (!Buffer.isBuffer(body)) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            `Send the first bytes of the file as ${OCTET_STREAM}.`,
          );
        }
        return { data: detectSource(body) };
      },
    );
  };
}
