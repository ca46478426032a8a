import { apiKeyCreateSchema, apiKeyCreatedSchema, apiKeyListSchema, apiKeySchema } from '../schemas/api-key.ts';
import { apiRoute } from './route.ts';

/** The keys gateways and endpoint agents authenticate with. Issuing answers 201. */
export const API_KEYS_API = {
  list: apiRoute({ method: 'GET', path: '/api-keys', response: apiKeyListSchema }),
  issue: apiRoute({ method: 'POST', path: '/api-keys', body: apiKeyCreateSchema, response: apiKeyCreatedSchema }),
  revoke: apiRoute({ method: 'DELETE', path: '/api-keys/:id', response: apiKeySchema }),
};
