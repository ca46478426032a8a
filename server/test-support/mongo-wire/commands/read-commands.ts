// find, aggregate, count and distinct, and the cursors they open.
import type { Document } from 'bson';
import { CommandError, ErrorCodes } from '../errors.ts';
import { compileFilter, runFind, runPipeline } from '../query-engine.ts';
import { valueKey } from '../documents.ts';
import { DEFAULT_BATCH_SIZE, cursorReply, type QueryCursor } from '../cursors.ts';
import type { CollectionState } from '../collection-state.ts';
import type { CommandContext } from '../command-context.ts';
import { changeStreamGetMore, openChangeStream } from './change-stream-commands.ts';
import type { CommandHandler } from './handler.ts';

/**
 * The server refuses a hint naming no index of the collection (an index name or key pattern); a
 * missing collection has no indexes to check.
 */
function checkHint(state: CollectionState | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !state) return;
  if (typeof hint === 'object' && Object.keys(hint as Document).length === 0) return;
  if (typeof hint === 'object' && '$natural' in (hint as Document)) return;
  const found = state.indexes.some((i) => (typeof hint === 'string' ? i.name === hint : valueKey(i.key) === valueKey(hint)));
  if (!found) {
    throw new CommandError(ErrorCodes.BadValue, 'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index');
  }
}

const positive = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);

/** Replies with the first batch; the rest stays on a cursor for getMore unless one batch was asked for. */
function openCursor(ctx: CommandContext, ns: string, docs: Document[], batchSize: number | undefined, singleBatch: boolean): Document {
  const cursor: QueryCursor = { kind: 'query', id: ctx.server.cursors.newId(), ns, docs, position: 0 };
  const { batch, exhausted } = ctx.server.cursors.nextBatch(cursor, batchSize ?? DEFAULT_BATCH_SIZE);
  if (exhausted || singleBatch) return cursorReply(0, ns, 'firstBatch', batch);
  ctx.server.cursors.add(cursor);
  return cursorReply(cursor.id, ns, 'firstBatch', batch);
}

export const readCommands: Record<string, CommandHandler> = {
  find(ctx) {
    const c = ctx.command;
    const state = ctx.read(ctx.collectionName);
    checkHint(state, c.hint);
    const limit = typeof c.limit === 'number' ? c.limit : 0;
    if (typeof c.skip === 'number' && c.skip < 0) throw new CommandError(ErrorCodes.BadValue, 'skip value must be non-negative');
    const docs = runFind(state?.candidates(c.filter as Document | undefined) ?? [], {
      filter: c.filter as Document | undefined,
      sort: c.sort as Document | undefined,
      projection: c.projection as Document | undefined,
      skip: c.skip as number | undefined,
      limit,
    });
    return openCursor(ctx, ctx.namespace(), docs, positive(c.batchSize), c.singleBatch === true || limit < 0);
  },

  async getMore(ctx) {
    const c = ctx.command;
    const id = Number(c.getMore);
    const ns = ctx.namespace(String(c.collection));
    const cursor = ctx.server.cursors.get(id, ns);
    if (cursor.kind === 'changeStream') return changeStreamGetMore(ctx, cursor);
    const { batch, exhausted } = ctx.server.cursors.nextBatch(cursor, positive(c.batchSize));
    return cursorReply(exhausted ? 0 : cursor.id, ns, 'nextBatch', batch);
  },

  killCursors(ctx) {
    const ids = ((ctx.command.cursors as unknown[] | undefined) ?? []).map(Number);
    const killed = ids.filter((id) => ctx.server.cursors.kill(id));
    return { cursorsKilled: killed, cursorsNotFound: ids.filter((id) => !killed.includes(id)), cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  },

  count(ctx) {
    const c = ctx.command;
    const state = ctx.read(ctx.collectionName);
    checkHint(state, c.hint);
    let n = (state?.candidates(c.query as Document | undefined) ?? []).filter(compileFilter(c.query as Document | undefined)).length;
    n = Math.max(0, n - (typeof c.skip === 'number' ? c.skip : 0));
    if (typeof c.limit === 'number' && c.limit !== 0) n = Math.min(n, Math.abs(c.limit));
    return { n, ok: 1 };
  },

  distinct(ctx) {
    const c = ctx.command;
    const key = String(c.key);
    const state = ctx.read(ctx.collectionName);
    const docs = (state?.candidates(c.query as Document | undefined) ?? []).filter(compileFilter(c.query as Document | undefined));
    const values = new Map<string, unknown>();
    for (const doc of runPipeline(docs, [{ $project: { _id: 0, v: `$${key}` } }])) {
      const v = doc.v;
      for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) values.set(valueKey(item), item);
    }
    return { values: [...values.values()], ok: 1 };
  },

  aggregate(ctx) {
    const c = ctx.command;
    const pipeline = (c.pipeline as Document[] | undefined) ?? [];
    if (!Array.isArray(pipeline)) throw new CommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
    if (!c.cursor && !c.explain) throw new CommandError(ErrorCodes.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
    const batchSize = positive((c.cursor as Document | undefined)?.batchSize);
    if (pipeline[0] && '$changeStream' in pipeline[0]) return openChangeStream(ctx, pipeline, batchSize);
    for (const stage of pipeline) {
      const name = Object.keys(stage)[0];
      if (name === '$out' || name === '$merge') throw new CommandError(ErrorCodes.CommandNotFound, `${name} is not supported by this test server`);
    }
    const collectionLevel = typeof c.aggregate === 'string';
    const state = collectionLevel ? ctx.read(c.aggregate as string) : undefined;
    checkHint(state, c.hint);
    const leadingMatch = pipeline[0] && '$match' in pipeline[0] ? (pipeline[0].$match as Document) : undefined;
    const docs = runPipeline(state?.candidates(leadingMatch) ?? [], pipeline, ctx.resolver);
    const ns = collectionLevel ? ctx.namespace(c.aggregate as string) : `${ctx.db}.$cmd.aggregate`;
    return openCursor(ctx, ns, docs, batchSize, false);
  },
};
