import { z } from 'zod';
import {
  gatewayResolutionSchema,
  gatewayRouteCreateSchema,
  gatewayRouteListSchema,
  gatewayRouteOrderSchema,
  gatewayRouteSchema,
  gatewayRouteTestResultSchema,
  gatewayRouteUpdateSchema,
} from '../schemas/gateway-route.ts';
import { apiRoute } from './route.ts';

/** The routes in their new order. */
export const gatewayRouteOrderResultSchema = z.object({ items: z.array(gatewayRouteSchema) });

/**
 * The gateway's model routes (the Gateway screen). Resolving takes `model` as the query string. Adding a
 * route answers 201, removing one 204.
 */
export const GATEWAY_API = {
  routes: apiRoute({ method: 'GET', path: '/gateway/routes', response: gatewayRouteListSchema }),
  resolve: apiRoute({ method: 'GET', path: '/gateway/resolve', response: gatewayResolutionSchema }),
  addRoute: apiRoute({ method: 'POST', path: '/gateway/routes', body: gatewayRouteCreateSchema, response: gatewayRouteSchema }),
  reorder: apiRoute({ method: 'PUT', path: '/gateway/routes/order', body: gatewayRouteOrderSchema, response: gatewayRouteOrderResultSchema }),
  updateRoute: apiRoute({ method: 'PATCH', path: '/gateway/routes/:id', body: gatewayRouteUpdateSchema, response: gatewayRouteSchema }),
  removeRoute: apiRoute({ method: 'DELETE', path: '/gateway/routes/:id', response: null }),
  testRoute: apiRoute({ method: 'POST', path: '/gateway/routes/:id/test', response: gatewayRouteTestResultSchema }),
};
