// Helpers on stored documents. A stored document is never changed in place: every write makes a new
// one (cloneDocument), so a transaction's snapshot, an open cursor and a change event can all share the
// objects they read without copying them.
import { Binary, Decimal128, Long, ObjectId, Timestamp, type Document } from 'bson';

const isPlainObject = (v: unknown): v is Document =>
  typeof v === 'object' && v !== null && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** A deep copy of plain objects, arrays and dates; BSON values (ObjectId, Binary, ...) are immutable and shared. */
export function cloneDocument<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDocument) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const copy: Document = {};
    for (const [k, v] of Object.entries(value)) copy[k] = cloneDocument(v);
    return copy as T;
  }
  return value;
}

/**
 * A string that is equal for two values exactly when the server would find them equal as index keys:
 * numbers compare by value whatever their BSON type (1, 1.0 and Long(1) are one key), strings and
 * other types by type and value, documents by their fields in order.
 */
export function valueKey(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'number') return `n:${Object.is(value, -0) ? 0 : value}`;
  if (typeof value === 'bigint') return `n:${value}`;
  if (value instanceof Long) return `n:${value.toString()}`;
  if (value instanceof Decimal128) return `n:${Number(value.toString())}`;
  if (typeof value === 'string') return `s:${JSON.stringify(value)}`;
  if (typeof value === 'boolean') return `b:${value}`;
  if (value instanceof Date) return `d:${value.getTime()}`;
  if (value instanceof ObjectId) return `o:${value.toHexString()}`;
  if (value instanceof Binary) return `x:${value.sub_type}:${Buffer.from(value.buffer).toString('hex')}`;
  if (value instanceof Timestamp) return `t:${value.toString()}`;
  if (value instanceof RegExp) return `r:${value.source}/${value.flags}`;
  if (Array.isArray(value)) return `a:[${value.map(valueKey).join(',')}]`;
  if (isPlainObject(value)) return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${valueKey(v)}`).join(',')}}`;
  return `?:${String(value)}`;
}

const MISSING = Symbol('missing');

/** The value at a dotted path, or MISSING; array elements are reached by numeric segments only. */
export function valueAt(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return MISSING;
    if (!(segment in (current as Document))) return MISSING;
    current = (current as Document)[segment];
  }
  return current;
}

export const isMissing = (v: unknown): boolean => v === MISSING;

/** The document with `_id` as its first field, as the server stores every document. */
export function withIdFirst(doc: Document): Document {
  if (Object.keys(doc)[0] === '_id' || !('_id' in doc)) return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

/** Sets a dotted path on a plain document, creating the objects on the way. */
export function setPath(doc: Document, path: string, value: unknown): void {
  const segments = path.split('.');
  let current = doc;
  for (const segment of segments.slice(0, -1)) {
    if (!isPlainObject(current[segment])) current[segment] = {};
    current = current[segment] as Document;
  }
  current[segments.at(-1)!] = value;
}

/**
 * The fields an upsert's new document starts with: every equality the filter states (`{a: 1}`,
 * `{a: {$eq: 1}}`, inside a top-level `$and`), as the server seeds an upserted document.
 */
export function equalityFields(filter: Document | undefined): Document {
  const seed: Document = {};
  const visit = (f: Document) => {
    for (const [key, condition] of Object.entries(f)) {
      if (key === '$and' && Array.isArray(condition)) {
        for (const clause of condition) visit(clause as Document);
        continue;
      }
      if (key.startsWith('$')) continue;
      if (isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith('$'))) {
        if ('$eq' in condition) setPath(seed, key, cloneDocument(condition.$eq));
        continue;
      }
      setPath(seed, key, cloneDocument(condition));
    }
  };
  if (filter) visit(filter);
  return seed;
}

export { isPlainObject };
