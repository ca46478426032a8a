import fp from 'fastify-plugin';
import apiKeyRoutes from './routes.ts';

/** API keys for agents and gateways: issued once, scoped, revocable (service.ts), managed through routes.ts. */
export default fp(
  async (app, { prefix }: { prefix: string }) => {
    await app.register(apiKeyRoutes, { prefix });
  },
  { name: 'api-keys', decorators: { fastify: ['services', 'store'] } },
);
