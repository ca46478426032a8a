/*
 * What the gateway judges: every piece of text a request sends to the model (system and earlier turns
 * too, since any of them may carry what a policy forbids) and every piece the model sends back (its
 * tool-call arguments included). The pieces are joined by blank lines, so that no finding spans two.
 */

const SEPARATOR = '\n\n';

/*
 * A request's text is every string it sends, wherever it sits: the messages and their parts, tool-call
 * arguments and outputs, but also tool descriptions and schemas, predicted outputs, prompt variables,
 * metadata and any field a newer API adds. Reading named fields only would let a policy's match through
 * in a field nobody listed. Skipped are the keys whose values are identifiers and settings, never
 * anyone's words, and the media a text detector cannot read (images, audio, files as base64).
 */
const NOT_TEXT = new Set([
  // Identifiers: of the model, a message's role and kind, calls and stored responses. Names are read:
  // a message's `name` is the client's to write, and may hold a number as well as a person's name.
  'model', 'role', 'type', 'id', 'call_id', 'tool_call_id', 'status', 'previous_response_id', 'conversation',
  // Who is asking: the gateway reads the person from it; OpenAI's own abuse identifiers.
  'user', 'safety_identifier', 'prompt_cache_key',
  // Settings.
  'stop', 'tool_choice', 'service_tier', 'reasoning_effort', 'effort', 'summary', 'verbosity', 'modalities', 'voice', 'format',
  'encoding_format', 'include', 'truncation', 'detail', 'audio',
]);
/** Media sent as URLs or base64: skipped whole, whatever they hold. */
const MEDIA = new Set(['image_url', 'input_audio', 'file_data', 'file_id']);

/**
 * Whether a value under `key` is skipped: media always; an identifier or setting when it is a string (or
 * strings), while an object under such a key (a Responses `text.format` schema) is read like any other.
 */
const skipped = (key: string | null, value: unknown): boolean =>
  key !== null && (MEDIA.has(key) || (NOT_TEXT.has(key) && (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))));

/** Every string of a request a model is sent, in order (identifiers, settings and media skipped, however deep). */
function textsOf(value: unknown, key: string | null = null): string[] {
  if (skipped(key, value)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, inner]) => textsOf(inner, name));
}

const joined = (pieces: ReadonlyArray<string | null | undefined>): string => pieces.filter((p): p is string => typeof p === 'string' && p !== '').join(SEPARATOR);

// A log reads as the model is told: the instructions first, then the conversation, then the rest.
const READ_FIRST = ['instructions', 'messages', 'input'];
const readingOrder = ([a]: [string, unknown], [b]: [string, unknown]) => rank(a) - rank(b);
const rank = (key: string) => (READ_FIRST.includes(key) ? READ_FIRST.indexOf(key) : READ_FIRST.length);

/** What a request sends the model (chat, responses and embeddings alike), for the policies to judge. */
export const requestText = (body: object): string => joined(Object.entries(body).sort(readingOrder).flatMap(([name, value]) => textsOf(value, name)));

/** Reads fields of a JSON value the upstream sent, without trusting its shape. */
const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const toolArguments = (message: unknown): Array<string | undefined> => list(field(message, 'tool_calls')).map((c) => text(field(field(c, 'function'), 'arguments')));

/**
 * The fields of a chat message (or a streamed delta) the model writes words in: its content, a refusal,
 * and the reasoning some providers send beside the answer (DeepSeek's `reasoning_content`, `reasoning`
 * through OpenRouter and others), which may repeat what the answer leaves out.
 */
const CHAT_TEXT_FIELDS = ['reasoning_content', 'reasoning', 'content', 'refusal'] as const;
const chatTexts = (message: unknown): Array<string | undefined> => [
  ...CHAT_TEXT_FIELDS.map((name) => text(field(message, name))),
  ...toolArguments(message),
];

/** A chat completion's text: every choice's reasoning, content, refusal and tool-call arguments. */
export const chatReply = (reply: unknown): string => joined(list(field(reply, 'choices')).flatMap((choice) => chatTexts(field(choice, 'message'))));

