import { guardEvaluateRequestSchema, guardEvaluateResponseSchema, guardScanRequestSchema, guardScanResponseSchema } from '../schemas/ingest.ts';
import { apiRoute } from './route.ts';

/** The detectors and the policies judging a text or a conversation (the console's policy test, and gateways). */
export const GUARD_API = {
  scan: apiRoute({ method: 'POST', path: '/guard/scan', body: guardScanRequestSchema, response: guardScanResponseSchema }),
  evaluate: apiRoute({ method: 'POST', path: '/guard/evaluate', body: guardEvaluateRequestSchema, response: guardEvaluateResponseSchema }),
};
