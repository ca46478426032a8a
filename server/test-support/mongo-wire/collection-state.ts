// One collection's documents, in insertion (natural) order, and its indexes. Only what an index changes
// about a write is modelled: a unique index refuses a second document with its key (sparse and partial
// ones only count the documents they hold), a capped collection drops its oldest documents. Indexes do not
// speed anything up: every read scans.
import { BSON, ObjectId, type Document } from 'bson';
import { CommandError, ErrorCodes } from './errors.ts';
import { compileFilter } from './query-engine.ts';
import { isMissing, valueAt, valueKey } from './documents.ts';

export interface IndexSpec {
  name: string;
  key: Document;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
  /** Any other option, kept so listIndexes shows what was created. */
  [option: string]: unknown;
}

export interface CollectionOptions {
  capped?: boolean;
  size?: number;
  max?: number;
  [option: string]: unknown;
}

/** The `_id_` index every collection has. */
export const ID_INDEX: IndexSpec = { name: '_id_', key: { _id: 1 } };

const docBytes = (doc: Document) => BSON.calculateObjectSize(doc, { ignoreUndefined: true });

/** The largest document the server stores. */
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

export class CollectionState {
  /** Documents by valueKey(_id), in natural order. */
  docs = new Map<string, Document>();
  indexes: IndexSpec[] = [ID_INDEX];
  /** For each unique index, its keys and the _id key holding each. */
  private uniqueKeys = new Map<string, Map<string, string>>();
  private indexFilters = new Map<string, (doc: Document) => boolean>();
  /** Unique indexes some document holds an array in: their keys cannot answer an equality lookup. */
  private multikey = new Set<string>();
  private bytes = 0;
  /**
   * Set on a transaction's copy: for each document the transaction wrote, the document as the copy was
   * taken (undefined for none), to find at commit whether another writer changed it since.
   */
  journal?: Map<string, Document | undefined>;

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: CollectionOptions = {},
  ) {}

  get namespace(): string {
    return `${this.db}.${this.name}`;
  }

  /** A copy sharing the (never changed) documents, for a transaction's snapshot or a commit. */
  clone(): CollectionState {
    const copy = new CollectionState(this.db, this.name, this.options);
    copy.docs = new Map(this.docs);
    copy.indexes = [...this.indexes];
    copy.uniqueKeys = new Map([...this.uniqueKeys].map(([name, keys]) => [name, new Map(keys)]));
    copy.indexFilters = this.indexFilters;
    copy.multikey = new Set(this.multikey);
    copy.bytes = this.bytes;
    return copy;
  }

  all(): Document[] {
    return [...this.docs.values()];
  }

  get(idKey: string): Document | undefined {
    return this.docs.get(idKey);
  }

  private remember(idKey: string): void {
    if (this.journal && !this.journal.has(idKey)) this.journal.set(idKey, this.docs.get(idKey));
  }

  /** The key `doc` has in a unique index, or null when the index does not hold the document. */
  private indexKey(index: IndexSpec, doc: Document): string | null {
    const values = Object.keys(index.key).map((path) => valueAt(doc, path));
    if (index.sparse && values.every(isMissing)) return null;
    if (index.partialFilterExpression) {
      let holds = this.indexFilters.get(index.name);
      if (!holds) {
        holds = compileFilter(index.partialFilterExpression);
        this.indexFilters = new Map(this.indexFilters).set(index.name, holds);
      }
      if (!holds(doc)) return null;
    }
    return valueKey(values.map((v) => (isMissing(v) ? null : v)));
  }

  private duplicateKeyError(index: IndexSpec, doc: Document): CommandError {
    const keyValue: Document = {};
    for (const path of Object.keys(index.key)) {
      const v = valueAt(doc, path);
      keyValue[path] = isMissing(v) ? null : v;
    }
    const shown = Object.entries(keyValue)
      .map(([k, v]) => `${k}: ${JSON.stringify(v instanceof Date ? { $date: v.toISOString() } : v)}`)
      .join(', ');
    return new CommandError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${this.namespace} index: ${index.name} dup key: { ${shown} }`,
      { keyPattern: { ...index.key }, keyValue },
    );
  }

  private uniqueIndexes(): IndexSpec[] {
    return this.indexes.filter((i) => i.unique && i.name !== ID_INDEX.name);
  }

  /** Refuses `doc` (replacing the document at `replacing`, if any) when a unique index has its key. */
  private checkUnique(idKey: string, doc: Document, replacing: boolean): void {
    if (!replacing && this.docs.has(idKey)) throw this.duplicateKeyError(ID_INDEX, doc);
    for (const index of this.uniqueIndexes()) {
      const key = this.indexKey(index, doc);
      if (key === null) continue;
      const holder = this.uniqueKeys.get(index.name)?.get(key);
      if (holder !== undefined && holder !== idKey) throw this.duplicateKeyError(index, doc);
    }
  }

  private unindex(idKey: string, doc: Document): void {
    for (const index of this.uniqueIndexes()) {
      const key = this.indexKey(index, doc);
      const keys = this.uniqueKeys.get(index.name);
      if (key !== null && keys?.get(key) === idKey) keys.delete(key);
    }
  }

  private index(idKey: string, doc: Document): void {
    for (const index of this.uniqueIndexes()) {
      if (Object.keys(index.key).some((path) => Array.isArray(valueAt(doc, path)))) this.multikey.add(index.name);
      const key = this.indexKey(index, doc);
      if (key !== null) this.uniqueKeys.get(index.name)!.set(key, idKey);
    }
  }

  /**
   * The documents `filter` may match, in natural order: the one document its `_id` or a unique index
   * names when the filter states that key by plain equality, else every document. The caller still
   * applies the whole filter; this only saves scanning a large collection for one document.
   */
  candidates(filter: Document | undefined): Document[] {
    if (!filter) return this.all();
    const equal = (path: string): { found: boolean; value?: unknown } => {
      if (!Object.hasOwn(filter, path)) return { found: false };
      let value = filter[path];
      if (value !== null && typeof value === 'object' && Object.keys(value).length === 1 && '$eq' in value) value = (value as Document).$eq;
      const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date || value instanceof ObjectId;
      return scalar ? { found: true, value } : { found: false };
    };
    const one = (idKey: string | undefined) => {
      const doc = idKey === undefined ? undefined : this.docs.get(idKey);
      return doc ? [doc] : [];
    };
    const id = equal('_id');
    if (id.found) return one(valueKey(id.value));
    for (const index of this.uniqueIndexes()) {
      if (index.partialFilterExpression || this.multikey.has(index.name)) continue;
      const values = Object.keys(index.key).map(equal);
      if (values.every((v) => v.found)) return one(this.uniqueKeys.get(index.name)?.get(valueKey(values.map((v) => v.value))));
    }
    return this.all();
  }

  /** Adds a document (which has its `_id`); returns the documents a capped collection dropped for it. */
  insert(doc: Document): Document[] {
    const idKey = valueKey(doc._id);
    const bytes = docBytes(doc);
    if (bytes > MAX_DOCUMENT_BYTES) throw new CommandError(10334, `object to insert too large. size in bytes: ${bytes}, max size: ${MAX_DOCUMENT_BYTES}`);
    this.checkUnique(idKey, doc, false);
    this.remember(idKey);
    this.docs.set(idKey, doc);
    this.index(idKey, doc);
    this.bytes += bytes;
    return this.enforceCap();
  }

  replace(idKey: string, doc: Document): void {
    const old = this.docs.get(idKey);
    if (!old) throw new Error(`no document ${idKey} to replace`);
    const bytes = docBytes(doc);
    if (bytes > MAX_DOCUMENT_BYTES) throw new CommandError(17419, `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`);
    this.checkUnique(idKey, doc, true);
    this.remember(idKey);
    this.unindex(idKey, old);
    this.docs.set(idKey, doc);
    this.index(idKey, doc);
    this.bytes += bytes - docBytes(old);
  }

  remove(idKey: string): Document | undefined {
    const old = this.docs.get(idKey);
    if (!old) return undefined;
    this.remember(idKey);
    this.unindex(idKey, old);
    this.docs.delete(idKey);
    this.bytes -= docBytes(old);
    return old;
  }

  /** A capped collection keeps its newest documents within `max` documents and `size` bytes. */
  private enforceCap(): Document[] {
    if (!this.options.capped) return [];
    const dropped: Document[] = [];
    const max = typeof this.options.max === 'number' && this.options.max > 0 ? this.options.max : Infinity;
    const size = typeof this.options.size === 'number' && this.options.size > 0 ? this.options.size : Infinity;
    while (this.docs.size > 1 && (this.docs.size > max || this.bytes > size)) {
      const [oldestKey] = this.docs.keys();
      dropped.push(this.remove(oldestKey!)!);
    }
    return dropped;
  }

  /** Adds an index, refusing one whose unique key the stored documents already repeat. */
  addIndex(spec: IndexSpec): void {
    if (spec.unique && spec.name !== ID_INDEX.name) {
      const keys = new Map<string, string>();
      this.indexes = [...this.indexes, spec];
      try {
        for (const [idKey, doc] of this.docs) {
          if (Object.keys(spec.key).some((path) => Array.isArray(valueAt(doc, path)))) this.multikey.add(spec.name);
          const key = this.indexKey(spec, doc);
          if (key === null) continue;
          if (keys.has(key)) throw this.duplicateKeyError(spec, doc);
          keys.set(key, idKey);
        }
      } catch (error) {
        this.indexes = this.indexes.filter((i) => i !== spec);
        throw error;
      }
      this.uniqueKeys.set(spec.name, keys);
      return;
    }
    this.indexes = [...this.indexes, spec];
  }

  dropIndex(name: string): void {
    this.indexes = this.indexes.filter((i) => i.name !== name);
    this.uniqueKeys.delete(name);
  }
}
