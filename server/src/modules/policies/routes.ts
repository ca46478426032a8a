import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POLICIES_API, errorResponseSchema, idSchema } from '@gsg/shared';
import { actorOf } from '../../plugins/auth.ts';
import { assertRulesUsable } from './rules.ts';
import { notFound } from '../../http-errors.ts';
import { WHAT_IF_NOT_FOUND } from './what-if.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/policies';

const idParams = z.object({ id: idSchema });
const exceptionParams = z.object({ id: idSchema, exceptionId: idSchema });
const whatIfParams = z.object({ jobId: z.uuid() });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    urlIn(AREA, POLICIES_API.list),
    { config: { permission: 'console.read' }, schema: { tags: ['policies'], summary: 'All guardrail policies', response: { 200: POLICIES_API.list.response, ...errors } } },
    async () => ({ items: await app.services.policies.list() }),
  );

  app.get(
    urlIn(AREA, POLICIES_API.precision),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['policies'],
        summary: "Each policy's judged alerts: true and false positives (precision is true over both) and benign ones, which count as neither",
        response: { 200: POLICIES_API.precision.response, ...errors },
      },
    },
    async () => ({ items: await app.services.alerts.dispositionsByPolicy() }),
  );

  app.post(
    urlIn(AREA, POLICIES_API.create),
    { config: { permission: 'policies.manage' }, schema: { tags: ['policies'], summary: 'Create a policy', body: POLICIES_API.create.body, response: { 201: POLICIES_API.create.response, ...errors } } },
    async (request, reply) => {
      assertRulesUsable(request.body);
      return reply.code(201).send(await app.services.policies.create(request.body, actorOf(request)));
    },
  );

  app.post(
    urlIn(AREA, POLICIES_API.startWhatIf),
    {
      config: { permission: 'policies.manage' },
      schema: {
        tags: ['policies'],
        summary: 'Try a policy on the last days of stored conversations, in the background',
        description:
          'policy: a draft, as the create and update routes take it (saved or not); policyId: a saved policy, whose exceptions apply ' +
          '(with policy too: an edit of it). days: 1 to 90 (7). The originals are judged in the server only; the result holds counts ' +
          'by day and by user and up to 20 samples in redacted form. One run per account at a time (409), a few in all (429).',
        body: POLICIES_API.startWhatIf.body,
        response: { 202: POLICIES_API.startWhatIf.response, 409: errorResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.body.policy) assertRulesUsable(request.body.policy, 'body.policy');
      return reply.code(202).send(await app.services.whatIf.start(request.body, actorOf(request)));
    },
  );

  app.get(
    urlIn(AREA, POLICIES_API.whatIf),
    {
      config: { permission: 'policies.manage' },
      schema: {
        tags: ['policies'],
        summary: 'A what-if run of yours: its progress, and its result so far or in full',
        params: whatIfParams,
        response: { 200: POLICIES_API.whatIf.response, ...errors },
      },
    },
    async (request) => {
      const job = app.services.whatIf.get(request.params.jobId, actorOf(request).accountId);
      if (!job) throw notFound(WHAT_IF_NOT_FOUND);
      return job;
    },
  );

  app.delete(
    urlIn(AREA, POLICIES_API.cancelWhatIf),
    {
      config: { permission: 'policies.manage' },
      schema: {
        tags: ['policies'],
        summary: 'Cancel a what-if run of yours; answers once it has stopped, with what it had counted',
        params: whatIfParams,
        response: { 200: POLICIES_API.cancelWhatIf.response, ...errors },
      },
    },
    async (request) => {
      const job = await app.services.whatIf.cancel(request.params.jobId, actorOf(request).accountId);
      if (!job) throw notFound(WHAT_IF_NOT_FOUND);
      return job;
    },
  );

  app.put(
    urlIn(AREA, POLICIES_API.replace),
    {
      config: { permission: 'policies.manage' },
      schema: {
        tags: ['policies'],
        summary: 'Replace a policy',
        params: idParams,
        body: POLICIES_API.replace.body,
        response: { 200: POLICIES_API.replace.response, ...errors },
      },
    },
    async (request) => {
      assertRulesUsable(request.body);
      return app.services.policies.update(request.params.id, request.body, actorOf(request));
    },
  );

  app.delete(
    urlIn(AREA, POLICIES_API.remove),
    { config: { permission: 'policies.manage' }, schema: { tags: ['policies'], summary: 'Delete a policy', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await app.services.policies.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    urlIn(AREA, POLICIES_API.exceptions),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['policies'],
        summary: "A policy's exceptions, oldest first, each value in its redacted form",
        params: idParams,
        response: { 200: POLICIES_API.exceptions.response, ...errors },
      },
    },
    async (request) => ({ items: await app.services.policyExceptions.list(request.params.id) }),
  );

  app.post(
    urlIn(AREA, POLICIES_API.addException),
    {
      config: { permission: 'policies.except' },
      schema: {
        tags: ['policies'],
        summary: 'Except a value, a keyword (term) or a person from a policy, applied from the next prompt',
        description:
          'value: a finding whose matched text equals the value (case and whitespace aside; a number by its digits). ' +
          "term: a keyword policy's match on that keyword. person: the policy no longer applies to that user id or user. " +
          'The value is kept only as a keyed hash with a redacted form to show. alertId names the false positive it comes from.',
        params: idParams,
        body: POLICIES_API.addException.body,
        response: { 201: POLICIES_API.addException.response, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await app.services.policyExceptions.create(request.params.id, request.body, actorOf(request))),
  );

  app.delete(
    urlIn(AREA, POLICIES_API.removeException),
    {
      config: { permission: 'policies.except' },
      schema: { tags: ['policies'], summary: "Remove one of a policy's exceptions", params: exceptionParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await app.services.policyExceptions.remove(request.params.id, request.params.exceptionId, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};

export default routes;
