import fp from 'fastify-plugin';
import { createTeamService } from './service.ts';
import { registrationRoutes, teamRoutes } from './routes.ts';

/** Console accounts and their roles (Settings › Users): the service and its routes. */
export default fp(
  async (app, { prefix, authPrefix }: { prefix: string; authPrefix: string }) => {
    const team = createTeamService({ store: app.store, settings: app.services.settings, sessions: app.services.sessions, events: app.events, hashPassword: app.hashPassword });
    await app.register(teamRoutes(team), { prefix });
    await app.register(registrationRoutes(team), { prefix: authPrefix });
  },
  { name: 'team', decorators: { fastify: ['store', 'services', 'events'] } },
);
