import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGS_API,
  LOG_EXPORT_COLUMNS,
  NOT_FOUND,
  errorResponseSchema,
  idSchema,
  logFilterSchema,
  logQuerySchema,
} from '@gsg/shared';
import { csvResponseSchema, fileDate, sendCsv } from '../../csv.ts';
import { notFound } from '../../http-errors.ts';
import { actorOf } from '../../plugins/auth.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/logs';

const idParams = z.object({ id: idSchema });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  const { logs } = app.services;

  app.get(
    urlIn(AREA, LOGS_API.list),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['logs'],
        summary: 'Conversation logs, newest first, one keyset page at a time',
        querystring: logQuerySchema,
        response: { 200: LOGS_API.list.response, ...errors },
      },
    },
    async (request) => logs.list(request.query),
  );

  app.get(
    urlIn(AREA, LOGS_API.summary),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['logs'],
        summary: 'How many logs match the filters, per status',
        querystring: logFilterSchema,
        response: { 200: LOGS_API.summary.response, ...errors },
      },
    },
    async (request) => logs.summary(request.query),
  );

  app.get(
    '/export',
    {
      config: { permission: 'console.read', rateLimit: RATE_LIMITS.export },
      schema: {
        tags: ['logs'],
        summary: 'The filtered logs as a CSV download, redacted text only',
        querystring: logFilterSchema,
        response: { 200: csvResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rows = logs.stream(request.query);
      return sendCsv(reply, `genai-logs-${fileDate(new Date())}.csv`, LOG_EXPORT_COLUMNS, rows, (log) => [
        log.timestamp,
        log.user,
        log.hostname,
        log.ipAddress,
        log.inputRedacted,
        log.outputRedacted,
        log.status,
        log.policyTriggered,
        log.aiModel,
      ]);
    },
  );

  app.post(
    urlIn(AREA, LOGS_API.reveal),
    {
      config: { permission: 'logs.reveal', rateLimit: RATE_LIMITS.reveal },
      schema: {
        tags: ['logs'],
        summary: 'The original input or output of one log; every reveal is audited',
        params: idParams,
        body: LOGS_API.reveal.body,
        response: { 200: LOGS_API.reveal.response, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const revealed = await logs.reveal(request.params.id, request.body.which, request.body.reason, actorOf(request));
      if (!revealed) throw notFound(NOT_FOUND.log);
      return revealed;
    },
  );
};

export default routes;
