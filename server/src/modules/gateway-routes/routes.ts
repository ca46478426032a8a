import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  gatewayResolutionSchema,
  gatewayResolveQuerySchema,
  gatewayRouteCreateSchema,
  gatewayRouteListSchema,
  gatewayRouteOrderSchema,
  gatewayRouteSchema,
  gatewayRouteTestResultSchema,
  gatewayRouteUpdateSchema,
  idSchema,
} from '@gsg/shared';
import { actorOf } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const params = z.object({ id: idSchema });
const tags = ['gateway'];

/** The gateway's model routes: which upstream, with which key, takes each model's requests. */
export const gatewayRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = app.gatewayRouting;

  app.get(
    '/routes',
    {
      config: { permission: 'console.read' },
      schema: { tags, summary: 'Model routes in the order they are tried (keys never shown), the base URL for clients and the default upstream', response: { 200: gatewayRouteListSchema, ...errors } },
    },
    async () => routes.list(),
  );

  app.get(
    '/resolve',
    {
      config: { permission: 'console.read' },
      schema: { tags, summary: 'Where a request for a model would go', querystring: gatewayResolveQuerySchema, response: { 200: gatewayResolutionSchema, ...errors } },
    },
    async (request) => routes.resolve(request.query.model),
  );

  app.post(
    '/routes',
    { config: { permission: 'gateway.manage' }, schema: { tags, summary: 'Add a model route, tried after the others', body: gatewayRouteCreateSchema, response: { 201: gatewayRouteSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await routes.create(request.body, actorOf(request))),
  );

  app.put(
    '/routes/order',
    {
      config: { permission: 'gateway.manage' },
      schema: { tags, summary: 'Set the order routes are tried in (every route once)', body: gatewayRouteOrderSchema, response: { 200: z.object({ items: z.array(gatewayRouteSchema) }), ...errors } },
    },
    async (request) => ({ items: await routes.reorder(request.body.ids, actorOf(request)) }),
  );

  app.patch(
    '/routes/:id',
    {
      config: { permission: 'gateway.manage' },
      schema: { tags, summary: 'Change a model route; a key left out is kept, null removes it', params, body: gatewayRouteUpdateSchema, response: { 200: gatewayRouteSchema, ...errors } },
    },
    async (request) => routes.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/routes/:id',
    { config: { permission: 'gateway.manage' }, schema: { tags, summary: 'Remove a model route', params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await routes.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/routes/:id/test',
    {
      config: { permission: 'gateway.manage', rateLimit: RATE_LIMITS.testConnection },
      schema: { tags, summary: "Ask the route's upstream for its models with the route's key", params, response: { 200: gatewayRouteTestResultSchema, ...errors } },
    },
    async (request) => routes.test(request.params.id),
  );
};
