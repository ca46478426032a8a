import { z } from 'zod';
import { detectorModelSchema, policyInputSchema, sensitivitySchema } from './policy.ts';
import { detectionActionSchema, operatingSystemSchema } from './detection.ts';
import { guardrailEvaluationSchema, guardrailFindingSchema } from './guardrails.ts';
import { isoDateTimeSchema } from './common.ts';

// Prompts can be long documents pasted into a chat; 256 KiB per side is far beyond a chat message and
// still bounds what one evaluation may cost.
export const MAX_CONVERSATION_TEXT = 256 * 1024;

const eventIdSchema = z.string().trim().min(1).max(128);
const label = (max: number) => z.string().trim().min(1).max(max);

/** Who said what, where: the context a gateway sends with each prompt and response. */
export const conversationContextSchema = z.object({
  user: label(200),
  userId: label(200),
  hostname: label(255),
  ipAddress: label(64),
  aiModel: label(100),
  sessionId: label(200),
});

export const conversationInputSchema = conversationContextSchema.extend({
  input: z.string().min(1, 'input is required').max(MAX_CONVERSATION_TEXT),
  output: z.string().max(MAX_CONVERSATION_TEXT).default(''),
  /** When the conversation happened; the time of receipt when absent. */
  timestamp: isoDateTimeSchema.optional(),
});
export type ConversationInput = z.infer<typeof conversationInputSchema>;

export const guardEvaluateRequestSchema = conversationInputSchema
  .extend({
    eventId: eventIdSchema.optional(),
    /** Evaluate only: nothing is stored and no alert is raised (the policy test panel). */
    dryRun: z.boolean().default(false),
    /**
     * With dryRun: judge against this one policy alone, as if it were saved and enabled, instead of the
     * saved set. The policy form tests what is being edited before it is saved.
     */
    policy: policyInputSchema.optional(),
  })
  .refine((r) => r.policy === undefined || r.dryRun, { path: ['policy'], message: 'a policy can only be tested with dryRun' });
export type GuardEvaluateRequest = z.infer<typeof guardEvaluateRequestSchema>;

export const guardEvaluateResponseSchema = guardrailEvaluationSchema.extend({
  /** The stored log, null on a dry run or when the eventId was already ingested. */
  logId: z.string().nullable(),
  alertId: z.string().nullable(),
  duplicate: z.boolean(),
});
export type GuardEvaluateResponse = z.infer<typeof guardEvaluateResponseSchema>;

export const guardScanRequestSchema = z.object({
  // A gateway scans every reply, and a model may answer with nothing: an empty text holds no findings.
  text: z.string().max(MAX_CONVERSATION_TEXT),
  detectors: z.array(detectorModelSchema).min(1).optional(),
  /** How readily the detectors report, as a policy's sensitivity; medium unless given. */
  sensitivity: sensitivitySchema.optional(),
});
export const guardScanResponseSchema = z.object({ findings: z.array(guardrailFindingSchema) });

export const conversationEventSchema = conversationInputSchema.extend({
  type: z.literal('conversation'),
  eventId: eventIdSchema,
});
export const detectionEventSchema = z.object({
  type: z.literal('detection'),
  eventId: eventIdSchema,
  user: label(200),
  hostname: label(255),
  ipAddress: label(64),
  os: operatingSystemSchema,
  aiTool: label(100),
  /** What the endpoint did under its tool policy; agents that predate tool policies only saw the use. */
  action: detectionActionSchema.default('allowed'),
  timestamp: isoDateTimeSchema,
});
export const heartbeatEventSchema = z.object({
  type: z.literal('heartbeat'),
  eventId: eventIdSchema,
  hostname: label(255),
  ipAddress: label(64),
  os: operatingSystemSchema,
  clientVersion: label(32),
  user: label(200),
  timestamp: isoDateTimeSchema.optional(),
  /**
   * The last update the agent was asked for and did not install (its download failed, or did not hash to
   * the command's SHA-256): the console stops waiting for that version and shows why.
   */
  updateFailure: z.object({ targetVersion: label(32), reason: label(300) }).optional(),
});
export const ingestEventSchema = z.discriminatedUnion('type', [conversationEventSchema, detectionEventSchema, heartbeatEventSchema]);
/** An event as an agent sends it (fields with a default may be left out). */
export type IngestEvent = z.input<typeof ingestEventSchema>;
export type ConversationEvent = z.infer<typeof conversationEventSchema>;
export type DetectionEvent = z.infer<typeof detectionEventSchema>;
/** A sighting as an agent reports it: without an action, the endpoint only saw the use. */
export type DetectionReport = z.input<typeof detectionEventSchema>;
export type HeartbeatEvent = z.infer<typeof heartbeatEventSchema>;

export const MAX_INGEST_BATCH = 1000;

export const ingestResultSchema = z.object({
  accepted: z.array(z.object({ eventId: z.string(), type: z.enum(['conversation', 'detection', 'heartbeat']), id: z.string() })),
  duplicates: z.array(z.string()),
  rejected: z.array(z.object({ index: z.number().int(), eventId: z.string().nullable(), reason: z.string() })),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;
