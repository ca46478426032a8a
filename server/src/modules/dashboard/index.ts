import fp from 'fastify-plugin';
import dashboardRoutes from './routes.ts';

/** The dashboard: every KPI and chart dataset in one read (service.ts), served by routes.ts. */
export default fp(
  async (app, { prefix }: { prefix: string }) => {
    await app.register(dashboardRoutes, { prefix });
  },
  { name: 'dashboard', decorators: { fastify: ['store'] } },
);
