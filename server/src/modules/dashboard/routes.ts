import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_API, errorResponseSchema } from '@gsg/shared';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/dashboard';

const routes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard } = app.services;

  app.get(
    urlIn(AREA, DASHBOARD_API.load),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Every KPI and chart dataset of the dashboard in one answer',
        response: { 200: DASHBOARD_API.load.response, 401: errorResponseSchema },
      },
    },
    async () => dashboard.load(),
  );
};

export default routes;
