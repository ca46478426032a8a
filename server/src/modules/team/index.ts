import fp from 'fastify-plugin';
import { createTeamService } from './service.ts';
import { teamRoutes } from './routes.ts';

/** Console accounts and their roles (Settings › Users): the service and its routes. */
export default fp(
  async (app, { prefix }: { prefix: string }) => {
    const team = createTeamService({ store: app.store, settings: app.services.settings, sessions: app.services.sessions, events: app.events });
    await app.register(teamRoutes(team), { prefix });
  },
  { name: 'team', decorators: { fastify: ['store', 'services', 'events'] } },
);
