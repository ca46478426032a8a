import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatCompletionRequestSchema,
  embeddingRequestSchema,
  GATEWAY_ERROR_CODES,
  GATEWAY_HOSTNAME_HEADER,
  GATEWAY_USER_HEADER,
  openAiErrorSchema,
  responseRequestSchema,
  upstreamReplySchema,
} from '@gsg/shared';
import { GatewayError, openAiError } from './gateway-error.ts';
import {
  chatDelta,
  chatReply,
  redactRequest,
  requestText,
  responseDelta,
  responseReply,
  withChatDelta,
  withResponseDelta,
} from './texts.ts';
import { UpstreamUnavailable } from './upstream.ts';
import { HttpError } from '../../http-errors.ts';
import { createGatewayService, type GatewayCaller } from './service.ts';
import { forward, type Dialect } from './forward.ts';
import { errorMessage } from '../../error-message.ts';

// A chat with a long history, or a few images inline: the text judged is bounded on its own.
const BODY_LIMIT = 8 * 1024 * 1024;

const CHAT: Dialect = { path: '/chat/completions', replyText: chatReply, deltaText: chatDelta, withDelta: withChatDelta };
const RESPONSES: Dialect = { path: '/responses', replyText: responseReply, deltaText: responseDelta, withDelta: withResponseDelta };
const EMBEDDINGS: Dialect = { path: '/embeddings', deltaText: () => '' };

/** The headers the gateway reads; the others are the client's business and stay unread. */
const headersSchema = z.looseObject({
  [GATEWAY_USER_HEADER]: z.string().trim().min(1).max(200).optional(),
  [GATEWAY_HOSTNAME_HEADER]: z.string().trim().min(1).max(255).optional(),
});

const errors = { 400: openAiErrorSchema, 401: openAiErrorSchema, 403: openAiErrorSchema, 413: openAiErrorSchema, 502: openAiErrorSchema, 503: openAiErrorSchema };

const routeOptions = <B extends z.ZodType>(summary: string, body: B) => ({
  bodyLimit: BODY_LIMIT,
  config: { auth: 'gateway' as const },
  schema: { tags: ['gateway'], summary, headers: headersSchema, body, response: { 200: upstreamReplySchema, ...errors } },
});

const CODE_BY_STATUS: Record<number, string> = {
  401: GATEWAY_ERROR_CODES.invalidApiKey,
  403: GATEWAY_ERROR_CODES.keyScope,
  413: GATEWAY_ERROR_CODES.tooLarge,
  429: GATEWAY_ERROR_CODES.rateLimited,
  503: GATEWAY_ERROR_CODES.busy,
};

/**
 * Every refusal under /v1 in OpenAI's error shape, including those made before the handler (the key, a
 * body that is not JSON or too large, a bad field), so an OpenAI SDK raises each as the matching error.
 */
function answerInOpenAiShape(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof GatewayError) return reply.code(err.statusCode).send(err.toBody());
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((issue) => ({
      path: [err.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? 'is invalid',
    }));
    const summary = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
    const param = issues[0]?.path.replace(/^body\./, '') ?? null;
    return reply.code(400).send(openAiError(400, `Invalid request: ${summary}`, GATEWAY_ERROR_CODES.invalidRequest, param));
  }
  if (err instanceof UpstreamUnavailable) return reply.code(502).send(openAiError(502, err.message, GATEWAY_ERROR_CODES.upstreamUnavailable));
  const status = err instanceof HttpError ? err.statusCode : typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (err instanceof HttpError && err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
  if (status === 500) {
    // Only the message: an error raised while judging may quote what it judged.
    request.log.error({ err: { message: err.message, stack: err.stack } }, 'gateway request failed');
    return reply.code(500).send(openAiError(500, 'Internal Server Error', GATEWAY_ERROR_CODES.internal));
  }
  // The auth hook's and Fastify's own client errors: their messages describe the request's form, never its content.
  return reply.code(status).send(openAiError(status, err.message, CODE_BY_STATUS[status] ?? GATEWAY_ERROR_CODES.invalidRequest));
}

