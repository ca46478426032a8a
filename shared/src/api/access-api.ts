import {
  accessGroupListSchema,
  accessGroupSchema,
  accessGroupUpdateSchema,
  accessUserListSchema,
  accessUserSchema,
  accessUserUpdateSchema,
  scimTokenIssuedSchema,
  scimTokenStatusSchema,
} from '../schemas/access.ts';
import { apiRoute } from './route.ts';

/**
 * Access Control: the users and groups synced from the identity provider (`search` goes as the query
 * string), and the identity provider's SCIM token. Issuing a token answers 201, revoking it 204.
 */
export const ACCESS_API = {
  users: apiRoute({ method: 'GET', path: '/access/users', response: accessUserListSchema }),
  updateUser: apiRoute({ method: 'PATCH', path: '/access/users/:id', body: accessUserUpdateSchema, response: accessUserSchema }),
  groups: apiRoute({ method: 'GET', path: '/access/groups', response: accessGroupListSchema }),
  updateGroup: apiRoute({ method: 'PATCH', path: '/access/groups/:name', body: accessGroupUpdateSchema, response: accessGroupSchema }),
  scimToken: apiRoute({ method: 'GET', path: '/access/scim-token', response: scimTokenStatusSchema }),
  issueScimToken: apiRoute({ method: 'POST', path: '/access/scim-token', response: scimTokenIssuedSchema }),
  revokeScimToken: apiRoute({ method: 'DELETE', path: '/access/scim-token', response: null }),
};
