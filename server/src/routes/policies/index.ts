import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOT_FOUND, errorResponseSchema, idSchema, policyInputSchema, policyListSchema, policySchema } from '@gsg/shared';
import { notFound } from '../../http-errors.ts';
import { assertRulesUsable } from './rules.ts';

const idParams = z.object({ id: idSchema });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  // Evaluation caches the policy set; a saved change must reach it before the client hears it is saved.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.services.policySet.invalidate();
    return payload;
  });

  app.get(
    '/',
    { schema: { tags: ['policies'], summary: 'All guardrail policies', response: { 200: policyListSchema, ...errors } } },
    async () => ({ items: await app.store.policies.list() }),
  );

  app.post(
    '/',
    { schema: { tags: ['policies'], summary: 'Create a policy', body: policyInputSchema, response: { 201: policySchema, ...errors } } },
    async (request, reply) => {
      assertRulesUsable(request.body);
      const policy = await app.store.policies.create(request.body, new Date());
      app.live.publish('policy.changed', { change: 'created', id: policy.id, policy });
      return reply.code(201).send(policy);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['policies'],
        summary: 'Replace a policy',
        params: idParams,
        body: policyInputSchema,
        response: { 200: policySchema, ...errors },
      },
    },
    async (request) => {
      assertRulesUsable(request.body);
      const updated = await app.store.policies.update(request.params.id, request.body, new Date());
      if (!updated) throw notFound(NOT_FOUND.policy);
      app.live.publish('policy.changed', { change: 'updated', id: updated.id, policy: updated });
      return updated;
    },
  );

  app.delete(
    '/:id',
    { schema: { tags: ['policies'], summary: 'Delete a policy', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await app.store.policies.delete(request.params.id))) throw notFound(NOT_FOUND.policy);
      app.live.publish('policy.changed', { change: 'deleted', id: request.params.id, policy: null });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
