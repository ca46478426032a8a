import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_API, AUDIT_PAGE_SIZE_MAX, auditQuerySchema, errorResponseSchema, type AuditEntry } from '@gsg/shared';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { csvResponseSchema, fileDate, sendCsv } from '../../csv.ts';
import { urlIn } from '../../routes/route-map.ts';
import type { AuditTrail } from './audit-trail.ts';

const AREA = '/audit';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const read = { permission: 'audit.read' } as const;

const CSV_COLUMNS: ReadonlyArray<[string, (e: AuditEntry) => string]> = [
  ['Seq', (e) => String(e.seq)],
  ['Time', (e) => e.at],
  ['Actor', (e) => e.actorName],
  ['Action', (e) => e.action],
  ['Target', (e) => e.target],
  ['IP Address', (e) => e.ipAddress ?? ''],
  ['User Agent', (e) => e.userAgent ?? ''],
  ['Detail', (e) => Object.entries(e.detail).map(([k, v]) => `${k}=${v}`).join('; ')],
  ['Before', (e) => (e.before == null ? '' : JSON.stringify(e.before))],
  ['After', (e) => (e.after == null ? '' : JSON.stringify(e.after))],
  ['Hash', (e) => e.hash],
];

/** The audit trail, for auditors and admins: a page at a time, or the filtered entries as CSV. */
export function auditRoutes(trail: AuditTrail): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      urlIn(AREA, AUDIT_API.page),
      {
        config: read,
        schema: {
          tags: ['audit'],
          summary: 'Audit entries, newest first, filtered by actor, action, target and time; page with `before`',
          querystring: auditQuerySchema,
          response: { 200: AUDIT_API.page.response, ...errors },
        },
      },
      async (request) => trail.page(request.query),
    );

    app.get(
      '/export',
      {
        config: { ...read, rateLimit: RATE_LIMITS.export },
        schema: {
          tags: ['audit'],
          summary: 'The filtered audit entries as a CSV download, newest first',
          querystring: auditQuerySchema.omit({ before: true, limit: true }),
          response: { 200: csvResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        // Streamed a page at a time, so a trail of any length never sits in memory.
        async function* entries() {
          let before: number | undefined;
          do {
            const page = await trail.page({ ...request.query, before, limit: AUDIT_PAGE_SIZE_MAX });
            yield* page.items;
            before = page.nextBefore ?? undefined;
          } while (before !== undefined);
        }
        const header = CSV_COLUMNS.map(([name]) => name);
        return sendCsv(reply, `audit-log-${fileDate(new Date())}.csv`, header, entries(), (e) => CSV_COLUMNS.map(([, value]) => value(e)));
      },
    );
  };
}
