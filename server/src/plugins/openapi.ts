import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, browsable at /docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GSG Console API',
        description: 'Governance of generative-AI use: policies, conversation logs, alerts, shadow AI, endpoints.',
        version: '1',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'gsg_session' },
          // The identity provider's SCIM client (routes under /scim/v2), issued in Access Control.
          scimToken: { type: 'http', scheme: 'bearer', description: 'The SCIM token an admin issues in Access Control' },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
