import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEYS_API, errorResponseSchema, idSchema } from '@gsg/shared';
import { actorOf } from '../../plugins/auth.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/api-keys';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Admins issue and revoke the keys gateways and endpoint agents authenticate with. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    urlIn(AREA, API_KEYS_API.list),
    { config: { permission: 'console.read' }, schema: { tags: ['api-keys'], summary: 'Agent API keys (never the keys themselves)', response: { 200: API_KEYS_API.list.response, ...errors } } },
    async () => ({ items: await app.services.apiKeys.list() }),
  );

  app.post(
    urlIn(AREA, API_KEYS_API.issue),
    {
      config: { permission: 'api-keys.manage' },
      schema: {
        tags: ['api-keys'],
        summary: 'Issue a key for the agent APIs, the gateway or both (the default); the answer is the only time it is shown',
        body: API_KEYS_API.issue.body,
        response: { 201: API_KEYS_API.issue.response, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.services.apiKeys.create(request.body, actorOf(request))),
  );

  app.delete(
    urlIn(AREA, API_KEYS_API.revoke),
    {
      config: { permission: 'api-keys.manage' },
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke a key: agents using it are refused from now on',
        params: z.object({ id: idSchema }),
        response: { 200: API_KEYS_API.revoke.response, ...errors },
      },
    },
    async (request) => {
      return app.services.apiKeys.revoke(request.params.id, actorOf(request));
    },
  );
};

export default routes;
