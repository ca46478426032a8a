// The commands a driver sends to learn what it is talking to, and the few administrative ones it sends
// on its own. The server presents itself as the one member, and primary, of replica set rs0, so the
// driver allows sessions, transactions and change streams.
import { Long, type Document } from 'bson';
import { MAX_MESSAGE_BYTES } from '../wire-protocol.ts';
import { REPLICA_SET, type CommandContext } from '../command-context.ts';
import type { CommandHandler } from './handler.ts';

/** MongoDB 7.0's wire version: what the driver checks features (transactions, change streams) against. */
export const MAX_WIRE_VERSION = 21;
const VERSION = '7.0.0';

export function helloReply(ctx: CommandContext, legacy: boolean): Document {
  const { server } = ctx;
  return {
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    helloOk: true,
    topologyVersion: { processId: server.processId, counter: Long.fromNumber(0) },
    hosts: [server.me],
    setName: REPLICA_SET,
    setVersion: 1,
    secondary: false,
    primary: server.me,
    me: server.me,
    electionId: server.electionId,
    lastWrite: { lastWriteDate: new Date(), majorityWriteDate: new Date() },
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: MAX_MESSAGE_BYTES,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

export const handshakeCommands: Record<string, CommandHandler> = {
  hello: (ctx) => helloReply(ctx, false),
  isMaster: (ctx) => helloReply(ctx, true),
  ismaster: (ctx) => helloReply(ctx, true),
  ping: () => ({ ok: 1 }),
  buildInfo: () => ({
    version: VERSION,
    versionArray: [7, 0, 0, 0],
    gitVersion: 'mongo-wire-test-server',
    maxBsonObjectSize: 16 * 1024 * 1024,
    storageEngines: ['memory'],
    ok: 1,
  }),
  buildinfo: () => handshakeCommands.buildInfo!({} as CommandContext),
  getParameter: (ctx) => {
    const reply: Document = { ok: 1 };
    if (ctx.command.featureCompatibilityVersion || ctx.command.getParameter === '*') reply.featureCompatibilityVersion = { version: '7.0' };
    return reply;
  },
  hostInfo: () => ({ system: { hostname: 'localhost' }, os: { type: 'Linux' }, ok: 1 }),
  serverStatus: (ctx) => ({ host: ctx.server.me, version: VERSION, process: 'mongod', uptime: process.uptime(), ok: 1 }),
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  getCmdLineOpts: () => ({ argv: ['mongod'], parsed: {}, ok: 1 }),
  replSetGetStatus: (ctx) => ({ set: REPLICA_SET, myState: 1, members: [{ _id: 0, name: ctx.server.me, stateStr: 'PRIMARY', health: 1 }], ok: 1 }),
  endSessions: (ctx) => {
    for (const lsid of (ctx.command.endSessions as Document[] | undefined) ?? []) ctx.server.sessions.end(lsid);
    return { ok: 1 };
  },
  killSessions: (ctx) => {
    for (const lsid of (ctx.command.killSessions as Document[] | undefined) ?? []) ctx.server.sessions.end(lsid);
    return { ok: 1 };
  },
};
