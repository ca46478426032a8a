import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import websocket, { type WebSocket } from '@fastify/websocket';
import { AGENT_MAX_FRAME_BYTES, AGENT_SERVER_SHUTTING_DOWN, AGENT_STREAM_CLOSE, LIVE_SOCKET_PATH } from '@gsg/shared';
import { notFound } from '../http-errors.ts';

// engine.io serves everything under its path with the trailing slash.
const LIVE_PREFIX = `${LIVE_SOCKET_PATH}/`;

/**
 * WebSocket routes (`{ websocket: true }`) for Fastify. Registered before those routes, since it wraps
 * route handlers as they are added.
 *
 * socket.io (live/socket-server.ts) listens for upgrades on the same HTTP server. @fastify/websocket would
 * run every upgrade through Fastify's router, answering socket.io's with a 404 and destroying the socket,
 * so it listens on a server of its own that never listens on a port: upgrades under socket.io's path are
 * left to socket.io, every other one is handed over and reaches the Fastify route, hooks and auth included.
 */
export default fp(async (app) => {
  const drains = new Map<WebSocket, () => Promise<void>>();
  app.decorate('drainOnClose', (socket: WebSocket, drain: () => Promise<void>) => {
    drains.set(socket, drain);
    socket.once('close', () => drains.delete(socket));
  });

  // The connections of upgrades handed over that are no WebSocket client (yet): one whose upgrade was
  // refused or is still being answered. Nothing else ends them, and a client stopped mid-handshake may
  // never hang up, so the server's close would wait for it for ever: they are ended on close.
  const handedOver = new Set<Duplex>();
  let closing = false;
  const upgrades = createServer();
  app.server.on('upgrade', (request, socket, head) => {
    if (request.url?.startsWith(LIVE_PREFIX)) return;
    if (closing) {
      socket.destroy();
      return;
    }
    handedOver.add(socket);
    socket.once('close', () => handedOver.delete(socket));
    upgrades.emit('upgrade', request, socket, head);
  });
  await app.register(websocket, {
    options: { server: upgrades, maxPayload: AGENT_MAX_FRAME_BYTES },
    errorHandler(error, socket, request) {
      // A client that breaks the WebSocket protocol (ws names those WS_ERR_*) is the client's fault: one
      // warning line, no stack. Anything else is ours, still without a stack that might quote a frame.
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_')) request.log.warn({ code }, `WebSocket protocol error: ${error.message}`);
      else request.log.error({ err: { message: error.message } }, 'WebSocket handler failed');
      socket.terminate();
    },
    // @fastify/websocket's own closes every socket at once, without a status (1005), while frames it had
    // received were still being stored: those were stored but never acked. Each stream finishes first.
    preClose: async () => {
      closing = true;
      const server = app.websocketServer;
      await Promise.all(
        [...server.clients].map(async (socket) => {
          await drains.get(socket)?.();
          socket.close(AGENT_STREAM_CLOSE.goingAway, AGENT_SERVER_SHUTTING_DOWN);
        }),
      );
      server.close();
      for (const socket of handedOver) socket.destroy();
    },
  });

  // A completed upgrade is a client, closed in its turn by preClose above with a status.
  app.websocketServer.on('connection', (_socket: WebSocket, request: IncomingMessage) => handedOver.delete(request.socket));

  // @fastify/websocket completes an upgrade on any route and only then closes it when the route serves no
  // WebSocket: an upgrade that reaches another route is refused before that, and before anything else runs.
  const socketRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.websocket) socketRoutes.add(route.url);
  });
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade && !socketRoutes.has(request.routeOptions.url ?? '')) throw notFound('No WebSocket is served here');
  });
});
