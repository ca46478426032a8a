import { z } from 'zod';
import { AI_TOOL_DECISIONS, DEFAULT_ACTIONS } from '../constants.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';

export const aiToolDecisionSchema = z.enum(AI_TOOL_DECISIONS);
export type AiToolDecision = z.infer<typeof aiToolDecisionSchema>;
/** What happens to a tool's use: its decision, or for an Unreviewed tool the default action. */
export const aiToolActionSchema = z.enum(DEFAULT_ACTIONS);
export type AiToolAction = z.infer<typeof aiToolActionSchema>;

/** A catalogued AI tool (ai-tool-catalog.ts) as the API presents it. */
export const aiToolSchema = z.object({
  id: z.string(),
  name: z.string(),
  vendor: z.string(),
  domains: z.array(z.string()),
  processNames: z.array(z.string()),
});
export type AiTool = z.infer<typeof aiToolSchema>;

/** Who decided what about a tool, and when; absent for a tool nobody has reviewed. */
export const aiToolReviewSchema = z.object({
  decision: aiToolDecisionSchema,
  decidedAt: isoDateTimeSchema,
  /** The deciding account's username then. */
  decidedBy: z.string(),
});
export type AiToolReview = z.infer<typeof aiToolReviewSchema>;

/** How much a tool has been seen on endpoints. */
export const aiToolUsageSchema = z.object({
  detections: z.number().int(),
  users: z.number().int(),
  hosts: z.number().int(),
  /** Uses the endpoints stopped. */
  blocked: z.number().int(),
  lastSeen: isoDateTimeSchema.nullable(),
});
export type AiToolUsage = z.infer<typeof aiToolUsageSchema>;

export const aiToolStatusSchema = z.object({
  tool: aiToolSchema,
  decision: aiToolDecisionSchema,
  action: aiToolActionSchema,
  review: aiToolReviewSchema.nullable(),
  usage: aiToolUsageSchema,
});
export type AiToolStatus = z.infer<typeof aiToolStatusSchema>;

/** Discover's tools: every catalogued tool, and the reported names the catalog does not know. */
export const aiToolListSchema = z.object({
  /** General › Default action: what Unreviewed tools, and names the catalog does not know, get. */
  defaultAction: aiToolActionSchema,
  items: z.array(aiToolStatusSchema),
  unmatched: z.array(z.object({ aiTool: z.string(), usage: aiToolUsageSchema })),
});
export type AiToolList = z.infer<typeof aiToolListSchema>;

export const aiToolDecisionUpdateSchema = z.object({ decision: aiToolDecisionSchema });
export const aiToolParamsSchema = z.object({ id: idSchema });
