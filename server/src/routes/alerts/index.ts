import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOT_FOUND,
  alertPageSchema,
  alertQuerySchema,
  alertSchema,
  alertStatusUpdateSchema,
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
    '/:id',
    { schema: { tags: ['alerts'], summary: 'One alert', params: idParams, response: { 200: alertSchema, ...errors } } },
    async (request) => {
      const alert = await app.store.alerts.get(request.params.id);
      if (!alert) throw notFound(NOT_FOUND.alert);
      return alert;
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Move an alert to investigating or resolved',
        params: idParams,
        body: alertStatusUpdateSchema,
        response: { 200: alertSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) =>
      app.services.alerts.updateStatus(request.params.id, request.body.status, actorOf(request)),
  );
};

export default routes;
