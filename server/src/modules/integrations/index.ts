import fp from 'fastify-plugin';
import { createIntegrationService, type IntegrationService } from './service.ts';
import { integrationRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where alerts are sent (modules/integrations). */
    integrations: IntegrationService;
  }
}

/** The integrations feature: its service on the app (the outbox worker reads through it) and its routes. */
export default fp(
  async (app, { prefix }: { prefix: string }) => {
    const notifications = () => app.services.settings.get('notifications');
    app.decorate('integrations', createIntegrationService(app.store, app.secretBox, app.events, { publicUrl: app.config.publicUrl }, notifications));
    await app.register(integrationRoutes, { prefix });
  },
  { name: 'integrations', decorators: { fastify: ['config', 'store', 'secretBox', 'events', 'services'] } },
);
