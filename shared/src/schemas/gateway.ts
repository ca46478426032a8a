import { z } from 'zod';

/*
 * The OpenAI-compatible gateway (/v1): only the fields the gateway reads are checked here. Every other
 * field (temperature, tools, response_format, ...) passes through to the upstream as the client sent it,
 * so a client written for OpenAI works unchanged.
 */

/** Text the gateway judges in one request: far beyond a chat's context window, and still a bound on the work. */
export const GATEWAY_MAX_JUDGED_TEXT = 1024 * 1024;

/** The person a request is for: OpenAI's own `user` field, or the `X-GSG-User` header. */
const personSchema = z.string().trim().min(1).max(200);
const modelSchema = z.string().trim().min(1, 'model is required').max(200);

/** A content part; only text parts carry text to judge (images and audio are not judged). */
const contentPartSchema = z.looseObject({ type: z.string(), text: z.string().optional() });
const contentSchema = z.union([z.string(), z.array(contentPartSchema), z.null()]).optional();

const toolCallSchema = z.looseObject({ function: z.looseObject({ arguments: z.string().optional() }).optional() });

export const chatMessageSchema = z.looseObject({
  role: z.string(),
  content: contentSchema,
  tool_calls: z.array(toolCallSchema).optional(),
});

export const chatCompletionRequestSchema = z.looseObject({
  model: modelSchema,
  messages: z.array(chatMessageSchema).min(1, 'messages must hold at least one message'),
  stream: z.boolean().optional(),
  n: z.number().int().min(1).optional(),
  user: personSchema.optional(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

/** An item of a Responses API input: a message, or a tool's output fed back. */
const responseInputItemSchema = z.looseObject({
  role: z.string().optional(),
  content: contentSchema,
  output: z.string().optional(),
  arguments: z.string().optional(),
});

export const responseRequestSchema = z.looseObject({
  model: modelSchema,
  // Optional: a stored prompt (`prompt`) or a conversation may carry the input instead.
  input: z.union([z.string(), z.array(responseInputItemSchema)]).optional(),
  instructions: z.string().nullable().optional(),
  stream: z.boolean().optional(),
  user: personSchema.optional(),
});
export type ResponseRequest = z.infer<typeof responseRequestSchema>;

/**
 * Embeddings take text only: token arrays are refused, since the gateway cannot judge what they say and
 * would otherwise let anything through unread.
 */
export const embeddingRequestSchema = z.looseObject({
  model: modelSchema,
  input: z.union([z.string(), z.array(z.string()).min(1)], { error: 'input must be a string or an array of strings' }),
  user: personSchema.optional(),
});
export type EmbeddingRequest = z.infer<typeof embeddingRequestSchema>;

/** Any JSON object: what the upstream answers, passed through as it is. */
export const upstreamReplySchema = z.looseObject({});

/** OpenAI's error shape, which its SDKs read `status`, `code` and `message` from. */
export const openAiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    param: z.string().nullable(),
    code: z.string().nullable(),
  }),
});
export type OpenAiError = z.infer<typeof openAiErrorSchema>;

/** The error codes the gateway itself answers with; upstream errors pass through with their own. */
export const GATEWAY_ERROR_CODES = {
  invalidApiKey: 'invalid_api_key',
  keyScope: 'api_key_scope',
  accessDenied: 'access_denied',
  toolBlocked: 'ai_tool_blocked',
  contentPolicy: 'content_policy_violation',
  invalidRequest: 'invalid_request',
  unknownUrl: 'unknown_url',
  tooLarge: 'request_too_large',
  rateLimited: 'rate_limit_exceeded',
  notConfigured: 'gateway_not_configured',
  upstreamUnavailable: 'upstream_unavailable',
  busy: 'server_busy',
  internal: 'internal_error',
} as const;

/** Sent with a reply that is forwarded although a policy matched it, naming the policies (never the text). */
export const GATEWAY_WARNING_HEADER = 'x-gsg-warning';
/** Who the request is for, when the client does not use OpenAI's `user` field. */
export const GATEWAY_USER_HEADER = 'x-gsg-user';
/** The device the request comes from. */
export const GATEWAY_HOSTNAME_HEADER = 'x-gsg-hostname';
