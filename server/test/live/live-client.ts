import type { Test } from 'tap';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  LiveBatch,
  LiveEvent,
  LiveTopic,
  ResyncNotice,
  ServerToClientEvents,
  SubscribableTopic,
  SubscriptionReply,
} from '@gsg/shared';
import type { LiveSocketOptions } from '../../src/live/socket-server.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';
import { Waiters, WAIT_MS } from '../waiters.ts';

export type ConsoleSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The test app listening on a free local port, as the consoles reach it. */
export async function listeningApp(t: Test, live?: LiveSocketOptions): Promise<TestApp & { url: string }> {
  return listen(await buildTestApp(t, { live }));
}

/** A test app made listening on a free local port. */
export async function listen<T extends TestApp>(test: T): Promise<T & { url: string }> {
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return { ...test, url: `http://127.0.0.1:${address.port}` };
}

/**
 * A console's socket that records everything the server sends. It does not reconnect by itself, so each
 * test decides when a reconnect happens.
 */
export class Console {
  readonly socket: ConsoleSocket;
  readonly batches: LiveBatch[] = [];
  readonly resyncs: ResyncNotice[] = [];
  /** Every payload as received on the wire, to search for text that must never be sent. */
  readonly raw: string[] = [];
  private readonly waiters = new Waiters();

  constructor(
    t: Test,
    url: string,
    cookie: string | null,
    options: { headers?: Record<string, string>; transports?: Array<'websocket' | 'polling'> } = {},
  ) {
    this.socket = io(url, {
      transports: options.transports ?? ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { ...options.headers, ...(cookie ? { cookie } : {}) },
    });
    t.teardown(() => {
      this.socket.close();
    });
    this.socket.on('batch', (batch) => this.record(batch, () => this.batches.push(batch)));
    this.socket.on('resync', (notice) => this.record(notice, () => this.resyncs.push(notice)));
    this.socket.on('ready', (welcome) => this.record(welcome, () => {}));
  }

  private record(payload: unknown, keep: () => void): void {
    this.raw.push(JSON.stringify(payload));
    keep();
    this.waiters.check();
  }

  events<T extends LiveTopic>(topic: T): LiveEvent[] {
    return this.batches.filter((b) => b.topic === topic).flatMap((b) => b.events as LiveEvent[]);
  }

  /** Resolves once `done` holds for what has arrived; fails after a generous bound. */
  until(done: () => boolean, what: string): Promise<void> {
    return this.waiters.until(done, what);
  }

  /** Connected and welcomed: the server has put the console in its always-on topics. */
  ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('ready', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  subscribe(topics: SubscribableTopic[]): Promise<SubscriptionReply> {
    return this.socket.timeout(WAIT_MS).emitWithAck('subscribe', topics);
  }
}

/** A console connected, welcomed and subscribed to `topics`. */
export async function openConsole(t: Test, url: string, cookie: string, topics: SubscribableTopic[] = []): Promise<Console> {
  const console_ = new Console(t, url, cookie);
  await console_.ready();
  if (topics.length > 0) {
    const reply = await console_.subscribe(topics);
    if (!reply.ok) throw new Error(reply.error);
  }
  return console_;
}

export const once = <T extends unknown[]>(socket: ConsoleSocket, event: 'connect' | 'disconnect' | 'connect_error'): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${event}`)), WAIT_MS);
    socket.once(event, (...args: unknown[]) => {
      clearTimeout(timer);
      resolve(args as T);
    });
  });

/**
 * How a connection attempt ends: 'connected', or the message of the refusal. One bound for both outcomes,
 * cleared with the answer: a bound left running for the outcome that did not come would hold the test
 * file open for its full length after the tests are done.
 */
export const connectOutcome = (socket: ConsoleSocket): Promise<string> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for connect or connect_error')), WAIT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve('connected');
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      resolve(err.message);
    });
  });

export const piiBlock = piiBlockPolicy;
export const context = conversationContext;
/** A prompt whose e-mail address the PII policy catches; it must never reach a socket. */
export const SECRET = 'jane.doe@example.com';
export const secretPrompt = `Please email ${SECRET} about the offer`;

export const conversation = (eventId: string, input: string) => ({ type: 'conversation', eventId, ...context, input, output: 'Done.' });
