// One agent connection to the server's agent stream (shared/src/agent-protocol.ts): a WebSocket
// authenticated with an API key on the upgrade request, events out as NDJSON frames, acks and commands
// back as one JSON object per frame.
import WebSocket from 'ws';
import {
  AGENT_MAX_FRAME_BYTES,
  AGENT_MAX_FRAME_EVENTS,
  AGENT_STREAM_PATH,
  agentServerMessageSchema,
  type AgentServerMessage,
  type IngestEvent,
} from '@gsg/shared';

/** The server refused the key (401): retrying with the same key cannot help. */
export class KeyRefusedError extends Error {
  override name = 'KeyRefusedError';
}
/** Nothing answered at the address (refused, unknown host, timed out): the server may be down. */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
}

export interface AgentConnection {
  /** Sends the events as NDJSON lines, in as few frames as the server's frame limit allows. */
  send(events: readonly IngestEvent[]): void;
  /** Bytes handed to the socket and not yet written: senders pace themselves against it. */
  buffered(): number;
  close(): void;
}

export interface ConnectOptions {
  /** The server's base URL, http(s)://host:port. */
  url: string;
  key: string;
  onMessage(message: AgentServerMessage): void;
  /** The connection ended after it had opened (the server went away, or close() was called). */
  onClose(code: number, reason: string): void;
  /** A frame that is not one of the protocol's messages; ignored otherwise. */
  onUnknownFrame?(frame: string): void;
}

export function agentStreamUrl(base: string): string {
  const url = new URL(AGENT_STREAM_PATH, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function parseFrame(frame: string): AgentServerMessage | null {
  try {
    const parsed = agentServerMessageSchema.safeParse(JSON.parse(frame));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Resolves once the stream is open; rejects when the server cannot be reached or refuses the upgrade. */
export function connectAgent(options: ConnectOptions): Promise<AgentConnection> {
  const target = agentStreamUrl(options.url);
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(target, { headers: { authorization: `Bearer ${options.key}` } });
    let opened = false;
    socket.on('unexpected-response', (request, response) => {
      request.destroy();
      reject(
        response.statusCode === 401
          ? new KeyRefusedError(`${options.url} refused the API key (401): it is unknown or revoked`)
          : new Error(`${options.url} answered ${response.statusCode} instead of opening the agent stream at ${AGENT_STREAM_PATH}`),
      );
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // After opening, an error is always followed by 'close', which reports it.
      if (!opened) reject(new UnreachableError(`cannot connect to ${options.url} (${error.code ?? error.message})`));
    });
    socket.on('close', (code, reason) => {
      if (opened) options.onClose(code, reason.toString());
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const frame = data.toString();
      const message = parseFrame(frame);
      if (message) options.onMessage(message);
      else options.onUnknownFrame?.(frame);
    });
    socket.on('open', () => {
      opened = true;
      resolve({
        send(events) {
          // Split so that no frame passes the server's limits, which would close the stream.
          let lines: string[] = [];
          let bytes = 0;
          for (const event of events) {
            const line = JSON.stringify(event);
            const size = Buffer.byteLength(line) + 1;
            if (lines.length > 0 && (bytes + size > AGENT_MAX_FRAME_BYTES || lines.length === AGENT_MAX_FRAME_EVENTS)) {
              socket.send(lines.join('\n'));
              lines = [];
              bytes = 0;
            }
            lines.push(line);
            bytes += size;
          }
          if (lines.length > 0) socket.send(lines.join('\n'));
        },
        buffered: () => socket.bufferedAmount,
        close: () => socket.close(1000),
      });
    });
  });
}
