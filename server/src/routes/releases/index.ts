import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, releasesResponseSchema } from '@gsg/shared';
import { RELEASE_CATALOG } from '../../services/release-catalog.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['releases'],
        summary: 'GSG client installers: the latest release and the previous ones',
        response: { 200: releasesResponseSchema, 401: errorResponseSchema },
      },
    },
    async () => RELEASE_CATALOG,
  );
};

export default routes;
