import { perMinute } from '../../plugins/rate-limits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DETECTOR_MODELS,
  GUARD_API,
  errorResponseSchema,
} from '@gsg/shared';
import type { DetectorModel, GuardrailFinding, Sensitivity } from '@gsg/shared';
import { detect, evaluateDraft } from '../../guardrails/index.ts';
import { assertRulesUsable } from '../policies/rules.ts';
import { urlIn } from '../../routes/route-map.ts';
import { textChars } from '../../services/evaluation-turns.ts';

const AREA = '/guard';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 413: errorResponseSchema, 503: errorResponseSchema };
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
    urlIn(AREA, GUARD_API.scan),
    {
      bodyLimit: BODY_LIMIT,
      config: { permission: 'policies.manage', auth: 'session-or-agent' },
      schema: {
        tags: ['guard'],
        summary: 'Run detectors over a text: findings only, no policies, nothing stored',
        body: GUARD_API.scan.body,
        response: { 200: GUARD_API.scan.response, ...errors },
      },
    },
    async (request) => {
      const { text, detectors, sensitivity } = request.body;
      return { findings: await app.services.evaluationTurns.run(textChars(text), () => scan(text, detectors, sensitivity)) };
    },
  );

  app.post(
    urlIn(AREA, GUARD_API.evaluate),
    {
      bodyLimit: BODY_LIMIT,
      config: { permission: 'policies.manage', auth: 'session-or-agent', rateLimit: perMinute(app.config.rateLimits.evaluatePerMinute) },
      schema: {
        tags: ['guard'],
        summary:
          'Judge a conversation against the policies; stores the log and raises its alert unless dryRun. ' +
          'A dry run may name one unsaved policy to judge against alone.',
        body: GUARD_API.evaluate.body,
        response: { 200: GUARD_API.evaluate.response, ...errors },
      },
    },
    async (request) => {
      const { policy, input, output } = request.body;
      if (policy === undefined) return app.services.conversations.judge(request.body);
      assertRulesUsable(policy, 'body.policy');
      const verdict = await app.services.evaluationTurns.run(textChars(input, output), () => evaluateDraft(input, output, policy));
      return { ...verdict, logId: null, alertId: null, duplicate: false };
    },
  );
};

export default routes;
