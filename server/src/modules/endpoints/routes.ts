import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENDPOINTS_API,
  ENDPOINT_EXPORT_COLUMNS,
  NOT_FOUND,
  endpointQuerySchema,
  errorResponseSchema,
  idSchema,
} from '@gsg/shared';
import { csvResponseSchema, fileDate, sendCsv } from '../../csv.ts';
import { notFound } from '../../http-errors.ts';
import { actorOf } from '../../plugins/auth.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/endpoints';

const idParams = z.object({ id: idSchema });
const exportQuerySchema = endpointQuerySchema.omit({ page: true, pageSize: true });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    urlIn(AREA, ENDPOINTS_API.list),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['endpoints'],
        summary: 'Endpoints, filtered and sorted, with the card counts over all endpoints',
        querystring: endpointQuerySchema,
        response: { 200: ENDPOINTS_API.list.response, ...errors },
      },
    },
    async (request) => app.services.endpoints.list(request.query, new Date()),
  );

  app.get(
    '/export',
    {
      config: { permission: 'console.read', rateLimit: RATE_LIMITS.export },
      schema: {
        tags: ['endpoints'],
        summary: 'The filtered, sorted endpoints as a CSV download',
        querystring: exportQuerySchema,
        response: { 200: csvResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { sort, order, ...filter } = request.query;
      const now = new Date();
      const rows = await app.services.endpoints.stream(filter, { sort, order }, now);
      return sendCsv(reply, `endpoints-${fileDate(now)}.csv`, ENDPOINT_EXPORT_COLUMNS, rows, (e) => [
        e.hostname,
        e.ipAddress,
        e.os,
        e.clientVersion,
        e.lastSeen,
        e.status,
        e.user,
      ]);
    },
  );

  app.post(
    urlIn(AREA, ENDPOINTS_API.updateClients),
    {
      config: { permission: 'endpoints.update' },
      schema: {
        tags: ['endpoints'],
        summary: 'Update the client on the selected endpoints that are not on the current version',
        body: ENDPOINTS_API.updateClients.body,
        response: { 200: ENDPOINTS_API.updateClients.response, ...errors },
      },
    },
    async (request) => app.services.endpoints.updateClients(request.body.ids, actorOf(request)),
  );

  app.post(
    urlIn(AREA, ENDPOINTS_API.removeMany),
    {
      config: { permission: 'endpoints.remove' },
      schema: {
        tags: ['endpoints'],
        summary: 'Remove the selected endpoints',
        body: ENDPOINTS_API.removeMany.body,
        response: { 200: ENDPOINTS_API.removeMany.response, ...errors },
      },
    },
    async (request) => ({ removed: await app.services.endpoints.removeMany(request.body.ids, actorOf(request)) }),
  );

  app.get(
    urlIn(AREA, ENDPOINTS_API.get),
    { config: { permission: 'console.read' }, schema: { tags: ['endpoints'], summary: 'One endpoint', params: idParams, response: { 200: ENDPOINTS_API.get.response, ...errors } } },
    async (request) => {
      const endpoint = await app.services.endpoints.get(request.params.id);
      if (!endpoint) throw notFound(NOT_FOUND.endpoint);
      return endpoint;
    },
  );

  app.post(
    urlIn(AREA, ENDPOINTS_API.updateClient),
    {
      config: { permission: 'endpoints.update' },
      schema: {
        tags: ['endpoints'],
        summary: "Update one endpoint's client to the current version",
        params: idParams,
        response: { 200: ENDPOINTS_API.updateClient.response, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => app.services.endpoints.updateClient(request.params.id, actorOf(request)),
  );

  app.delete(
    urlIn(AREA, ENDPOINTS_API.remove),
    { config: { permission: 'endpoints.remove' }, schema: { tags: ['endpoints'], summary: 'Remove one endpoint', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await app.services.endpoints.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};

export default routes;