/** A streamed chat chunk's new text, of its one choice (more than one choice is not streamed through the gateway). */
export const chatDelta = (chunk: unknown): string =>
  list(field(chunk, 'choices'))
    .map((choice) => {
      return chatTexts(field(choice, 'delta')).filter(Boolean).join('');
    })
    .join('');

/** A response's text: its reasoning summaries, its messages' output text and refusals, and its function calls' arguments. */
export const responseReply = (reply: unknown): string =>
  joined(
    list(field(reply, 'output')).flatMap((item) => [
      ...list(field(item, 'summary')).map((part) => text(field(part, 'text'))),
      ...list(field(item, 'content')).flatMap((part) => [text(field(part, 'text')), text(field(part, 'refusal'))]),
      text(field(item, 'arguments')),
    ]),
  );

/** The event types of a streamed response that add text; the summaries that follow repeat it whole. */
const RESPONSE_TEXT_DELTAS = new Set([
  'response.reasoning_summary_text.delta',
  'response.reasoning_text.delta',
  'response.output_text.delta',
  'response.refusal.delta',
  'response.function_call_arguments.delta',
]);

export const responseDelta = (event: unknown): string => {
  const type = text(field(event, 'type'));
  return type && RESPONSE_TEXT_DELTAS.has(type) ? (text(field(event, 'delta')) ?? '') : '';
};

/*
 * Redaction: the same texts, each replaced by what a redacting policy leaves of it. Each piece is redacted
 * on its own, as the pieces are judged apart (joined by blank lines, no finding spans two).
 */
export type Redact = (text: string) => string;

/** The request with each of its texts (requestText's pieces) replaced by what the policies leave of it. */
export function redactRequest<T>(value: T, redact: Redact, key: string | null = null): T {
  if (skipped(key, value)) return value;
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactRequest(item, redact, key)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, redactRequest(inner, redact, name)])) as T;
}

/** The fields of a reply (whole, or a streamed event) that carry the model's text. */
const REPLY_TEXT_FIELDS = new Set(['content', 'refusal', 'arguments', 'text', 'delta', 'output_text', 'reasoning_content', 'reasoning', 'transcript']);

/**
 * A reply, or a streamed event that repeats it (a Responses summary: `response.output_text.done`,
 * `response.completed`), with every text the model wrote redacted, however deep. Ids, names and the
 * like are left as they are.
 */
export function redactReply(value: unknown, redact: Redact, key: string | null = null): unknown {
  if (key === 'logprobs') return withoutLogprobs(value);
  if (typeof value === 'string') return key !== null && REPLY_TEXT_FIELDS.has(key) ? redact(value) : value;
  if (Array.isArray(value)) return value.map((item) => redactReply(item, redact, key));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, redactReply(inner, redact, name)]));
}

/**
 * Log probabilities repeat the text token by token, where no redaction can follow: a reply whose text was
 * redacted goes without them (an empty list, or null, as the API writes none).
 */
const withoutLogprobs = (value: unknown): unknown => (Array.isArray(value) ? [] : null);

/** A streamed chat chunk carrying `piece` as its choice's new text instead of its own (and no log probabilities). */
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
      const next: Record<string, unknown> = { ...delta };
      for (const name of CHAT_TEXT_FIELDS) next[name] = put(delta[name]);
      if (Array.isArray(delta.tool_calls)) {
        next.tool_calls = delta.tool_calls.map((c: unknown) => {
          const fn = field(c, 'function') as Record<string, unknown> | undefined;
          return fn && typeof fn.arguments === 'string' ? { ...(c as object), function: { ...fn, arguments: put(fn.arguments) } } : c;
        });
      }
      for (const name of CHAT_TEXT_FIELDS) if (!(name in delta)) delete next[name];
      const logprobs = field(choice, 'logprobs');
      return { ...(choice as object), delta: next, ...(logprobs === undefined ? {} : { logprobs: withoutLogprobs(logprobs) }) };
    }),
  };
}

/** A streamed Responses event carrying `piece` as its delta (and no log probabilities). */
export const withResponseDelta = (event: unknown, piece: string): unknown => {
  const logprobs = field(event, 'logprobs');
  return { ...(event as object), delta: piece, ...(logprobs === undefined ? {} : { logprobs: withoutLogprobs(logprobs) }) };
};
