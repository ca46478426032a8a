import fp from 'fastify-plugin';
import { auditRoutes } from './routes.ts';

/** The audit trail's routes; the trail itself is a service (app.services.audit) that the events feed. */
export default fp(
  async (app, { prefix }: { prefix: string }) => {
    await app.register(auditRoutes(app.services.audit), { prefix });
  },
  { name: 'audit', decorators: { fastify: ['services'] } },
);
