import { logPageSchema, logSummarySchema, revealRequestSchema, revealResponseSchema } from '../schemas/log.ts';
import { apiRoute } from './route.ts';

/**
 * Conversation logs; the filter goes as the query string. The CSV export (/logs/export) is a download,
 * outside the map.
 */
export const LOGS_API = {
  list: apiRoute({ method: 'GET', path: '/logs', response: logPageSchema }),
  summary: apiRoute({ method: 'GET', path: '/logs/summary', response: logSummarySchema }),
  reveal: apiRoute({ method: 'POST', path: '/logs/:id/reveal', body: revealRequestSchema, response: revealResponseSchema }),
};
