// A bench:live worker thread: its share of the consoles. Each is a real socket.io client with a session
// cookie, subscribed to 'logs', and notes on the shared board when each measured event reached it. The
// consoles are spread over threads because one thread parsing every console's batches in turn would add
// its own queueing to the latencies it measures.
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@gsg/shared';
import { clock, LiveBoard, markerOf, type BoardBuffers } from './live-board.ts';

export interface ConsolesData {
  base: string;
  cookies: string[];
  buffers: BoardBuffers;
}
/** main → worker: open consoles numbered [first, first + count) on the board. */
export interface OpenConsoles {
  first: number;
  count: number;
}
/** worker → main: the consoles are connected and subscribed, or why not. */
export type ConsolesOpened = { ok: true } | { ok: false; error: string };

type ConsoleSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const CONNECT_WAVE = 25;

const { base, cookies, buffers } = workerData as ConsolesData;
const board = new LiveBoard(buffers);
const sockets: ConsoleSocket[] = [];

function openConsole(index: number): Promise<void> {
  const socket: ConsoleSocket = io(base, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie: cookies[index % cookies.length]! },
  });
  sockets.push(socket);
  socket.on('batch', (batch) => {
    const run = board.run;
    if (run === 0) return;
    const at = clock();
    if (batch.topic === 'logs') {
      // Each event carries its serial in its sessionId.
      const marker = markerOf(run);
      for (const event of batch.events) {
        if (event.type !== 'log.created' || !event.data.sessionId.startsWith(marker)) continue;
        const serial = Number(event.data.sessionId.slice(marker.length));
        if (board.inWindow(serial)) board.logDelivered(serial, at);
      }
    } else if (batch.topic === 'kpi') {
      // One stream's events are stored in order, so the counters' running total says which events this
      // batch accounts for.
      for (const event of batch.events) {
        const counted = board.counted[index]!;
        const until = counted + event.data.queries;
        for (let serial = counted; serial < until; serial++) if (board.inWindow(serial)) board.counters.add(at - board.sentAt[serial]!);
        board.counted[index] = until;
      }
    }
  });
  socket.on('resync', (notice) => {
    if (board.run !== 0 && notice.reason === 'overflow' && notice.topics.includes('logs')) board.resynced();
  });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('ready', async () => {
      const reply = await socket.timeout(30_000).emitWithAck('subscribe', ['logs']);
      if (reply.ok) resolve();
      else reject(new Error(reply.error));
    });
  });
}

parentPort!.on('message', async ({ first, count }: OpenConsoles) => {
  try {
    for (let opened = 0; opened < count; opened += CONNECT_WAVE) {
      const wave = Math.min(CONNECT_WAVE, count - opened);
      await Promise.all(Array.from({ length: wave }, (_, i) => openConsole(first + opened + i)));
    }
    parentPort!.postMessage({ ok: true } satisfies ConsolesOpened);
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: (error as Error).message } satisfies ConsolesOpened);
  }
});
