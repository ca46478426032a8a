import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { Server, type Socket } from 'socket.io';
import {
  ALWAYS_ON_TOPICS,
  LIVE_AUTH_REQUIRED,
  LIVE_MAX_CONNECTIONS_PER_SESSION,
  LIVE_TOO_MANY_CONNECTIONS,
  LIVE_SOCKET_PATH,
  MFA_REQUIRED_ERRORS,
  LIVE_TOPICS,
  liveTopicListSchema,
  type ClientToServerEvents,
  type LiveTopic,
  type Role,
  type ServerToClientEvents,
  type SubscriptionReply,
} from '@gsg/shared';
import { hashToken, SESSION_COOKIE } from '../modules/auth/session-service.ts';
import { isAllowedOrigin } from '../security/allowed-origin.ts';
import { createCoalescer } from './coalescer.ts';
import type { SessionEndedNotice } from './event-bus.ts';
import { accountRoom, isAlwaysOn, topicRefusal, topicRoom } from './topics.ts';

/**
 * The shortest time between two batches of one topic: about four and a half batches per second. Under a
 * steady stream an event waits anywhere up to this long for its topic's next flush, so it sets the floor of
 * the ingest-to-console p95 (0.95 x 250 ms alone was 238 ms, and with storage and fan-out 500 consoles saw
 * 262 ms against a 250 ms target; at 220 ms `npm run bench:live` measures 223 ms).
 */
const FLUSH_EVERY_MS = 220;

export interface LiveSocketOptions {
  flushEveryMs?: number;
  maxEventsPerFlush?: number;
  /** How long socket.io keeps a dropped console's rooms and missed batches for it. */
  recoveryWindowMs?: number;
}

interface SocketData {
  accountId: string;
  role: Role;
  sessionId: string;
  /** The hash, not the token: enough to look the session up, useless as a cookie if it leaks. */
  tokenHash: string;
}

type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const INVALID_TOPICS = `Topics must be a non-empty list of: ${liveTopicListSchema.element.options.join(', ')}`;

const topicsOf = (socket: LiveSocket): LiveTopic[] => LIVE_TOPICS.filter((topic) => socket.rooms.has(topicRoom(topic)));

/**
 * socket.io for consoles on the app's own HTTP server: authenticated like REST (the session cookie, on
 * every handshake including a recovering one), fed from the live bus through the coalescer, one room per
 * topic. Batches go out as room broadcasts because socket.io only keeps broadcasts for recovery.
 */
