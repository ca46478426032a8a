import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@gsg/shared';
import { HttpError } from '../http-errors.ts';
import { InvalidQueryError } from '../store/invalid-query.ts';
import { STORAGE_FULL, isStorageFull } from '../store/storage-faults.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  507: 'Insufficient Storage',
};

const body = (statusCode: number, message: string, fields?: ErrorResponse['fields']): ErrorResponse => ({
  statusCode,
  error: STATUS_TEXT[statusCode] ?? 'Error',
  message,
  ...(fields ? { fields } : {}),
});

/**
 * One error shape for every route. Messages never echo request bodies: a rejected prompt must not come
 * back in an error or land in the server log.
 */
export default fp(async (app) => {
  app.setErrorHandler<FastifyError>((err, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((issue) => ({
        path: [err.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      const summary = fields.map((f) => `${f.path}: ${f.message}`).join('; ');
      return reply.code(400).send(body(400, `Invalid request: ${summary}`, fields));
    }
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send(body(err.statusCode, err.message, err.fields));
    }
    if (err instanceof InvalidQueryError) return reply.code(400).send(body(400, err.message));
    if (isResponseSerializationError(err)) {
      request.log.error({ err: { message: err.message, method: err.method, url: err.url } }, 'response failed its schema');
      return reply.code(500).send(body(500, 'Internal Server Error'));
    }
    if (isStorageFull(err)) {
      // The write was one transaction, undone as a whole: the client may send it all again later.
      request.log.error({ err: { message: err.message, code: err.code } }, 'storage full: the write was refused');
      return reply.code(507).send(body(507, STORAGE_FULL));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: { message: err.message, stack: err.stack } }, 'request failed');
      return reply.code(500).send(body(500, 'Internal Server Error'));
    }
    // Fastify's own client errors (body too large, bad JSON, wrong content type): their messages
    // describe the request's form, never its content.
    return reply.code(status).send(body(status, err.message));
  });
});

export const UNROUTABLE = 'The request path is not a valid URL';

/**
 * Fastify's `frameworkErrors`: requests refused before routing (a path that does not decode, a parameter
 * too long), in the same error shape as every other refusal. No hook runs for them, so an upgrade refused
 * here would keep its socket open for good (Node hands upgraded sockets over and never ends them): it is
 * closed once the answer is out.
 */
export function answerUnroutable(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (request.headers.upgrade) {
    reply.header('connection', 'close');
    reply.raw.once('finish', () => reply.raw.socket?.destroy());
  }
  const status = err.statusCode === 414 ? 414 : 400;
  void reply.code(status).send(body(status, status === 414 ? 'The request path is too long' : UNROUTABLE));
}
