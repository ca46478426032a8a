import {
  alertAssigneeListSchema,
  alertBulkResultSchema,
  alertBulkSchema,
  alertCommentCreateSchema,
  alertDetailSchema,
  alertPageSchema,
  alertSchema,
  alertUpdateSchema,
} from '../schemas/alert.ts';
import { apiRoute } from './route.ts';

/** Alerts and their triage; the list's filter goes as the query string. A comment answers 201. */
export const ALERTS_API = {
  list: apiRoute({ method: 'GET', path: '/alerts', response: alertPageSchema }),
  assignees: apiRoute({ method: 'GET', path: '/alerts/assignees', response: alertAssigneeListSchema }),
  get: apiRoute({ method: 'GET', path: '/alerts/:id', response: alertDetailSchema }),
  update: apiRoute({ method: 'PATCH', path: '/alerts/:id', body: alertUpdateSchema, response: alertSchema }),
  comment: apiRoute({ method: 'POST', path: '/alerts/:id/comments', body: alertCommentCreateSchema, response: alertSchema }),
  bulk: apiRoute({ method: 'POST', path: '/alerts/bulk', body: alertBulkSchema, response: alertBulkResultSchema }),
};
