import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { GATEWAY_ERROR_CODES, GATEWAY_WARNING_HEADER, type TriggeredPolicy } from '@gsg/shared';
import { GatewayError, openAiError } from './gateway-error.ts';
import { ReplyWindow, type Redaction, type WindowRedactor } from './reply-window.ts';
import { redactReply } from './texts.ts';
import { errorEvent, SseParser, type SseEvent } from './sse.ts';
import { callUpstream, UpstreamUnavailable, type UpstreamReply } from './upstream.ts';
import type { AdmittedCall, GatewayService } from './service.ts';
import type { GatewayRouteService } from '../gateway-routes/service.ts';

/** How one endpoint's replies carry text. */
export interface Dialect {
  /** The upstream path under its base URL. */
  path: string;
  /** A whole reply's text; absent when replies hold none to judge (embeddings). */
  replyText?: (reply: unknown) => string;
  /** The text one streamed event adds. */
  deltaText: (event: unknown) => string;
  /** A streamed event carrying `piece` as the text it adds instead of its own (to redact it). */
  withDelta?: (event: unknown, piece: string) => unknown;
}

const UPSTREAM_REFUSED_KEY = "The model provider refused the gateway's credentials";
const UPSTREAM_NOT_JSON = 'The model provider answered with something other than JSON';
const UPSTREAM_BROKE_OFF = 'The model provider broke off the reply';
/** The model name is the client's own and says nothing of the prompt; it is quoted plainly. */
const notConfigured = (model: string) =>
  `The gateway has no model provider to forward to for the model ${JSON.stringify(model)} (no enabled model route matches it and GSG_GATEWAY_UPSTREAM_URL is not set)`;

/** Header values are Latin-1 text without control characters; a policy name may hold anything. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** A server-sent event's data as JSON, or null for the end marker, keep-alives and anything unparsable. */
function dataOf(event: SseEvent): unknown {
  if (event.data === '' || event.data === '[DONE]') return null;
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return null;
  }
}

/**
 * Sends an admitted call upstream and the reply to the client, judged: a whole reply before any of it is
 * sent, a streamed one as it streams. Whatever happens, the conversation is logged with what the person
 * received.
 */
export async function forward(
  gateway: GatewayService,
  routing: Pick<GatewayRouteService, 'targetFor'>,
  reply: FastifyReply,
  call: AdmittedCall,
  dialect: Dialect,
  body: object,
  stream: boolean,
): Promise<FastifyReply> {
  // The first enabled model route whose pattern matches the model, else GSG_GATEWAY_UPSTREAM_URL.
  const target = await routing.targetFor(call.conversation.aiModel);
  if (!target) throw new GatewayError(503, GATEWAY_ERROR_CODES.notConfigured, notConfigured(call.conversation.aiModel));
  const abort = new AbortController();
  // The client went away before its answer was complete: the upstream stops too.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });

  let upstream: UpstreamReply;
  try {
    upstream = await callUpstream(target, dialect.path, JSON.stringify(body), abort.signal);
  } catch (err) {
    gateway.delivered(call, '');
    throw err;
  }
  if (upstream.status < 200 || upstream.status > 299) return passUpstreamError(gateway, reply, call, upstream);
  if (call.warning) reply.header(GATEWAY_WARNING_HEADER, headerSafe(call.warning));
  const isStream = stream && upstream.contentType.includes('text/event-stream');
  if (isStream) return streamReply(gateway, reply, call, dialect, upstream, abort);
  return wholeReply(gateway, reply, call, dialect, upstream);
}

/**
 * An upstream refusal goes to the client as the upstream said it, except a refusal of the gateway's own
 * key: the client's key was fine, so that is the gateway's fault and said as such.
 */
async function passUpstreamError(gateway: GatewayService, reply: FastifyReply, call: AdmittedCall, upstream: UpstreamReply) {
  const text = await upstream.text().catch(() => '');
  gateway.delivered(call, '');
  if (upstream.status === 401 || upstream.status === 403) throw new GatewayError(502, GATEWAY_ERROR_CODES.upstreamUnavailable, UPSTREAM_REFUSED_KEY);
  return reply
    .code(upstream.status)
    .type(upstream.contentType || 'application/json')
    .send(text);
}

