import { perMinute } from '../../plugins/rate-limits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_INGEST_BATCH, errorResponseSchema, ingestResultSchema } from '@gsg/shared';
import { parseNdjson } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };
// A full batch of conversations with long prompts and answers, JSON-escaped.
const BODY_LIMIT = 8 * 1024 * 1024;

// Each event is validated on its own by the service, so one bad event is rejected without failing the
// batch; the route only bounds the batch.
const batchSchema = z
  .array(z.unknown())
  .max(MAX_INGEST_BATCH)
  .meta({ description: 'Conversation, detection and heartbeat events (see IngestEvent), as a JSON array or NDJSON' });

/** Agents' batches of events, the store-and-forward path beside the gateway's synchronous evaluate. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // The route's bodyLimit bounds this parser too.
  app.addContentTypeParser('application/x-ndjson', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseNdjson(body as string));
  });

  app.post(
    '/events',
    {
      bodyLimit: BODY_LIMIT,
      config: { permission: 'traffic.submit', auth: 'session-or-agent', rateLimit: perMinute(app.config.rateLimits.ingestPerMinute) },
      schema: {
        tags: ['ingest'],
        summary: `Ingest up to ${MAX_INGEST_BATCH} events; answers once every accepted event is stored`,
        description:
          'A JSON array, or NDJSON (Content-Type: application/x-ndjson, one event per line; blank lines are skipped ' +
          'and indexes count the others). Each event is checked on its own: a bad one is listed in `rejected` with ' +
          'its index and does not hold back the rest. An eventId already ingested, or repeated within the batch, ' +
          'is listed in `duplicates` and stored once.',
        body: batchSchema,
        response: { 200: ingestResultSchema, ...errors },
      },
    },
    async (request) => app.services.ingest.ingest(request.body),
  );
};

export default routes;
