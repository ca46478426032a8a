import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, errorResponseSchema } from '@gsg/shared';
import { createDashboardService } from '../../services/dashboard-service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService(app.store);

  app.get(
    '/',
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Every KPI and chart dataset of the dashboard in one answer',
        response: { 200: dashboardSchema, 401: errorResponseSchema },
      },
    },
    async () => dashboard.load(),
  );
};

export default routes;
