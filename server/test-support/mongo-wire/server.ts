// The TCP side: one connection per driver socket, messages framed and answered in order of completion
// (the driver never sends a second request on a connection before the first is answered, except for
// the monitor's streaming hello, handled here).
import { createServer, type Socket } from 'node:net';
import type { Document } from 'bson';
import { ServerState } from './command-context.ts';
import { commandName, runCommand } from './commands/dispatch.ts';
import { EXHAUST_ALLOWED, OP_QUERY, encodeOpMsg, encodeOpReply, messageFramer, parseMessage, type IncomingCommand } from './wire-protocol.ts';

export interface MongoTestServer {
  /** `mongodb://host:port/?replicaSet=rs0` */
  uri: string;
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface MongoTestServerOptions {
  /** 0 (the default) for an ephemeral port. */
  port?: number;
  host?: string;
}

const isHello = (command: Document) => ['hello', 'isMaster', 'ismaster'].includes(commandName(command));

/**
 * The monitor's awaitable hello (it carries topologyVersion and maxAwaitTimeMS): the server answers
 * when the topology changes or the wait is over, and with exhaustAllowed it then goes on answering,
 * each reply flagged moreToCome, without further requests. Nothing ever changes here, so each reply
 * comes after the full wait; the stream ends when the connection closes.
 */
function streamHello(state: ServerState, socket: Socket, request: IncomingCommand, connectionId: number, timers: Set<NodeJS.Timeout>): void {
  const waitMs = Math.max(0, Number(request.command.maxAwaitTimeMS));
  const exhaust = (request.flags & EXHAUST_ALLOWED) !== 0;
  const replyAfterWait = (responseTo: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (socket.destroyed || state.closing.signal.aborted) return;
      void runCommand(state, request.db, request.command, connectionId).then((reply) => {
        if (socket.destroyed) return;
        const { bytes, requestId } = encodeOpMsg(responseTo, reply, exhaust);
        socket.write(bytes);
        if (exhaust) replyAfterWait(requestId);
      });
    }, waitMs);
    timers.add(timer);
  };
  replyAfterWait(request.requestId);
}

export async function startMongoTestServer(options: MongoTestServerOptions = {}): Promise<MongoTestServer> {
  const host = options.host ?? '127.0.0.1';
  const state = new ServerState();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let nextConnectionId = 1;

  const server = createServer((socket) => {
    const connectionId = nextConnectionId++;
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const onMessage = (message: Buffer) => {
      let request: IncomingCommand;
      try {
        request = parseMessage(message);
      } catch {
        socket.destroy();
        return;
      }
      if (isHello(request.command) && request.command.topologyVersion && request.command.maxAwaitTimeMS !== undefined) {
        streamHello(state, socket, request, connectionId, timers);
        return;
      }
      void runCommand(state, request.db, request.command, connectionId).then((reply) => {
        if (socket.destroyed) return;
        // A fire-and-forget write (w:0) sets moreToCome and wants no reply.
        if (request.opCode !== OP_QUERY && request.flags & 2) return;
        socket.write(request.opCode === OP_QUERY ? encodeOpReply(request.requestId, reply) : encodeOpMsg(request.requestId, reply).bytes);
      });
    };
    socket.on('data', messageFramer(onMessage, () => socket.destroy()));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.me = `${host}:${port}`;

  return {
    uri: `mongodb://${host}:${port}/?replicaSet=rs0`,
    host,
    port,
    async close() {
      state.closing.abort();
      state.cursors.closeAll();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
