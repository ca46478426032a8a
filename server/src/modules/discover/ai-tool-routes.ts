import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AI_TOOLS_API, aiToolParamsSchema, errorResponseSchema } from '@gsg/shared';
import { actorOf } from '../../plugins/auth.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/ai-tools';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Shadow AI governed: the catalogued AI tools, how much each is used, and the decision on each. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const aiTools = app.services.aiTools;

  app.get(
    urlIn(AREA, AI_TOOLS_API.list),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['ai-tools'],
        summary: 'Every catalogued AI tool with its decision, what its use gets and how much it is seen; and reported names the catalog does not know',
        response: { 200: AI_TOOLS_API.list.response, ...errors },
      },
    },
    async () => aiTools.list(),
  );

  app.put(
    urlIn(AREA, AI_TOOLS_API.decide),
    {
      config: { permission: 'ai-tools.manage' },
      schema: {
        tags: ['ai-tools'],
        summary: 'Sanction, block or set back to Unreviewed one AI tool; every connected agent and the gateway apply it at once',
        params: aiToolParamsSchema,
        body: AI_TOOLS_API.decide.body,
        response: { 200: AI_TOOLS_API.decide.response, ...errors },
      },
    },
    async (request) => aiTools.decide(request.params.id, request.body.decision, actorOf(request)),
  );
};

export default routes;
