// insert, update, delete and findAndModify. Each statement of a write command either applies whole or
// fails with a write error; an ordered command stops at its first failure, an unordered one goes on.
import { BSON, ObjectId, type Document } from 'bson';
import { CommandError, ErrorCodes, asCommandError } from '../errors.ts';
import { applyUpdate, compileFilter, runFind, sortDocuments, updateKind } from '../query-engine.ts';
import { equalityFields, valueKey, withIdFirst } from '../documents.ts';
import type { CollectionState } from '../collection-state.ts';
import type { CommandContext } from '../command-context.ts';
import type { CommandHandler } from './handler.ts';

const sameDocument = (a: Document, b: Document) =>
  Buffer.compare(Buffer.from(BSON.serialize(a, { ignoreUndefined: true })), Buffer.from(BSON.serialize(b, { ignoreUndefined: true }))) === 0;

/** What an update changed, top-level field by field, as a change event's updateDescription tells it. */
function describeUpdate(before: Document, after: Document): Document {
  const updatedFields: Document = {};
  for (const [key, value] of Object.entries(after)) {
    if (!(key in before) || valueKey(before[key]) !== valueKey(value)) updatedFields[key] = value;
  }
  const removedFields = Object.keys(before).filter((key) => !(key in after));
  return { updatedFields, removedFields, truncatedArrays: [] };
}

function insertDocument(ctx: CommandContext, state: CollectionState, raw: Document): Document {
  const dollar = Object.keys(raw).find((key) => key.startsWith('$'));
  if (dollar) throw new CommandError(ErrorCodes.BadValue, `Document can't have $ prefixed field names: ${dollar}`);
  const doc = withIdFirst(raw._id === undefined ? { _id: new ObjectId(), ...raw } : raw);
  if (Array.isArray(doc._id)) throw new CommandError(ErrorCodes.BadValue, "can't use an array for _id");
  state.insert(doc);
  ctx.publish({ operationType: 'insert', db: state.db, coll: state.name, documentKey: { _id: doc._id }, fullDocument: doc });
  return doc;
}

function replaceDocument(ctx: CommandContext, state: CollectionState, before: Document, after: Document, replacement: boolean): boolean {
  if (sameDocument(before, after)) return false;
  state.replace(valueKey(before._id), after);
  ctx.publish(
    replacement
      ? { operationType: 'replace', db: state.db, coll: state.name, documentKey: { _id: after._id }, fullDocument: after }
      : { operationType: 'update', db: state.db, coll: state.name, documentKey: { _id: after._id }, updateDescription: describeUpdate(before, after) },
  );
  return true;
}

function deleteDocument(ctx: CommandContext, state: CollectionState, doc: Document): void {
  state.remove(valueKey(doc._id));
  ctx.publish({ operationType: 'delete', db: state.db, coll: state.name, documentKey: { _id: doc._id } });
}

/** The document an upsert inserts: the filter's equalities, then the update applied as to an insert. */
function upsertDocument(filter: Document | undefined, update: Document | Document[]): Document {
  const seed = equalityFields(filter);
  const kind = updateKind(update);
  let doc = kind === 'replacement' ? { ...(seed._id === undefined ? {} : { _id: seed._id }), ...(update as Document) } : applyUpdate(seed, update, { inserting: true });
  if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
  return withIdFirst(doc);
}

/** Runs each statement, collecting write errors; an error in a transaction aborts it, as on the server. */
function eachStatement<S>(ctx: CommandContext, statements: S[], run: (statement: S, index: number) => void): Document[] {
  const ordered = ctx.command.ordered !== false;
  const writeErrors: Document[] = [];
  for (const [index, statement] of statements.entries()) {
    try {
      run(statement, index);
    } catch (error) {
      writeErrors.push(asCommandError(error).toWriteError(index));
      if (ctx.transaction) ctx.transaction.state = 'aborted';
      if (ordered || ctx.transaction) break;
    }
  }
  return writeErrors;
}

const withWriteErrors = (reply: Document, writeErrors: Document[]) => (writeErrors.length > 0 ? { ...reply, writeErrors } : reply);

interface UpdateStatement {
  q?: Document;
  u: Document | Document[];
  upsert?: boolean;
  multi?: boolean;
  arrayFilters?: Document[];
}

