// The message framing of MongoDB's wire protocol: a 16-byte header (length, requestID, responseTo,
// opCode) and the body of one of the three opcodes a current driver sends or expects. Compression is
// never advertised, so OP_COMPRESSED never arrives.
import { BSON, Long, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

// OP_MSG flag bits.
const CHECKSUM_PRESENT = 1 << 0;
export const MORE_TO_COME = 1 << 1;
export const EXHAUST_ALLOWED = 1 << 16;

const HEADER_BYTES = 16;
/** The largest message the server accepts (it says so in hello's maxMessageSizeBytes). */
export const MAX_MESSAGE_BYTES = 48_000_000;

/** A command as the server received it, whichever opcode carried it. */
export interface IncomingCommand {
  requestId: number;
  opCode: typeof OP_MSG | typeof OP_QUERY;
  /** OP_MSG flags (0 for OP_QUERY). */
  flags: number;
  /** The command document, with each kind-1 document sequence added under its identifier. */
  command: Document;
  /** The database: `$db` for OP_MSG, the namespace's database for OP_QUERY. */
  db: string;
}

/** Values come back as the driver sent them, except int64s, which become numbers when they fit. */
const DESERIALIZE = { promoteLongs: true, promoteValues: true } as const;

function readCString(buf: Buffer, offset: number): { value: string; next: number } {
  const end = buf.indexOf(0, offset);
  if (end < 0) throw new Error('unterminated cstring');
  return { value: buf.toString('utf8', offset, end), next: end + 1 };
}

function parseOpMsg(buf: Buffer, requestId: number): IncomingCommand {
  const flags = buf.readUInt32LE(HEADER_BYTES);
  const end = buf.length - (flags & CHECKSUM_PRESENT ? 4 : 0);
  let offset = HEADER_BYTES + 4;
  let command: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = buf[offset++];
    const size = buf.readInt32LE(offset);
    if (kind === 0) {
      command = BSON.deserialize(buf.subarray(offset, offset + size), DESERIALIZE);
      offset += size;
    } else if (kind === 1) {
      // A document sequence: int32 size (counting itself), the identifier, then documents to its end.
      const sectionEnd = offset + size;
      const { value: identifier, next } = readCString(buf, offset + 4);
      const docs: Document[] = [];
      let at = next;
      while (at < sectionEnd) {
        const docSize = buf.readInt32LE(at);
        docs.push(BSON.deserialize(buf.subarray(at, at + docSize), DESERIALIZE));
        at += docSize;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new Error(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new Error('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) command[identifier] = docs;
  return { requestId, opCode: OP_MSG, flags, command, db: String(command.$db ?? 'admin') };
}

function parseOpQuery(buf: Buffer, requestId: number): IncomingCommand {
  // flags int32, fullCollectionName cstring, numberToSkip int32, numberToReturn int32, query document.
  const { value: namespace, next } = readCString(buf, HEADER_BYTES + 4);
  const queryStart = next + 8;
  const size = buf.readInt32LE(queryStart);
  let command = BSON.deserialize(buf.subarray(queryStart, queryStart + size), DESERIALIZE);
  // Old drivers wrap the command when they add a read preference.
  if (command.$query && typeof command.$query === 'object') command = command.$query as Document;
  const db = namespace.split('.')[0] ?? 'admin';
  return { requestId, opCode: OP_QUERY, flags: 0, command, db };
}

/** Decodes one complete message (header included). */
export function parseMessage(buf: Buffer): IncomingCommand {
  const requestId = buf.readInt32LE(4);
  const opCode = buf.readInt32LE(12);
  if (opCode === OP_MSG) return parseOpMsg(buf, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(buf, requestId);
  throw new Error(`unsupported opCode ${opCode}`);
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): { buf: Buffer; requestId: number } {
  const buf = Buffer.alloc(HEADER_BYTES);
  const requestId = nextRequestId++ & 0x7fffffff;
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(requestId, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
  return { buf, requestId };
}

const serialize = (doc: Document): Buffer => Buffer.from(BSON.serialize(doc, { checkKeys: false, ignoreUndefined: true }));

/** An OP_MSG reply with one body section; `moreToCome` tells an exhaust client that another follows. */
export function encodeOpMsg(responseTo: number, doc: Document, moreToCome = false): { bytes: Buffer; requestId: number } {
  const body = serialize(doc);
  const flags = Buffer.alloc(5);
  flags.writeUInt32LE(moreToCome ? MORE_TO_COME : 0, 0);
  flags[4] = 0; // section kind 0
  const { buf, requestId } = header(HEADER_BYTES + flags.length + body.length, responseTo, OP_MSG);
  return { bytes: Buffer.concat([buf, flags, body]), requestId };
}

/** The OP_REPLY that answers an OP_QUERY command: one document, no cursor. */
export function encodeOpReply(responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(0, 0); // responseFlags
  fields.writeBigInt64LE(Long.ZERO.toBigInt(), 4); // cursorID
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  const { buf } = header(HEADER_BYTES + fields.length + body.length, responseTo, OP_REPLY);
  return Buffer.concat([buf, fields, body]);
}

/**
 * Splits a TCP stream into whole messages: feed it each chunk, and it calls `onMessage` once per
 * complete message, keeping a partial one until the rest arrives.
 */
export function messageFramer(onMessage: (message: Buffer) => void, onError: (error: Error) => void): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= 4) {
      const length = pending.readInt32LE(0);
      if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES) {
        onError(new Error(`invalid message length ${length}`));
        return;
      }
      if (pending.length < length) return;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      onMessage(message);
    }
  };
}
