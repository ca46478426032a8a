import { proxy, useSnapshot } from 'valtio';
import { io, type Socket } from 'socket.io-client';
import {
  ALWAYS_ON_TOPICS,
  LIVE_AUTH_REQUIRED,
  LIVE_SOCKET_PATH,
  LIVE_TOPICS,
  type ClientToServerEvents,
  type LiveBatch,
  type LiveEventOf,
  type LiveTopic,
  type ServerToClientEvents,
  type SubscribableTopic,
} from '@gsg/shared';
import { authState, checkSession } from './auth.ts';
import { checkServer, onServerReturn } from './server-reach.ts';
import { createReloadGate, type ReloadGate } from './reload-gate.ts';

/**
 * The console's one socket to the live layer (see shared/src/live-events.ts for the contract). Screens
 * listen to topics through `subscribeLive` (or the `useLiveTopic` hook); the socket joins a topic's room
 * while anyone listens to it. Listeners are state actions: they fold events into valtio stores.
 */

export type LiveStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting';

interface LiveState {
  status: LiveStatus;
  /** When the last batch arrived (ms since epoch), to show the feed is alive. */
  lastBatchAt: number | null;
}

export const liveState = proxy<LiveState>({ status: 'offline', lastBatchAt: null });

export interface LiveListener<T extends LiveTopic> {
  /** The events of one batch, oldest first. */
  onEvents(events: Array<LiveEventOf<T>>): void;
  /**
   * Events were missed (overflow, or a reconnect after the recovery window): reload over REST. Return the
   * reload's promise: the next resync waits for it (see reload-gate.ts).
   */
  onResync?(): unknown;
}

/** During a burst a screen reloads at most this often, however many resyncs arrive. */
const RESYNC_MIN_GAP_MS = 2_000;

type ConsoleSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface Entry {
  listener: LiveListener<LiveTopic>;
  resync: ReloadGate | null;
}

const listeners = new Map<LiveTopic, Set<Entry>>();
let socket: ConsoleSocket | null = null;
// Screens and the wall display each hold the connection open; it closes when the last lets go.
let holders = 0;
let everConnected = false;

const alwaysOn = (topic: LiveTopic): boolean => (ALWAYS_ON_TOPICS as readonly LiveTopic[]).includes(topic);
const listenedTopics = (): SubscribableTopic[] =>
  [...listeners].filter(([topic, set]) => set.size > 0 && !alwaysOn(topic)).map(([topic]) => topic as SubscribableTopic);

function resync(topics: readonly LiveTopic[]): void {
  for (const topic of topics) for (const entry of listeners.get(topic) ?? []) entry.resync?.request();
}

function dispatch(batch: LiveBatch): void {
  liveState.lastBatchAt = Date.now();
  for (const entry of listeners.get(batch.topic) ?? []) entry.listener.onEvents(batch.events);
}

function subscribeOnServer(topics: SubscribableTopic[]): void {
  if (topics.length === 0 || !socket?.connected) return;
  socket.emit('subscribe', topics, (reply) => {
    if (!reply.ok) console.error('Live subscription refused:', reply.error);
  });
}

function connect(): ConsoleSocket {
  const s: ConsoleSocket = io({ path: LIVE_SOCKET_PATH, withCredentials: true });
  liveState.status = 'connecting';
  s.on('connect', () => {
    liveState.status = 'connected';
    if (s.recovered) return;
    // A fresh connection starts in the always-on rooms only, so the screens' topics are asked for again;
    // after a reconnect whatever arrived meanwhile is lost, so listeners reload.
    subscribeOnServer(listenedTopics());
    if (everConnected) resync(LIVE_TOPICS);
    everConnected = true;
  });
  s.on('batch', dispatch);
  s.on('resync', (notice) => resync(notice.topics));
  s.on('disconnect', (reason) => {
    // The server hangs up on a console whose session ended; socket.io does not retry then. If the session
    // still holds after all, the console connects again.
    if (reason === 'io server disconnect') {
      liveState.status = 'offline';
      void checkSession().then(() => {
        if (authState.status === 'signed-in' && socket === s) s.connect();
      });
    } else {
      liveState.status = 'reconnecting';
      checkServer();
    }
  });
  s.on('connect_error', (err) => {
    liveState.status = s.active ? 'reconnecting' : 'offline';
    if (err.message === LIVE_AUTH_REQUIRED) void checkSession();
    else checkServer();
  });
  return s;
}

// Screens whose loads failed while the server was away load again once it answers, as after a resync;
// the socket's own reconnect asks for the same and the reload gates fold the two into one.
onServerReturn(() => resync(LIVE_TOPICS));

/** Opens the live connection (once, however many hold it); call the returned function to let go. */
export function holdLiveConnection(): () => void {
  holders += 1;
  socket ??= connect();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !socket) return;
    socket.close();
    socket = null;
    everConnected = false;
    liveState.status = 'offline';
  };
}

/** Listens to a topic's batches until the returned function is called. */
export function subscribeLive<T extends LiveTopic>(topic: T, listener: LiveListener<T>): () => void {
  let set = listeners.get(topic);
  if (!set) listeners.set(topic, (set = new Set()));
  const entry: Entry = { listener: listener as unknown as LiveListener<LiveTopic>, resync: null };
  if (listener.onResync) entry.resync = createReloadGate(() => listener.onResync?.(), RESYNC_MIN_GAP_MS);
  set.add(entry);
  if (set.size === 1 && !alwaysOn(topic)) subscribeOnServer([topic as SubscribableTopic]);
  return () => {
    set.delete(entry);
    entry.resync?.cancel();
    if (set.size > 0 || alwaysOn(topic) || !socket?.connected) return;
    socket.emit('unsubscribe', [topic as SubscribableTopic], () => {});
  };
}

export const useLive = () => useSnapshot(liveState);
