// Change streams: an aggregate whose first stage is $changeStream opens a cursor on the change log, and
// each getMore returns the events since the cursor's position that are in its namespace and pass the
// rest of its pipeline, waiting up to maxTimeMS (one second by default, as the server's awaitData
// cursors do) when there are none yet. Every reply carries postBatchResumeToken, the position reached,
// which the driver resumes from after a network error.
import type { Document, Timestamp } from 'bson';
import { CommandError, ErrorCodes } from '../errors.ts';
import { runPipeline } from '../query-engine.ts';
import { resumeToken, seqOfToken, toChangeDocument, type ChangeEvent } from '../change-streams.ts';
import { DEFAULT_BATCH_SIZE, cursorReply, type ChangeStreamCursor } from '../cursors.ts';
import type { CommandContext } from '../command-context.ts';
import { valueKey } from '../documents.ts';

const DEFAULT_AWAIT_MS = 1000;
const FULL_DOCUMENT = new Set(['default', 'updateLookup', 'whenAvailable', 'required']);

function inNamespace(cursor: ChangeStreamCursor, event: ChangeEvent): boolean {
  if (cursor.db === 'admin' && cursor.coll === undefined) return true; // allChangesForCluster
  return event.db === cursor.db && (cursor.coll === undefined || event.coll === cursor.coll);
}

/** The event's full document as the stream shows it: updates get the current document only when asked. */
function fullDocumentOf(ctx: CommandContext, cursor: ChangeStreamCursor, event: ChangeEvent): Document | null | undefined {
  if (event.operationType === 'insert' || event.operationType === 'replace') return event.fullDocument;
  if (event.operationType !== 'update' || cursor.fullDocument === 'default') return undefined;
  const state = event.coll === undefined ? undefined : ctx.server.catalog.get(event.db, event.coll);
  return state?.get(valueKey(event.documentKey?._id)) ?? null;
}

/** The events after the cursor's position, through its pipeline, up to `limit`; advances the position. */
function readEvents(ctx: CommandContext, cursor: ChangeStreamCursor, limit: number): Document[] {
  const batch: Document[] = [];
  for (const event of ctx.server.changes.since(cursor.after)) {
    if (batch.length >= limit) return batch;
    cursor.after = event.seq;
    if (!inNamespace(cursor, event)) continue;
    const shown = toChangeDocument(event, fullDocumentOf(ctx, cursor, event));
    const [result] = cursor.pipeline.length > 0 ? runPipeline([shown], cursor.pipeline, ctx.resolver) : [shown];
    if (!result) continue;
    if (result._id === undefined) {
      throw new CommandError(280, 'Encountered an event whose _id field, which contains the resume token, was modified by the pipeline.');
    }
    batch.push(result);
  }
  cursor.after = Math.max(cursor.after, ctx.server.changes.latestSeq);
  return batch;
}

export function openChangeStream(ctx: CommandContext, pipeline: Document[], batchSize: number | undefined): Document {
  const spec = (pipeline[0]!.$changeStream ?? {}) as Document;
  const fullDocument = (spec.fullDocument as string | undefined) ?? 'default';
  if (!FULL_DOCUMENT.has(fullDocument)) throw new CommandError(ErrorCodes.BadValue, `unknown fullDocument mode ${fullDocument}`);
  for (const stage of pipeline.slice(1)) {
    const name = Object.keys(stage)[0] ?? '';
    if (!['$match', '$project', '$addFields', '$set', '$unset', '$replaceRoot', '$replaceWith', '$redact'].includes(name)) {
      throw new CommandError(ErrorCodes.BadValue, `${name} is not permitted in a $changeStream pipeline`);
    }
  }
  const coll = typeof ctx.command.aggregate === 'string' ? ctx.command.aggregate : undefined;
  if (coll === undefined && ctx.db === 'admin' && spec.allChangesForCluster !== true) {
    throw new CommandError(73, "$changeStream may not be opened on the internal admin database");
  }
  let after = ctx.server.changes.latestSeq;
  if (spec.resumeAfter !== undefined) after = seqOfToken(spec.resumeAfter);
  else if (spec.startAfter !== undefined) after = seqOfToken(spec.startAfter);
  else if (spec.startAtOperationTime !== undefined) after = Math.min(after, (spec.startAtOperationTime as Timestamp).low);
  const cursor: ChangeStreamCursor = {
    kind: 'changeStream',
    id: ctx.server.cursors.newId(),
    ns: coll === undefined ? `${ctx.db}.$cmd.aggregate` : ctx.namespace(coll),
    db: ctx.db,
    coll,
    pipeline: pipeline.slice(1),
    fullDocument: fullDocument as ChangeStreamCursor['fullDocument'],
    after,
    abort: new AbortController(),
  };
  // Resuming from a position older than the history kept fails now, not at the first getMore.
  ctx.server.changes.since(after);
  const batch = after < ctx.server.changes.latestSeq ? readEvents(ctx, cursor, batchSize ?? DEFAULT_BATCH_SIZE) : [];
  ctx.server.cursors.add(cursor);
  return cursorReply(cursor.id, cursor.ns, 'firstBatch', batch, { postBatchResumeToken: resumeToken(cursor.after) });
}

export async function changeStreamGetMore(ctx: CommandContext, cursor: ChangeStreamCursor): Promise<Document> {
  const limit = typeof ctx.command.batchSize === 'number' && ctx.command.batchSize > 0 ? ctx.command.batchSize : DEFAULT_BATCH_SIZE;
  const waitMs = typeof ctx.command.maxTimeMS === 'number' ? ctx.command.maxTimeMS : DEFAULT_AWAIT_MS;
  const deadline = Date.now() + waitMs;
  let batch = readEvents(ctx, cursor, limit);
  const signal = AbortSignal.any([cursor.abort.signal, ctx.server.closing.signal]);
  while (batch.length === 0 && Date.now() < deadline && !signal.aborted) {
    await ctx.server.changes.waitForChange(deadline - Date.now(), signal);
    batch = readEvents(ctx, cursor, limit);
  }
  return cursorReply(cursor.id, cursor.ns, 'nextBatch', batch, { postBatchResumeToken: resumeToken(cursor.after) });
}