export default fp<LiveSocketOptions>(async (app, options) => {
  const io: LiveServer = new Server(app.server, {
    path: LIVE_SOCKET_PATH,
    serveClient: false,
    // The agents' WebSocket endpoint shares this HTTP server; its upgrades are not ours to refuse.
    destroyUpgrade: false,
    // The session cookie rides along with a handshake from any page: only the console's own may open one.
    allowRequest: (request, callback) => callback(null, isAllowedOrigin(request.headers, app.config.allowedOrigins)),
    connectionStateRecovery: {
      maxDisconnectionDuration: options.recoveryWindowMs ?? 2 * 60_000,
      // A recovering console must still hold a live session.
      skipMiddlewares: false,
    },
  });
  const acrossNodes = await shareWithOtherNodes(app, io);

  /** Open connections per session: 200 opened on one session in 230 ms was possible. */
  const openPerSession = new Map<string, number>();
  const release = (sessionId: string) => {
    const left = (openPerSession.get(sessionId) ?? 1) - 1;
    if (left > 0) openPerSession.set(sessionId, left);
    else openPerSession.delete(sessionId);
  };

  io.use(async (socket, next) => {
    try {
      const token = cookie.parse(socket.request.headers.cookie ?? '')[SESSION_COOKIE];
      const auth = await app.services.sessions.authenticate(token);
      if (!auth) return next(new Error(LIVE_AUTH_REQUIRED));
      // Nothing streams to a person who must still set up MFA; the web connects once they have.
      if (await app.services.mfa.enrolmentRequired(auth.account)) return next(new Error(MFA_REQUIRED_ERRORS.enrolmentRequired));
      // Taken here, after the last await, so handshakes in parallel cannot all see room for one more.
      const open = openPerSession.get(auth.session.id) ?? 0;
      if (open >= LIVE_MAX_CONNECTIONS_PER_SESSION) return next(new Error(LIVE_TOO_MANY_CONNECTIONS));
      openPerSession.set(auth.session.id, open + 1);
      socket.once('disconnect', () => release(auth.session.id));
      socket.data = { accountId: auth.account.id, role: auth.account.role, sessionId: auth.session.id, tokenHash: hashToken(token!) };
      next();
    } catch (err) {
      app.log.error({ err: { message: (err as Error).message } }, 'live handshake failed');
      next(new Error(LIVE_AUTH_REQUIRED));
    }
  });

  app.decorate('liveConsoles', () => io.engine.clientsCount);
  const reply = (ack: unknown, answer: SubscriptionReply) => {
    if (typeof ack === 'function') ack(answer);
  };

  io.on('connection', (socket) => {
    socket.on('subscribe', (topics, ack) => {
      const parsed = liveTopicListSchema.safeParse(topics);
      if (!parsed.success) return reply(ack, { ok: false, error: INVALID_TOPICS });
      // A role change ends the session and closes this socket, so the role read at the handshake holds.
      const refusal = topicRefusal(socket.data.role, parsed.data);
      if (refusal) return reply(ack, { ok: false, error: refusal });
      void socket.join(parsed.data.map(topicRoom));
      reply(ack, { ok: true, topics: topicsOf(socket) });
    });
    socket.on('unsubscribe', (topics, ack) => {
      const parsed = liveTopicListSchema.safeParse(topics);
      if (!parsed.success) return reply(ack, { ok: false, error: INVALID_TOPICS });
      for (const topic of parsed.data) if (!isAlwaysOn(topic)) void socket.leave(topicRoom(topic));
      reply(ack, { ok: true, topics: topicsOf(socket) });
    });
    if (!socket.recovered) welcome(socket).catch((err: Error) => app.log.error({ err: { message: err.message } }, 'live welcome failed'));
  });

  async function welcome(socket: LiveSocket): Promise<void> {
    const alwaysOn = ALWAYS_ON_TOPICS.filter((topic) => !topicRefusal(socket.data.role, [topic]));
    await socket.join([accountRoom(socket.data.accountId), ...alwaysOn.map(topicRoom)]);
    // The handshake named an earlier connection whose state is gone (window passed, server restarted):
    // what it missed is lost, so it reloads.
    if (typeof socket.handshake.auth.pid === 'string') socket.emit('resync', { topics: [...LIVE_TOPICS], reason: 'recovery-expired' });
    // Sent as a broadcast because broadcasts carry a recovery offset: a console that has received none yet
    // cannot be recovered at all (socketio/socket.io#4888).
    io.to(socket.id).emit('ready', { topics: topicsOf(socket) });
  }

  const coalescer = createCoalescer({
    flushEveryMs: options.flushEveryMs ?? FLUSH_EVERY_MS,
    maxEventsPerFlush: options.maxEventsPerFlush ?? 200,
    send: (batch) => io.to(topicRoom(batch.topic)).emit('batch', batch),
    resync: (topic) => io.to(topicRoom(topic)).emit('resync', { topics: [topic], reason: 'overflow' }),
  });

  /** Disconnects the sockets, among those a notice concerns, whose session no longer exists. */
  async function closeEnded({ accountId }: SessionEndedNotice): Promise<void> {
    const sockets = await (accountId ? io.in(accountRoom(accountId)) : io).fetchSockets();
    for (const socket of sockets) {
      if (!(await app.store.sessions.getByTokenHash(socket.data.tokenHash))) socket.disconnect(true);
    }
  }

  const unsubscribe = app.live.subscribe((message) => {
    if (message.type !== 'session.ended') return coalescer.push(message);
    closeEnded(message.data).catch((err: Error) => app.log.error({ err: { message: err.message } }, 'closing ended sessions failed'));
  });

  // io.close() would also close the HTTP server, which Fastify closes itself once requests drain; open
  // sockets would keep that from ever happening, so they go first. Their transports are dropped rather than
  // the sockets disconnected: a console takes 'io server disconnect' for the end of its session and stays
  // away, while after a dropped transport it reconnects, to this server once it is back or to another node.
  app.addHook('preClose', async () => {
    unsubscribe();
    coalescer.stop();
    io.engine.close();
    await acrossNodes?.close();
  });
});

/** With MONGODB_URI, several nodes may serve consoles: each broadcast then reaches all of them. */
async function shareWithOtherNodes(app: FastifyInstance, io: LiveServer): Promise<{ close(): Promise<void> } | null> {
  const uri = app.config.mongodbUri;
  if (!uri) return null;
  const { shareAcrossNodes } = await import('./mongo-adapter.ts');
  const shared = await shareAcrossNodes(io, uri);
  if (!shared) app.log.warn('MongoDB is not a replica set, so live events reach only the consoles connected to this node');
  return shared;
}
