import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOT_FOUND, errorResponseSchema, idSchema, policyInputSchema, policyListSchema, policySchema, type PolicyInput } from '@gsg/shared';
import { badRequest, notFound } from '../../http-errors.ts';

const idParams = z.object({ id: idSchema });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** A regex rule must compile before it is stored; an unusable pattern is the user's to fix now. */
function assertRulesUsable(input: PolicyInput): void {
  if (input.rules.type !== 'regex') return;
  try {
    new RegExp(input.rules.pattern, 'u');
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/^Invalid regular expression: /, '') : 'does not compile';
    throw badRequest(`Invalid regular expression: ${reason}`, [{ path: 'body.rules.pattern', message: reason }]);
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
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
      return reply.code(201).send(await app.store.policies.create(request.body, new Date()));
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
      return updated;
    },
  );

  app.delete(
    '/:id',
    { schema: { tags: ['policies'], summary: 'Delete a policy', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await app.store.policies.delete(request.params.id))) throw notFound(NOT_FOUND.policy);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
