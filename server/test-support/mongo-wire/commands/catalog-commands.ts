// Creating, listing and dropping collections, databases and indexes.
import { Binary, type Document } from 'bson';
import { randomUUID } from 'node:crypto';
import { CommandError, ErrorCodes } from '../errors.ts';
import { ID_INDEX, type CollectionState, type IndexSpec } from '../collection-state.ts';
import { compileFilter } from '../query-engine.ts';
import { valueKey } from '../documents.ts';
import { cursorReply } from '../cursors.ts';
import type { CommandContext } from '../command-context.ts';
import type { CommandHandler } from './handler.ts';

const COLLECTION_OPTIONS = ['capped', 'size', 'max', 'validator', 'validationLevel', 'validationAction', 'expireAfterSeconds', 'timeseries', 'clusteredIndex'];

/** The name the server gives an index created without one: each field and direction, joined by '_'. */
const defaultIndexName = (key: Document) => Object.entries(key).map(([f, d]) => `${f}_${d}`).join('_');

/** The options that make two indexes different even with the same key. */
const indexIdentity = (spec: IndexSpec) =>
  valueKey({ unique: !!spec.unique, sparse: !!spec.sparse, partial: spec.partialFilterExpression ?? null, ttl: spec.expireAfterSeconds ?? null });

function createIndex(state: CollectionState, raw: Document): boolean {
  if (!raw.key || typeof raw.key !== 'object' || Object.keys(raw.key as Document).length === 0) {
    throw new CommandError(ErrorCodes.FailedToParse, 'Index key pattern must be a non-empty object');
  }
  const spec: IndexSpec = { ...raw, name: typeof raw.name === 'string' ? raw.name : defaultIndexName(raw.key as Document), key: raw.key as Document };
  if (spec.partialFilterExpression) compileFilter(spec.partialFilterExpression);
  const sameName = state.indexes.find((i) => i.name === spec.name);
  const sameKey = state.indexes.find((i) => valueKey(i.key) === valueKey(spec.key));
  if (sameName) {
    // Creating an index that exists with the same key and options does nothing.
    if (valueKey(sameName.key) === valueKey(spec.key) && indexIdentity(sameName) === indexIdentity(spec)) return false;
    throw new CommandError(
      valueKey(sameName.key) === valueKey(spec.key) ? ErrorCodes.IndexOptionsConflict : ErrorCodes.IndexKeySpecsConflict,
      `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
    );
  }
  if (sameKey && indexIdentity(sameKey) === indexIdentity(spec)) {
    throw new CommandError(
      ErrorCodes.IndexOptionsConflict,
      `Index already exists with a different name: ${sameKey.name}`,
    );
  }
  state.addIndex(spec);
  return true;
}

function listCollectionsReply(ctx: CommandContext): Document {
  const filter = compileFilter(ctx.command.filter as Document | undefined);
  const nameOnly = ctx.command.nameOnly === true;
  const entries = ctx.server.catalog
    .collections(ctx.db)
    .map((c): Document =>
      nameOnly
        ? { name: c.name, type: 'collection' }
        : {
            name: c.name,
            type: 'collection',
            options: { ...c.options },
            info: { readOnly: false, uuid: new Binary(Buffer.from(randomUUID().replace(/-/g, ''), 'hex'), 4) },
            idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
          },
    )
    .filter(filter);
  return cursorReply(0, `${ctx.db}.$cmd.listCollections`, 'firstBatch', entries);
}

export const catalogCommands: Record<string, CommandHandler> = {
  create(ctx) {
    const options: Document = {};
    for (const key of COLLECTION_OPTIONS) if (ctx.command[key] !== undefined) options[key] = ctx.command[key];
    if (options.capped && !(typeof options.size === 'number' && options.size > 0)) {
      throw new CommandError(ErrorCodes.InvalidOptions, 'the size field is required when creating a capped collection');
    }
    ctx.server.catalog.create(ctx.db, ctx.collectionName, options);
    return { ok: 1 };
  },
  drop(ctx) {
    const name = ctx.collectionName;
    if (!ctx.server.catalog.drop(ctx.db, name)) throw new CommandError(ErrorCodes.NamespaceNotFound, 'ns not found');
    return { nIndexesWas: 1, ns: ctx.namespace(name), ok: 1 };
  },
  dropDatabase(ctx) {
    ctx.server.catalog.dropDatabase(ctx.db);
    return { dropped: ctx.db, ok: 1 };
  },
  listCollections: listCollectionsReply,
  listDatabases(ctx) {
    const names = ctx.server.catalog.databaseNames();
    const databases = names.map((name) => ({ name, sizeOnDisk: 0, empty: false }));
    return ctx.command.nameOnly ? { databases: names.map((name) => ({ name })), ok: 1 } : { databases, totalSize: 0, ok: 1 };
  },
  createIndexes(ctx) {
    const name = ctx.collectionName;
    const existed = ctx.server.catalog.get(ctx.db, name) !== undefined;
    const state = ctx.server.catalog.getOrCreate(ctx.db, name);
    const before = state.indexes.length;
    for (const raw of (ctx.command.indexes as Document[] | undefined) ?? []) createIndex(state, raw);
    return {
      createdCollectionAutomatically: !existed,
      numIndexesBefore: before,
      numIndexesAfter: state.indexes.length,
      ...(state.indexes.length === before ? { note: 'all indexes already exist' } : {}),
      ok: 1,
    };
  },
  listIndexes(ctx) {
    const state = ctx.server.catalog.get(ctx.db, ctx.collectionName);
    if (!state) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.namespace()}`);
    return cursorReply(0, ctx.namespace(), 'firstBatch', state.indexes.map((i) => ({ v: 2, ...i })));
  },
  dropIndexes(ctx) {
    const state = ctx.server.catalog.get(ctx.db, ctx.collectionName);
    if (!state) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.namespace()}`);
    const before = state.indexes.length;
    const which = ctx.command.index;
    const names =
      which === '*'
        ? state.indexes.filter((i) => i.name !== ID_INDEX.name).map((i) => i.name)
        : (Array.isArray(which) ? which : [which]).map((w) => {
            const found = state.indexes.find((i) => (typeof w === 'string' ? i.name === w : valueKey(i.key) === valueKey(w)));
            if (!found) throw new CommandError(ErrorCodes.IndexNotFound, `index not found with name [${String(w)}]`);
            if (found.name === ID_INDEX.name) throw new CommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
            return found.name;
          });
    for (const name of names) state.dropIndex(name);
    return { nIndexesWas: before, ok: 1 };
  },
};
