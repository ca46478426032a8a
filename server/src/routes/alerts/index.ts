import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALERT_CONVERSATIONS_LISTED,
  NOT_FOUND,
  alertAssigneeListSchema,
  alertDetailSchema,
  alertPageSchema,
  alertQuerySchema,
  alertSchema,
  alertBulkResultSchema,
  alertBulkSchema,
  alertCommentCreateSchema,
  alertUpdateSchema,
  errorResponseSchema,
  idSchema,
} from '@gsg/shared';
import { notFound } from '../../http-errors.ts';
import { actorOf } from '../../plugins/auth.ts';

const idParams = z.object({ id: idSchema });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['alerts'],
        summary: 'Alerts, newest first, with the per-status counts of all alerts',
        querystring: alertQuerySchema,
        response: { 200: alertPageSchema, ...errors },
      },
    },
    async (request) => app.store.alerts.list(request.query),
  );

  app.get(
    '/assignees',
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['alerts'],
        summary: 'The accounts alerts can be assigned to',
        description: 'Enabled accounts whose role may triage, by name: what the assignee filter and picker offer.',
        response: { 200: alertAssigneeListSchema, 401: errorResponseSchema },
      },
    },
    async () => ({ items: await app.services.alerts.assignees() }),
  );

  app.get(
    '/:id',
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['alerts'],
        summary: 'One alert, with its conversations',
        description: `The conversations (redacted) the alert stands for, newest first: at most ${ALERT_CONVERSATIONS_LISTED}; \`count\` says how many there are.`,
        params: idParams,
        response: { 200: alertDetailSchema, ...errors },
      },
    },
    async (request) => {
      const alert = await app.store.alerts.get(request.params.id);
      if (!alert) throw notFound(NOT_FOUND.alert);
      return { ...alert, conversations: await app.store.logs.forAlert(alert, ALERT_CONVERSATIONS_LISTED) };
    },
  );

  app.patch(
    '/:id',
    {
      config: { permission: 'alerts.triage' },
      schema: {
        tags: ['alerts'],
        summary: 'Triage an alert: move it to investigating or resolved, assign it, give it a disposition',
        params: idParams,
        body: alertUpdateSchema,
        response: { 200: alertSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => app.services.alerts.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/:id/comments',
    {
      config: { permission: 'alerts.triage' },
      schema: {
        tags: ['alerts'],
        summary: "Add a note to an alert; the answer is the alert with its comments",
        params: idParams,
        body: alertCommentCreateSchema,
        response: { 201: alertSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await app.services.alerts.comment(request.params.id, request.body.text, actorOf(request))),
  );

  app.post(
    '/bulk',
    {
      config: { permission: 'alerts.triage' },
      schema: {
        tags: ['alerts'],
        summary: 'The same triage for many alerts, each judged by the transition rules on its own; the answer reports per id',
        body: alertBulkSchema,
        response: { 200: alertBulkResultSchema, ...errors },
      },
    },
    async (request) => {
      const { ids, ...change } = request.body;
      return app.services.alerts.bulk(ids, change, actorOf(request));
    },
  );
};

export default routes;
