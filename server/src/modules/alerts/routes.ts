import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALERTS_API,
  ALERT_CONVERSATIONS_LISTED,
  NOT_FOUND,
  alertQuerySchema,
  errorResponseSchema,
  idSchema,
} from '@gsg/shared';
import { notFound } from '../../http-errors.ts';
import { actorOf } from '../../plugins/auth.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/alerts';

const idParams = z.object({ id: idSchema });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    urlIn(AREA, ALERTS_API.list),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['alerts'],
        summary: 'Alerts, newest first, with the per-status counts of all alerts',
        querystring: alertQuerySchema,
        response: { 200: ALERTS_API.list.response, ...errors },
      },
    },
    async (request) => app.services.alerts.list(request.query),
  );

  app.get(
    urlIn(AREA, ALERTS_API.assignees),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['alerts'],
        summary: 'The accounts alerts can be assigned to',
        description: 'Enabled accounts whose role may triage, by name: what the assignee filter and picker offer.',
        response: { 200: ALERTS_API.assignees.response, 401: errorResponseSchema },
      },
    },
    async () => ({ items: await app.services.alerts.assignees() }),
  );

  app.get(
    urlIn(AREA, ALERTS_API.get),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['alerts'],
        summary: 'One alert, with its conversations',
        description: `The conversations (redacted) the alert stands for, newest first: at most ${ALERT_CONVERSATIONS_LISTED}; \`count\` says how many there are.`,
        params: idParams,
        response: { 200: ALERTS_API.get.response, ...errors },
      },
    },
    async (request) => {
      const alert = await app.services.alerts.get(request.params.id);
      if (!alert) throw notFound(NOT_FOUND.alert);
      return { ...alert, conversations: await app.services.logs.forAlert(alert, ALERT_CONVERSATIONS_LISTED) };
    },
  );

  app.patch(
    urlIn(AREA, ALERTS_API.update),
    {
      config: { permission: 'alerts.triage' },
      schema: {
        tags: ['alerts'],
        summary: 'Triage an alert: move it to investigating or resolved, assign it, give it a disposition',
        params: idParams,
        body: ALERTS_API.update.body,
        response: { 200: ALERTS_API.update.response, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => app.services.alerts.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    urlIn(AREA, ALERTS_API.comment),
    {
      config: { permission: 'alerts.triage' },
      schema: {
        tags: ['alerts'],
        summary: "Add a note to an alert; the answer is the alert with its comments",
        params: idParams,
        body: ALERTS_API.comment.body,
        response: { 201: ALERTS_API.comment.response, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await app.services.alerts.comment(request.params.id, request.body.text, actorOf(request))),
  );

  app.post(
    urlIn(AREA, ALERTS_API.bulk),
    {
      config: { permission: 'alerts.triage' },
      schema: {
        tags: ['alerts'],
        summary: 'The same triage for many alerts, each judged by the transition rules on its own; the answer reports per id',
        body: ALERTS_API.bulk.body,
        response: { 200: ALERTS_API.bulk.response, ...errors },
      },
    },
    async (request) => {
      const { ids, ...change } = request.body;
      return app.services.alerts.bulk(ids, change, actorOf(request));
    },
  );
};

export default routes;