export const writeCommands: Record<string, CommandHandler> = {
  insert(ctx) {
    const docs = (ctx.command.documents as Document[] | undefined) ?? [];
    const state = ctx.write(ctx.collectionName);
    let n = 0;
    const writeErrors = eachStatement(ctx, docs, (doc) => {
      insertDocument(ctx, state, doc);
      n++;
    });
    return withWriteErrors({ n, ok: 1 }, writeErrors);
  },

  update(ctx) {
    const statements = (ctx.command.updates as UpdateStatement[] | undefined) ?? [];
    const state = ctx.write(ctx.collectionName);
    let n = 0;
    let nModified = 0;
    const upserted: Document[] = [];
    const writeErrors = eachStatement(ctx, statements, (s, index) => {
      const kind = updateKind(s.u);
      if (s.multi && kind === 'replacement') throw new CommandError(ErrorCodes.FailedToParse, 'multi update is not supported for replacement-style update');
      const matches = compileFilter(s.q);
      const candidates = state.candidates(s.q);
      const found = s.multi ? candidates.filter(matches) : [candidates.find(matches)].filter((d): d is Document => d !== undefined);
      if (found.length === 0 && s.upsert) {
        const doc = insertDocument(ctx, state, upsertDocument(s.q, s.u));
        upserted.push({ index, _id: doc._id });
        n++;
        return;
      }
      // Every document's new version is computed first, so a failing one leaves the others unchanged too.
      const changes = found.map((before) => [before, applyUpdate(before, s.u, { arrayFilters: s.arrayFilters })] as const);
      for (const [before, after] of changes) {
        n++;
        if (replaceDocument(ctx, state, before, after, kind === 'replacement')) nModified++;
      }
    });
    return withWriteErrors({ n, nModified, ...(upserted.length > 0 ? { upserted } : {}), ok: 1 }, writeErrors);
  },

  delete(ctx) {
    const statements = (ctx.command.deletes as Array<{ q?: Document; limit?: number }> | undefined) ?? [];
    const state = ctx.read(ctx.collectionName);
    let n = 0;
    const writeErrors = eachStatement(ctx, statements, (s) => {
      if (!state) return;
      const matches = compileFilter(s.q);
      const candidates = state.candidates(s.q);
      const found = s.limit === 1 ? [candidates.find(matches)].filter((d): d is Document => d !== undefined) : candidates.filter(matches);
      for (const doc of found) {
        deleteDocument(ctx, state, doc);
        n++;
      }
    });
    return withWriteErrors({ n, ok: 1 }, writeErrors);
  },

  findAndModify(ctx) {
    const c = ctx.command;
    const name = ctx.collectionName;
    const query = c.query as Document | undefined;
    const update = c.update as Document | Document[] | undefined;
    if (!c.remove && update === undefined) throw new CommandError(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
    if (c.remove && (c.new || c.upsert)) throw new CommandError(ErrorCodes.FailedToParse, 'Cannot specify both an update and remove=true');
    const state = c.upsert || !c.remove ? ctx.write(name) : ctx.read(name);
    const matches = compileFilter(query);
    const candidates = state ? state.candidates(query).filter(matches) : [];
    const sort = c.sort as Document | undefined;
    const before = (sort && Object.keys(sort).length > 0 ? sortDocuments(candidates, sort) : candidates)[0];
    const project = (doc: Document | undefined) =>
      doc && c.fields && Object.keys(c.fields as Document).length > 0 ? runFind([doc], { projection: c.fields as Document })[0] : doc;
    try {
      if (c.remove) {
        if (before && state) deleteDocument(ctx, state, before);
        return { lastErrorObject: { n: before ? 1 : 0 }, value: project(before) ?? null, ok: 1 };
      }
      if (!before) {
        if (!c.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
        const doc = insertDocument(ctx, state!, upsertDocument(query, update!));
        return { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value: c.new ? project(doc) : null, ok: 1 };
      }
      const after = applyUpdate(before, update!, { arrayFilters: c.arrayFilters as Document[] | undefined });
      replaceDocument(ctx, state!, before, after, updateKind(update) === 'replacement');
      return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(c.new ? after : before) ?? null, ok: 1 };
    } catch (error) {
      if (ctx.transaction) ctx.transaction.state = 'aborted';
      throw error;
    }
  },
};
