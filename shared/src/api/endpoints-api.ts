import {
  bulkRemoveResultSchema,
  clientUpdateResultSchema,
  endpointIdsSchema,
  endpointPageSchema,
  endpointSchema,
} from '../schemas/endpoint.ts';
import { apiRoute } from './route.ts';

/**
 * Endpoints and Update Client; the list's filter goes as the query string. Removing one answers 204. The
 * CSV export (/endpoints/export) is a download, outside the map.
 */
export const ENDPOINTS_API = {
  list: apiRoute({ method: 'GET', path: '/endpoints', response: endpointPageSchema }),
  get: apiRoute({ method: 'GET', path: '/endpoints/:id', response: endpointSchema }),
  updateClients: apiRoute({ method: 'POST', path: '/endpoints/update-client', body: endpointIdsSchema, response: clientUpdateResultSchema }),
  updateClient: apiRoute({ method: 'POST', path: '/endpoints/:id/update-client', response: endpointSchema }),
  removeMany: apiRoute({ method: 'POST', path: '/endpoints/remove', body: endpointIdsSchema, response: bulkRemoveResultSchema }),
  remove: apiRoute({ method: 'DELETE', path: '/endpoints/:id', response: null }),
};
