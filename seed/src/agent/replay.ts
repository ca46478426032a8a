// Plays a recorded stream through the agent stream: each event at its offset divided by the speed, with
// its timestamp set to when it is sent (so consoles show it as fresh) and its eventId prefixed with this
// run's id (so replaying a file again stores it again instead of being acked as duplicates). Finishes
// once every event is acked.
import { randomBytes } from 'node:crypto';
import type { AgentServerMessage, AgentUpdateClientCommand, IngestEvent } from '@gsg/shared';
import type { StreamLine } from '../streams/format.ts';
import { connectAgent, type AgentConnection } from './connection.ts';

/** Events due together go out in frames of at most this many lines. */
const MAX_FRAME_EVENTS = 200;
/** Sending pauses while more than this is waiting in the socket. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface ReplayProgress {
  total: number;
  sent: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  elapsedMs: number;
}

export const ackedOf = (p: ReplayProgress): number => p.accepted + p.duplicates + p.rejected;

export interface ReplayOptions {
  url: string;
  key: string;
  lines: readonly StreamLine[];
  /** Recorded time runs this many times faster. */
  speed: number;
  onProgress?(progress: ReplayProgress): void;
  progressEveryMs?: number;
  /** An event the server rejected: its eventId in the file, and why. */
  onRejected?(eventId: string | null, reason: string): void;
  /** A command for an endpoint whose recorded heartbeats this replay sent; a recording cannot act on it. */
  onCommand?(command: AgentUpdateClientCommand): void;
  /** Gives up when the server acks nothing for this long while acks are outstanding. */
  ackTimeoutMs?: number;
}

// Unreferenced: the open connection keeps the process alive while replaying, and once it is gone a wait
// for the next event must not.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export async function replay(options: ReplayOptions): Promise<ReplayProgress> {
  const { lines, speed } = options;
  const runId = `replay-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const progress: ReplayProgress = { total: lines.length, sent: 0, accepted: 0, duplicates: 0, rejected: 0, elapsedMs: 0 };
  // The recording's clock starts once the connection is open: a slow handshake must not send its first
  // moments in one burst.
  let started = performance.now();
  const snapshot = (): ReplayProgress => ({ ...progress, elapsedMs: performance.now() - started });

  // Settles the run early: the connection closed, or acks stopped coming.
  let fail!: (error: Error) => void;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => {});
  let lastAckAt = performance.now();
  let acksDone: (() => void) | null = null;

  const onMessage = (message: AgentServerMessage) => {
    if (message.type === 'command') {
      // The tool policy every stream is sent changes nothing here: the recording says what was done.
      if (message.command === 'update-client') options.onCommand?.(message);
      return;
    }
    lastAckAt = performance.now();
    progress[message.result === 'accepted' ? 'accepted' : message.result === 'duplicate' ? 'duplicates' : 'rejected'] += 1;
    if (message.result === 'rejected') {
      const original = message.eventId?.startsWith(`${runId}:`) ? message.eventId.slice(runId.length + 1) : message.eventId;
      options.onRejected?.(original, message.reason ?? 'no reason given');
    }
    if (acksDone && ackedOf(progress) >= progress.sent) acksDone();
  };

  let finished = false;
  const connection: AgentConnection = await connectAgent({
    url: options.url,
    key: options.key,
    onMessage,
    onClose: (code, reason) => {
      if (!finished) {
        fail(new Error(`the server closed the connection (${code}${reason ? ` ${reason}` : ''}) after ${progress.sent} of ${progress.total} events were sent`));
      }
    },
  });
  started = performance.now();
  const ticker = options.onProgress && setInterval(() => options.onProgress!(snapshot()), options.progressEveryMs ?? 1000);

  const rebase = (event: IngestEvent, at: string): IngestEvent => ({ ...event, eventId: `${runId}:${event.eventId}`, timestamp: at });

  try {
    let next = 0;
    while (next < lines.length) {
      const wait = started + lines[next]!.offsetMs / speed - performance.now();
      if (wait > 0) await Promise.race([sleep(wait), failed]);
      while (connection.buffered() > MAX_BUFFERED_BYTES) await Promise.race([sleep(10), failed]);
      const playedTo = (performance.now() - started) * speed;
      const at = new Date().toISOString();
      const frame: IngestEvent[] = [];
      while (next < lines.length && lines[next]!.offsetMs <= playedTo && frame.length < MAX_FRAME_EVENTS) {
        frame.push(rebase(lines[next]!.event, at));
        next += 1;
      }
      connection.send(frame);
      progress.sent += frame.length;
    }

    const ackTimeoutMs = options.ackTimeoutMs ?? 60_000;
    const allAcked = new Promise<void>((resolve) => {
      acksDone = resolve;
      if (ackedOf(progress) >= progress.sent) resolve();
    });
    lastAckAt = performance.now();
    const watchdog = setInterval(() => {
      const quiet = performance.now() - lastAckAt;
      if (quiet >= ackTimeoutMs) {
        fail(new Error(`no ack for ${(quiet / 1000).toFixed(0)} s; ${progress.sent - ackedOf(progress)} events were never acked`));
      }
    }, Math.min(1000, ackTimeoutMs));
    try {
      await Promise.race([allAcked, failed]);
    } finally {
      clearInterval(watchdog);
    }
    return snapshot();
  } finally {
    finished = true;
    if (ticker) clearInterval(ticker);
    options.onProgress?.(snapshot());
    connection.close();
  }
}
