import fp from 'fastify-plugin';
import aiToolRoutes from './ai-tool-routes.ts';
import detectionRoutes from './detection-routes.ts';

/**
 * Discover: the shadow-AI detections the endpoints report (detection-routes.ts) and the decisions on the
 * AI tools they name (ai-tool-service.ts, ai-tool-routes.ts).
 */
export default fp(
  async (app, { detectionsPrefix, aiToolsPrefix }: { detectionsPrefix: string; aiToolsPrefix: string }) => {
    await app.register(detectionRoutes, { prefix: detectionsPrefix });
    await app.register(aiToolRoutes, { prefix: aiToolsPrefix });
  },
  { name: 'discover', decorators: { fastify: ['store', 'services'] } },
);
