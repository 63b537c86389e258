import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, fail, MESSAGES } from '../http/answer.js';

// Every error leaves as the one answer shape; no stack trace or internal path reaches a caller.

interface ValidationIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Name the offending field of a schema validation error, e.g. "querystring.custId". */
function fieldOf(error: FastifyError): string {
  const first = (error.validation?.[0] ?? {}) as ValidationIssue;
  const fromPath = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = first.params?.['missingProperty'];
  const extra = first.params?.['additionalProperty'];
  const name = [fromPath, typeof missing === 'string' ? missing : typeof extra === 'string' ? extra : '']
    .filter(Boolean)
    .join('.');
  return name || (error.validationContext ?? 'body');
}

export function renderError(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.code(error.statusCode).send(fail(error.code, error.message));
  }
  const fe = error as FastifyError;
  if (fe.validation) {
    const field = fieldOf(fe);
    const ctx = fe.validationContext ? `${fe.validationContext}.` : '';
    const full = field.startsWith(ctx) ? field : `${ctx}${field}`;
    return reply.code(400).send(fail('BAD_REQUEST', `${MESSAGES.badRequest}：${full}`));
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return reply.code(413).send(fail('BODY_TOO_LARGE', MESSAGES.bodyTooLarge));
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.code(400).send(fail('BAD_JSON', MESSAGES.badJson));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply.code(415).send(fail('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType));
  }
  if (error instanceof SyntaxError) {
    return reply.code(400).send(fail('BAD_JSON', MESSAGES.badJson));
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(fail('BAD_REQUEST', MESSAGES.badRequest));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(fail('INTERNAL', MESSAGES.systemError));
}

export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => renderError(error, request, reply));
});
