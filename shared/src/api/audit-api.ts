import { auditPageSchema } from '../schemas/audit.ts';
import { apiRoute } from './route.ts';

/**
 * The audit trail, newest first; the filter and `before` go as the query string. The CSV export
 * (/audit/export) is a download, outside the map.
 */
export const AUDIT_API = {
  page: apiRoute({ method: 'GET', path: '/audit', response: auditPageSchema }),
};