/**
 * The OpenAI-compatible gateway: the console's decisions applied to the traffic itself. Each call is
 * judged before anything reaches the upstream (the key, Access Control, the policies on the prompt), its
 * reply is judged before the person gets it, and every call becomes a conversation log.
 */
const AUDIO_REFUSED = 'The gateway judges text: a spoken (audio) reply cannot be judged, so ask for text only (modalities: ["text"])';
const asksForAudio = ({ modalities, audio }: Record<string, unknown>): boolean =>
  (Array.isArray(modalities) && modalities.includes('audio')) || (audio !== undefined && audio !== null);

const routes: FastifyPluginAsyncZod = async (app) => {
  const gateway = createGatewayService({
    access: app.services.access,
    conversations: app.services.conversations,
    policySet: app.services.policySet,
    toolPolicy: app.services.toolPolicy,
    turns: app.services.evaluationTurns,
    onRecordFailed: (err) => app.log.error({ err: { message: errorMessage(err) } }, 'gateway conversation could not be logged'),
  });
  app.addHook('onClose', () => gateway.settled());
  app.setErrorHandler(answerInOpenAiShape);

  const callerOf = (request: FastifyRequest, body: { model: string; user?: string | undefined }): GatewayCaller => {
    const headers = request.headers as z.infer<typeof headersSchema>;
    return { person: body.user ?? headers[GATEWAY_USER_HEADER], hostname: headers[GATEWAY_HOSTNAME_HEADER], ipAddress: request.ip, model: body.model };
  };

  app.post('/chat/completions', routeOptions('Chat completion, judged on the way in and out (stream: true answers with server-sent events)', chatCompletionRequestSchema), async (request, reply) => {
    const { body } = request;
    const stream = body.stream === true;
    // Choices streamed side by side interleave their pieces, and a finding split across them would go unseen.
    if (stream && (body.n ?? 1) > 1) throw new GatewayError(400, GATEWAY_ERROR_CODES.invalidRequest, 'Only one choice (n: 1) can be streamed through the gateway', 'n');
    // Speech cannot be judged as it is written, so a spoken reply would pass every policy unread.
    if (asksForAudio(body)) throw new GatewayError(400, GATEWAY_ERROR_CODES.invalidRequest, AUDIO_REFUSED, 'modalities');
    const call = await gateway.admit(callerOf(request, body), requestText(body));
    // A redacting policy matched the prompt: the model gets it with the matches replaced.
    const sent = call.redactPrompt ? redactRequest(body, (text) => gateway.redactText(call, text)) : body;
    return forward(gateway, app.gatewayRouting, reply, call, CHAT, sent, stream);
  });

  app.post('/responses', routeOptions('Response, judged on the way in and out (stream: true answers with server-sent events)', responseRequestSchema), async (request, reply) => {
    const { body } = request;
    const call = await gateway.admit(callerOf(request, body), requestText(body));
    const sent = call.redactPrompt ? redactRequest(body, (text) => gateway.redactText(call, text)) : body;
    return forward(gateway, app.gatewayRouting, reply, call, RESPONSES, sent, body.stream === true);
  });

  app.post('/embeddings', routeOptions('Embeddings of text judged before it is sent', embeddingRequestSchema), async (request, reply) => {
    const { body } = request;
    const call = await gateway.admit(callerOf(request, body), requestText(body));
    const sent = call.redactPrompt ? redactRequest(body, (text) => gateway.redactText(call, text)) : body;
    return forward(gateway, app.gatewayRouting, reply, call, EMBEDDINGS, sent, false);
  });

  // Any other path under /v1 is a gateway path the client got wrong, not a page of the console.
  app.all('/*', { config: { auth: 'gateway' }, schema: { hide: true } }, async (request) => {
    throw new GatewayError(404, GATEWAY_ERROR_CODES.unknownUrl, `The gateway serves no ${request.method} ${request.url.split('?')[0]}`);
  });
};

export default routes;
