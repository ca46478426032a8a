import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DETECTIONS_API,
  DETECTION_EXPORT_COLUMNS,
  detectionFilterSchema,
  detectionQuerySchema,
  errorResponseSchema,
} from '@gsg/shared';
import { csvResponseSchema, fileTimestamp, sendCsv } from '../../csv.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/detections';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    urlIn(AREA, DETECTIONS_API.list),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['detections'],
        summary: 'Shadow AI detections, newest first, with distinct users, hosts and tools of the filtered set',
        querystring: detectionQuerySchema,
        response: { 200: DETECTIONS_API.list.response, ...errors },
      },
    },
    async (request) => app.services.detections.list(request.query),
  );

  app.get(
    '/export',
    {
      config: { permission: 'console.read', rateLimit: RATE_LIMITS.export },
      schema: {
        tags: ['detections'],
        summary: 'The filtered detections as a CSV download',
        querystring: detectionFilterSchema,
        response: { 200: csvResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const fileName = `shadow-ai-detections-${fileTimestamp(new Date())}.csv`;
      const rows = app.services.detections.stream(request.query);
      return sendCsv(reply, fileName, DETECTION_EXPORT_COLUMNS, rows, (d) => [d.user, d.hostname, d.ipAddress, d.os, d.aiTool, d.timestamp]);
    },
  );
};

export default routes;
