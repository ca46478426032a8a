import fp from 'fastify-plugin';
import { createGatewayRouteService, type GatewayRouteService } from './service.ts';
import { gatewayRouteRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's model routes (modules/gateway-routes): the /v1 gateway asks it where each model goes. */
    gatewayRouting: GatewayRouteService;
  }
}

/** The Gateway screen's model routes: the service on the app (the gateway forwards through it) and its routes. */
export default fp(
  async (app, { prefix }: { prefix: string }) => {
    const { gateway, publicUrl } = app.config;
    app.decorate('gatewayRouting', createGatewayRouteService(app.store, app.secretBox, app.events, { ...gateway, publicUrl }));
    await app.register(gatewayRouteRoutes, { prefix });
  },
  { name: 'gateway-routes', decorators: { fastify: ['config', 'store', 'secretBox', 'events'] } },
);
