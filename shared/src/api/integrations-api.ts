import {
  integrationCreateSchema,
  integrationListSchema,
  integrationSchema,
  integrationTestResultSchema,
  integrationUpdateSchema,
} from '../schemas/integration.ts';
import { apiRoute } from './route.ts';

/** Where alerts are sent (Settings › Integrations). Adding answers 201; removing 204. */
export const INTEGRATIONS_API = {
  list: apiRoute({ method: 'GET', path: '/integrations', response: integrationListSchema }),
  add: apiRoute({ method: 'POST', path: '/integrations', body: integrationCreateSchema, response: integrationSchema }),
  update: apiRoute({ method: 'PATCH', path: '/integrations/:id', body: integrationUpdateSchema, response: integrationSchema }),
  remove: apiRoute({ method: 'DELETE', path: '/integrations/:id', response: null }),
  test: apiRoute({ method: 'POST', path: '/integrations/:id/test', response: integrationTestResultSchema }),
};