async function wholeReply(gateway: GatewayService, reply: FastifyReply, call: AdmittedCall, dialect: Dialect, upstream: UpstreamReply) {
  const text = await upstream.text().catch((err: unknown) => {
    gateway.delivered(call, '');
    throw new UpstreamUnavailable(err);
  });
  if (!dialect.replyText) {
    gateway.delivered(call, '');
    return reply.code(upstream.status).type('application/json').send(text);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Unread, it cannot be judged, so it does not go out.
    gateway.delivered(call, '');
    throw new GatewayError(502, GATEWAY_ERROR_CODES.upstreamUnavailable, UPSTREAM_NOT_JSON);
  }
  const replyText = dialect.replyText(parsed);
  const { verdict, blockers, redact } = await gateway.judgeReply(call, replyText);
  if (blockers.length > 0) throw new GatewayError(400, GATEWAY_ERROR_CODES.contentPolicy, gateway.withheld(call, '', blockers));
  if (verdict.warning) reply.header(GATEWAY_WARNING_HEADER, headerSafe(verdict.warning));
  if (!redact) {
    gateway.delivered(call, replyText, { verdict, redacted: false });
    return reply.code(upstream.status).type('application/json').send(text);
  }
  // A redacting policy matched: the person gets the reply with what it matched replaced, and the log keeps that.
  const redacted = redactReply(parsed, (piece) => gateway.redactText(call, piece));
  gateway.delivered(call, dialect.replyText(redacted), { verdict, redacted: true });
  return reply.code(upstream.status).type('application/json').send(JSON.stringify(redacted));
}

/** An event with other data, in the form it came in (its event name kept). */
const withData = (event: SseEvent, data: unknown): SseEvent => {
  const json = JSON.stringify(data);
  return { event: event.event, data: json, raw: `${event.event === null ? '' : `event: ${event.event}\n`}data: ${json}\n\n` };
};

/** How a streamed reply's events are redacted, when a policy of the call redacts and the endpoint streams text. */
function eventRedactor(gateway: GatewayService, call: AdmittedCall, dialect: Dialect, find: ((text: string) => Redaction[]) | null): WindowRedactor<SseEvent> | null {
  const { withDelta } = dialect;
  if (!find || !withDelta) return null;
  return {
    find,
    rewrite: (event, piece) => withData(event, withDelta(dataOf(event), piece)),
    // A summary repeats the reply whole (a Responses `response.completed`): its texts are redacted one by one.
    rewriteSummary: (event) => {
      const data = dataOf(event);
      if (data === null) return event;
      const redacted = redactReply(data, (piece) => gateway.redactText(call, piece));
      return JSON.stringify(redacted) === JSON.stringify(data) ? event : withData(event, redacted);
    },
  };
}

function streamReply(gateway: GatewayService, reply: FastifyReply, call: AdmittedCall, dialect: Dialect, upstream: UpstreamReply, abort: AbortController) {
  const out = new PassThrough();
  reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache')
    // Proxies in front (nginx) would otherwise buffer the stream and hand it over in one piece.
    .header('x-accel-buffering', 'no');
  void reply.send(out);
  void pump(gateway, call, dialect, upstream.chunks, out, abort);
  return reply;
}

async function pump(gateway: GatewayService, call: AdmittedCall, dialect: Dialect, body: AsyncIterable<Buffer>, out: PassThrough, abort: AbortController) {
  const { judge, find, pending } = gateway.streamJudge(call);
  const window = new ReplyWindow<SseEvent>(judge, eventRedactor(gateway, call, dialect, find), pending);
  /** Logs what the person received; when it may have been redacted, judged as the model wrote it. */
  const logDelivered = async () =>
    find
      ? gateway.delivered(call, window.delivered, { verdict: (await gateway.judgeReply(call, window.received)).verdict, redacted: window.redacted })
      : gateway.delivered(call, window.delivered);
  const parser = new SseParser();
  const decoder = new TextDecoder();
  const send = (events: readonly SseEvent[]) => {
    for (const event of events) out.write(event.raw);
  };
  /** Feeds events to the window; the policies that blocked the reply, if it was. */
  const take = (events: readonly SseEvent[]): TriggeredPolicy[] => {
    for (const event of events) {
      const data = dataOf(event);
      const step = window.push(event, data === null ? '' : dialect.deltaText(data));
      send(step.release);
      if (step.blockers.length > 0) return step.blockers;
    }
    return [];
  };

  let blockers: TriggeredPolicy[] = [];
  let brokeOff = false;
  try {
    for await (const chunk of body) {
      blockers = take(parser.feed(decoder.decode(chunk, { stream: true })));
      if (blockers.length > 0) break;
    }
    if (blockers.length === 0) blockers = take(parser.flush());
  } catch {
    brokeOff = !abort.signal.aborted;
  }
  if (blockers.length > 0) {
    // Nothing of the rest is wanted: the upstream stops generating (and billing) it.
    abort.abort();
    const message = gateway.withheld(call, window.delivered, blockers);
    out.end(errorEvent(openAiError(400, message, GATEWAY_ERROR_CODES.contentPolicy)));
    return;
  }
  if (brokeOff) {
    await logDelivered();
    out.end(errorEvent(openAiError(502, UPSTREAM_BROKE_OFF, GATEWAY_ERROR_CODES.upstreamUnavailable)));
    return;
  }
  if (abort.signal.aborted) {
    // The client left: it received what was released before.
    await logDelivered();
    out.end();
    return;
  }
  send(window.finish());
  await logDelivered();
  out.end();
}
