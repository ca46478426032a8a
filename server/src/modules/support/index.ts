import fp from 'fastify-plugin';
import supportRoutes from './routes.ts';

/** Contact Support: tickets with an optional checked attachment (service.ts), submitted through routes.ts. */
export default fp(
  async (app, { prefix }: { prefix: string }) => {
    await app.register(supportRoutes, { prefix });
  },
  { name: 'support', decorators: { fastify: ['store'] } },
);
