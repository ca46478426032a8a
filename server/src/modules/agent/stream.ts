import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { AGENT_FRAME_TOO_MANY_EVENTS, AGENT_MAX_FRAME_EVENTS, AGENT_STREAM_CLOSE, type AgentServerMessage } from '@gsg/shared';
import { presentedApiKey } from '../../plugins/auth.ts';
import type { AgentLink } from './connections.ts';
import { countLinesUpTo, parseNdjson } from '../ingest/service.ts';
import { isStorageFull } from '../../store/storage-faults.ts';
import { outcomeOf } from './acks.ts';
import { errorMessage } from '../../error-message.ts';

/** Frames read ahead of the one being stored; past this the socket stops reading until it catches up. */
const MAX_QUEUED_FRAMES = 4;
/** A connection that has not answered a ping by the next one is gone, and its hosts with it. */
const PING_EVERY_MS = 30_000;
/** A close reason is at most 123 bytes, so the stream's is shorter than the REST answer. */
const AGENT_STORAGE_FULL = "Events could not be stored: the server's storage is full";

/** A message as ws hands it over (its RawData). */
type Frame = Buffer | ArrayBuffer | Buffer[];
const textOf = (data: Frame): string =>
  (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');

/**
 * Serves one agent stream: frames are stored in the order received, each event acked once stored, and the
 * registry learns which hosts this stream serves so Update Client can reach them. The key is checked again
 * for every frame, as REST checks it on every request, so revoking it ends the stream.
 */
export function serveAgentStream(app: FastifyInstance, socket: WebSocket, request: FastifyRequest): void {
  const { agents, apiKeys, ingest } = app.services;
  const key = presentedApiKey(request);
  const link: AgentLink = {
    send(message: AgentServerMessage) {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
  };

  async function store(text: string): Promise<void> {
    if (!(await apiKeys.authenticate(key))) return socket.close(AGENT_STREAM_CLOSE.keyRejected, 'A valid API key is required');
    const batch = parseNdjson(text);
    const { acks, hostnames, recorded } = outcomeOf(batch, await ingest.ingest(batch));
    for (const ack of acks) link.send(ack);
    if (hostnames.length > 0) await agents.heartbeatsReceived(link, hostnames, recorded);
  }

  // Queued before any frame, so the agent knows the decisions on AI tools before its first ack. A policy
  // that could not be read is sent with the next heartbeat's answer instead; the events still go in.
  let queue: Promise<void> = agents
    .connected(link)
    .catch((err: unknown) => request.log.error({ err: { message: errorMessage(err) } }, 'tool policy could not be sent'));
  let queued = 0;
  // On shutdown: take no more frames (those are never acked, so the agent sends them again) and store the
  // ones taken, acking them, before the stream is closed. The socket keeps reading: it must hear the
  // agent's answer to the close.
  let draining = false;
  app.drainOnClose(socket, async () => {
    draining = true;
    for (let last: Promise<void> | null = null; last !== queue; ) await (last = queue);
  });

  socket.on('message', (data, isBinary) => {
    if (draining) return;
    if (isBinary) return socket.close(AGENT_STREAM_CLOSE.binaryFrame, 'Events are sent as text frames');
    const text = textOf(data);
    // Refused before it is queued or parsed: a million lines would be a million events held and acked.
    if (countLinesUpTo(text, AGENT_MAX_FRAME_EVENTS) > AGENT_MAX_FRAME_EVENTS) {
      return socket.close(AGENT_STREAM_CLOSE.tooBig, AGENT_FRAME_TOO_MANY_EVENTS);
    }
    if (++queued > MAX_QUEUED_FRAMES) socket.pause();
    queue = queue
      .then(() => store(text))
      .catch((err: unknown) => {
        // Only the message: the error of a failed write may quote the event, prompt included.
        request.log.error({ err: { message: errorMessage(err) } }, 'agent stream frame failed');
        socket.close(AGENT_STREAM_CLOSE.storeFailed, isStorageFull(err) ? AGENT_STORAGE_FULL : 'Events could not be stored');
      })
      .finally(() => {
        if (--queued <= MAX_QUEUED_FRAMES) socket.resume();
      });
  });

  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const pinger = setInterval(() => {
    if (!answered) return socket.terminate();
    answered = false;
    socket.ping();
  }, PING_EVERY_MS);
  pinger.unref();

  socket.on('close', () => {
    clearInterval(pinger);
    agents.drop(link);
  });
}
