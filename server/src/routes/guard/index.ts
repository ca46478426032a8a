import { perMinute } from '../../plugins/rate-limits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DETECTOR_MODELS,
  errorResponseSchema,
  guardEvaluateRequestSchema,
  guardEvaluateResponseSchema,
  guardScanRequestSchema,
  guardScanResponseSchema,
} from '@gsg/shared';
import type { DetectorModel, GuardrailFinding, Sensitivity } from '@gsg/shared';
import { detect, evaluateDraft } from '../../guardrails/index.ts';
import { assertRulesUsable } from '../policies/rules.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 413: errorResponseSchema };
// Two texts of up to 256 KiB each, JSON-escaped, plus their context.
const BODY_LIMIT = 2 * 1024 * 1024;

/** Every detector's findings in start order; no policy is involved, so none is named. */
const scan = (text: string, models: readonly DetectorModel[] = DETECTOR_MODELS, sensitivity?: Sensitivity): GuardrailFinding[] =>
  models
    .flatMap((model) => detect(model, text, sensitivity).map((d) => ({ ...d, detector: model, policyIds: [] })))
    .sort((a, b) => a.start - b.start || a.end - b.end);

/** The gateway's synchronous check of a prompt and response, and the bare detector scan. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/scan',
    {
      bodyLimit: BODY_LIMIT,
      config: { permission: 'policies.manage', auth: 'session-or-agent' },
      schema: {
        tags: ['guard'],
        summary: 'Run detectors over a text: findings only, no policies, nothing stored',
        body: guardScanRequestSchema,
        response: { 200: guardScanResponseSchema, ...errors },
      },
    },
    async (request) => ({ findings: scan(request.body.text, request.body.detectors, request.body.sensitivity) }),
  );

  app.post(
    '/evaluate',
    {
      bodyLimit: BODY_LIMIT,
      config: { permission: 'policies.manage', auth: 'session-or-agent', rateLimit: perMinute(app.config.rateLimits.evaluatePerMinute) },
      schema: {
        tags: ['guard'],
        summary:
          'Judge a conversation against the policies; stores the log and raises its alert unless dryRun. ' +
          'A dry run may name one unsaved policy to judge against alone.',
        body: guardEvaluateRequestSchema,
        response: { 200: guardEvaluateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { policy, input, output } = request.body;
      if (policy === undefined) return app.services.conversations.judge(request.body);
      assertRulesUsable(policy, 'body.policy');
      return { ...evaluateDraft(input, output, policy), logId: null, alertId: null, duplicate: false };
    },
  );
};

export default routes;
