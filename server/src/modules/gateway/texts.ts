import type { ChatCompletionRequest, EmbeddingRequest, ResponseRequest } from '@gsg/shared';

/*
 * What the gateway judges: every piece of text a request sends to the model (system and earlier turns
 * too, since any of them may carry what a policy forbids) and every piece the model sends back (its
 * tool-call arguments included). The pieces are joined by blank lines, so that no finding spans two.
 */

const SEPARATOR = '\n\n';

type Content = string | null | undefined | ReadonlyArray<{ type: string; text?: string | undefined }>;

const textsOf = (content: Content): string[] =>
  typeof content === 'string' ? [content] : Array.isArray(content) ? content.flatMap((part) => (typeof part.text === 'string' ? [part.text] : [])) : [];

const joined = (pieces: ReadonlyArray<string | null | undefined>): string => pieces.filter((p): p is string => typeof p === 'string' && p !== '').join(SEPARATOR);

export const chatPrompt = (body: ChatCompletionRequest): string =>
  joined(body.messages.flatMap((m) => [...textsOf(m.content as Content), ...(m.tool_calls ?? []).map((c) => c.function?.arguments)]));

export const responsePrompt = (body: ResponseRequest): string =>
  joined([
    body.instructions,
    ...(typeof body.input === 'string' ? [body.input] : body.input.flatMap((item) => [...textsOf(item.content as Content), item.output, item.arguments])),
  ]);

export const embeddingPrompt = (body: EmbeddingRequest): string => joined(typeof body.input === 'string' ? [body.input] : body.input);

/** Reads fields of a JSON value the upstream sent, without trusting its shape. */
const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const toolArguments = (message: unknown): Array<string | undefined> => list(field(message, 'tool_calls')).map((c) => text(field(field(c, 'function'), 'arguments')));

/** A chat completion's text: every choice's content, refusal and tool-call arguments. */
export const chatReply = (reply: unknown): string =>
  joined(
    list(field(reply, 'choices')).flatMap((choice) => {
      const message = field(choice, 'message');
      return [text(field(message, 'content')), text(field(message, 'refusal')), ...toolArguments(message)];
    }),
  );

/** A streamed chat chunk's new text, of its one choice (more than one choice is not streamed through the gateway). */
export const chatDelta = (chunk: unknown): string =>
  list(field(chunk, 'choices'))
    .map((choice) => {
      const delta = field(choice, 'delta');
      return [text(field(delta, 'content')), text(field(delta, 'refusal')), ...toolArguments(delta)].filter(Boolean).join('');
    })
    .join('');

/** A response's text: its messages' output text and refusals, and its function calls' arguments. */
export const responseReply = (reply: unknown): string =>
  joined(
    list(field(reply, 'output')).flatMap((item) => [
      ...list(field(item, 'content')).flatMap((part) => [text(field(part, 'text')), text(field(part, 'refusal'))]),
      text(field(item, 'arguments')),
    ]),
  );

/** The event types of a streamed response that add text; the summaries that follow repeat it whole. */
const RESPONSE_TEXT_DELTAS = new Set(['response.output_text.delta', 'response.refusal.delta', 'response.function_call_arguments.delta']);

export const responseDelta = (event: unknown): string => {
  const type = text(field(event, 'type'));
  return type && RESPONSE_TEXT_DELTAS.has(type) ? (text(field(event, 'delta')) ?? '') : '';
};

/*
 * Redaction: the same texts, each replaced by what a redacting policy leaves of it. Each piece is redacted
 * on its own, as the pieces are judged apart (joined by blank lines, no finding spans two).
 */
export type Redact = (text: string) => string;

type Part = { type: string; text?: string | undefined };
function redactContent<C>(content: C, redact: Redact): C {
  if (typeof content === 'string') return redact(content) as C;
  if (!Array.isArray(content)) return content;
  return (content as Part[]).map((part) => (typeof part.text === 'string' ? { ...part, text: redact(part.text) } : part)) as C;
}

function redactToolCalls<T extends { function?: { arguments?: string | undefined } | undefined }>(calls: T[] | undefined, redact: Redact): T[] | undefined {
  return calls?.map((call) => (typeof call.function?.arguments === 'string' ? { ...call, function: { ...call.function, arguments: redact(call.function.arguments) } } : call));
}

export const redactChatPrompt = (body: ChatCompletionRequest, redact: Redact): ChatCompletionRequest => ({
  ...body,
  messages: body.messages.map((m) => ({
    ...m,
    content: redactContent(m.content, redact),
    ...(m.tool_calls ? { tool_calls: redactToolCalls(m.tool_calls, redact) } : {}),
  })),
});

export const redactResponsePrompt = (body: ResponseRequest, redact: Redact): ResponseRequest => ({
  ...body,
  ...(typeof body.instructions === 'string' ? { instructions: redact(body.instructions) } : {}),
  input:
    typeof body.input === 'string'
      ? redact(body.input)
      : body.input.map((item) => ({
          ...item,
          content: redactContent(item.content, redact),
          ...(typeof item.output === 'string' ? { output: redact(item.output) } : {}),
          ...(typeof item.arguments === 'string' ? { arguments: redact(item.arguments) } : {}),
        })),
});

export const redactEmbeddingPrompt = (body: EmbeddingRequest, redact: Redact): EmbeddingRequest => ({
  ...body,
  input: typeof body.input === 'string' ? redact(body.input) : body.input.map(redact),
});

/** The fields of a reply (whole, or a streamed event) that carry the model's text. */
const REPLY_TEXT_FIELDS = new Set(['content', 'refusal', 'arguments', 'text', 'delta', 'output_text']);

/**
 * A reply, or a streamed event that repeats it (a Responses summary: `response.output_text.done`,
 * `response.completed`), with every text the model wrote redacted, however deep. Ids, names and the
 * like are left as they are.
 */
export function redactReply(value: unknown, redact: Redact, key: string | null = null): unknown {
  if (typeof value === 'string') return key !== null && REPLY_TEXT_FIELDS.has(key) ? redact(value) : value;
  if (Array.isArray(value)) return value.map((item) => redactReply(item, redact, key));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, redactReply(inner, redact, name)]));
}

/** A streamed chat chunk carrying `piece` as its choice's new text instead of its own. */
export function withChatDelta(chunk: unknown, piece: string): unknown {
  return {
    ...(chunk as object),
    choices: list(field(chunk, 'choices')).map((choice) => {
      const delta = field(choice, 'delta') as Record<string, unknown> | undefined;
      if (!delta) return choice;
      // The whole piece goes in the first field that had text; the others are emptied (a chunk rarely has two).
      let placed = false;
      const put = (had: unknown) => {
        if (typeof had !== 'string' || had === '') return had;
        if (placed) return '';
        placed = true;
        return piece;
      };
      const next: Record<string, unknown> = { ...delta, content: put(delta.content), refusal: put(delta.refusal) };
      if (Array.isArray(delta.tool_calls)) {
        next.tool_calls = delta.tool_calls.map((c: unknown) => {
          const fn = field(c, 'function') as Record<string, unknown> | undefined;
          return fn && typeof fn.arguments === 'string' ? { ...(c as object), function: { ...fn, arguments: put(fn.arguments) } } : c;
        });
      }
      for (const name of ['content', 'refusal'] as const) if (!(name in delta)) delete next[name];
      return { ...(choice as object), delta: next };
    }),
  };
}

/** A streamed Responses event carrying `piece` as its delta. */
export const withResponseDelta = (event: unknown, piece: string): unknown => ({ ...(event as object), delta: piece });
