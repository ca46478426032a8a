import fp from 'fastify-plugin';
import releaseRoutes from './routes.ts';

/** Client releases: installers admins upload, kept with size and SHA-256 (service.ts), served by routes.ts. */
export default fp(
  async (app, { prefix }: { prefix: string }) => {
    await app.register(releaseRoutes, { prefix });
  },
  { name: 'releases', decorators: { fastify: ['services', 'config'] } },
);
