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
