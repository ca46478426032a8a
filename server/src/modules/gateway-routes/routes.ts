import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GATEWAY_API, errorResponseSchema, gatewayResolveQuerySchema, idSchema } from '@gsg/shared';
import { actorOf } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/gateway';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const params = z.object({ id: idSchema });
const tags = ['gateway'];

/** The gateway's model routes: which upstream, with which key, takes each model's requests. */
export const gatewayRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = app.gatewayRouting;

  app.get(
    urlIn(AREA, GATEWAY_API.routes),
    {
      config: { permission: 'console.read' },
      schema: { tags, summary: 'Model routes in the order they are tried (keys never shown), the base URL for clients and the default upstream', response: { 200: GATEWAY_API.routes.response, ...errors } },
    },
    async () => routes.list(),
  );

  app.get(
    urlIn(AREA, GATEWAY_API.resolve),
    {
      config: { permission: 'console.read' },
      schema: { tags, summary: 'Where a request for a model would go', querystring: gatewayResolveQuerySchema, response: { 200: GATEWAY_API.resolve.response, ...errors } },
    },
    async (request) => routes.resolve(request.query.model),
  );

  app.post(
    urlIn(AREA, GATEWAY_API.addRoute),
    { config: { permission: 'gateway.manage' }, schema: { tags, summary: 'Add a model route, tried after the others', body: GATEWAY_API.addRoute.body, response: { 201: GATEWAY_API.addRoute.response, ...errors } } },
    async (request, reply) => reply.code(201).send(await routes.create(request.body, actorOf(request))),
  );

  app.put(
    urlIn(AREA, GATEWAY_API.reorder),
    {
      config: { permission: 'gateway.manage' },
      schema: { tags, summary: 'Set the order routes are tried in (every route once)', body: GATEWAY_API.reorder.body, response: { 200: GATEWAY_API.reorder.response, ...errors } },
    },
    async (request) => ({ items: await routes.reorder(request.body.ids, actorOf(request)) }),
  );

  app.patch(
    urlIn(AREA, GATEWAY_API.updateRoute),
    {
      config: { permission: 'gateway.manage' },
      schema: { tags, summary: 'Change a model route; a key left out is kept, null removes it', params, body: GATEWAY_API.updateRoute.body, response: { 200: GATEWAY_API.updateRoute.response, ...errors } },
    },
    async (request) => routes.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    urlIn(AREA, GATEWAY_API.removeRoute),
    { config: { permission: 'gateway.manage' }, schema: { tags, summary: 'Remove a model route', params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await routes.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    urlIn(AREA, GATEWAY_API.testRoute),
    {
      config: { permission: 'gateway.manage', rateLimit: RATE_LIMITS.testConnection },
      schema: { tags, summary: "Ask the route's upstream for its models with the route's key", params, response: { 200: GATEWAY_API.testRoute.response, ...errors } },
    },
    async (request) => routes.test(request.params.id),
  );
};
