import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTEGRATIONS_API, errorResponseSchema, idSchema } from '@gsg/shared';
import { actorOf } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/integrations';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const params = z.object({ id: idSchema });

/** Where alerts are sent: made, changed, tested and removed here; delivered from the outbox. */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const integrations = app.integrations;

  app.get(
    urlIn(AREA, INTEGRATIONS_API.list),
    { config: { permission: 'console.read' }, schema: { tags: ['integrations'], summary: 'Integrations, without their secrets, each with its delivery log', response: { 200: INTEGRATIONS_API.list.response, ...errors } } },
    async () => ({ items: await integrations.list() }),
  );

  app.post(
    urlIn(AREA, INTEGRATIONS_API.add),
    { config: { permission: 'integrations.manage' }, schema: { tags: ['integrations'], summary: 'Add an integration', body: INTEGRATIONS_API.add.body, response: { 201: INTEGRATIONS_API.add.response, ...errors } } },
    async (request, reply) => reply.code(201).send(await integrations.create(request.body, actorOf(request))),
  );

  app.patch(
    urlIn(AREA, INTEGRATIONS_API.update),
    {
      config: { permission: 'integrations.manage' },
      schema: {
        tags: ['integrations'],
        summary: 'Change an integration; a secret left out is kept',
        params,
        body: INTEGRATIONS_API.update.body,
        response: { 200: INTEGRATIONS_API.update.response, ...errors },
      },
    },
    async (request) => integrations.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    urlIn(AREA, INTEGRATIONS_API.remove),
    { config: { permission: 'integrations.manage' }, schema: { tags: ['integrations'], summary: 'Remove an integration; what waited for it is not sent', params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await integrations.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    urlIn(AREA, INTEGRATIONS_API.test),
    {
      config: { permission: 'integrations.manage', rateLimit: RATE_LIMITS.testConnection },
      schema: { tags: ['integrations'], summary: 'Send a test message now', params, response: { 200: INTEGRATIONS_API.test.response, ...errors } },
    },
    async (request) => integrations.test(request.params.id),
  );
};
