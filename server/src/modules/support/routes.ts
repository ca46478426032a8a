import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS, SUPPORT_API, errorResponseSchema } from '@gsg/shared';
import { authOf } from '../../plugins/auth.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/support';

// A 2 MB attachment is about 2.7 MB as base64, over the app's 1 MB default.
const TICKET_BODY_LIMIT = 4 * 1024 * 1024;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    urlIn(AREA, SUPPORT_API.submitTicket),
    { config: { permission: 'support.contact' },
      bodyLimit: TICKET_BODY_LIMIT,
      schema: {
        tags: ['support'],
        summary: 'Submit a support ticket, optionally with one attachment (base64, up to 2 MB)',
        body: SUPPORT_API.submitTicket.body,
        response: {
          201: SUPPORT_API.submitTicket.response,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const number = await app.services.support.submit(request.body, authOf(request).account.username);
      return reply.code(201).send({ number, message: SUCCESS.ticketSubmitted });
    },
  );
};

export default routes;
