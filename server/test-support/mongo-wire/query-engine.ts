// Filters, sorts, projections, updates and pipelines, evaluated by mingo over in-memory documents. What
// mingo leaves out or does differently from the server is handled here: $setOnInsert, replacement
// updates, `_id` immutability, `$natural` order, and the server's refusal of a regex holding a NUL.
import { Aggregator, ProcessingMode, Query, update as mingoUpdate } from 'mingo';
import type { Document } from 'bson';
import { CommandError, ErrorCodes, asCommandError } from './errors.ts';
import { cloneDocument, isPlainObject, valueKey, withIdFirst } from './documents.ts';

/** Resolves a collection name of the current database to its documents, for $lookup. */
export type CollectionResolver = (name: string) => Document[];

type Options = ConstructorParameters<typeof Query>[1];

function optionsFor(resolver?: CollectionResolver, mode = ProcessingMode.CLONE_OFF): Options {
  return {
    idKey: '_id',
    useStrictMode: true,
    processingMode: mode,
    ...(resolver ? { collectionResolver: (name: string) => resolver(name) } : {}),
  } as Options;
}

/** The server refuses a pattern with an embedded NUL byte (code 51091); a `\x00` escape is fine. */
function checkRegexes(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(checkRegexes);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if ((key === '$regex' && typeof v === 'string' && v.includes('\0')) || (v instanceof RegExp && v.source.includes('\0'))) {
      throw new CommandError(ErrorCodes.Location51091, 'Regular expression cannot contain an embedded null byte');
    }
    checkRegexes(v);
  }
}

/** A predicate for a query filter; a malformed filter is refused here, before any document is read. */
export function compileFilter(filter: Document | undefined, resolver?: CollectionResolver): (doc: Document) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  checkRegexes(filter);
  try {
    const query = new Query(filter, optionsFor(resolver));
    return (doc) => query.test(doc);
  } catch (error) {
    throw asCommandError(error);
  }
}

export interface FindSpec {
  filter?: Document;
  sort?: Document;
  projection?: Document;
  skip?: number;
  limit?: number;
}

/** find's semantics: filter, then sort, skip and limit, then the projection. */
export function runFind(docs: Document[], spec: FindSpec): Document[] {
  const matches = compileFilter(spec.filter);
  let selected = docs.filter(matches);
  const sort = spec.sort && Object.keys(spec.sort).length > 0 ? spec.sort : undefined;
  if (sort && '$natural' in sort) {
    if (sort.$natural === -1) selected = selected.reverse();
  } else if (sort) {
    selected = sortDocuments(selected, sort);
  }
  const skip = spec.skip ?? 0;
  const limit = spec.limit && spec.limit !== 0 ? Math.abs(spec.limit) : undefined;
  selected = selected.slice(skip, limit === undefined ? undefined : skip + limit);
  if (spec.projection && Object.keys(spec.projection).length > 0) {
    try {
      selected = new Query({}, optionsFor()).find(selected, spec.projection).all() as Document[];
    } catch (error) {
      throw asCommandError(error);
    }
  }
  return selected;
}

/**
 * Whether documents with equal sort keys come in reverse insertion order: the server gives no order for
 * them, and in practice returns them as the index on the sort keys is walked, where equal keys are in
 * insertion order, read backwards for a descending sort. A stable in-memory sort would instead always
 * keep insertion order, and hide a query that relies on it.
 */
const tiesReversed = (sort: Document): boolean => Object.values(sort)[0] === -1;

export function sortDocuments(docs: Document[], sort: Document): Document[] {
  try {
    return new Aggregator([{ $sort: sort }], optionsFor()).run(tiesReversed(sort) ? [...docs].reverse() : docs) as Document[];
  } catch (error) {
    throw asCommandError(error);
  }
}

/**
 * Runs an aggregation pipeline. A leading $match is applied to the stored documents directly, so only
 * the documents it keeps are copied before the stages that may change them.
 */
export function runPipeline(docs: Document[], pipeline: Document[], resolver?: CollectionResolver): Document[] {
  let input = docs;
  let stages = pipeline;
  while (stages.length > 0 && stages[0] && '$match' in stages[0]) {
    input = input.filter(compileFilter(stages[0].$match as Document, resolver));
    stages = stages.slice(1);
  }
  if (stages.length === 0) return input;
  if (stages[0] && '$sort' in stages[0] && tiesReversed(stages[0].$sort as Document)) input = [...input].reverse();
  checkRegexes(stages);
  try {
    return new Aggregator(stages, optionsFor(resolver, ProcessingMode.CLONE_INPUT)).run(input) as Document[];
  } catch (error) {
    throw asCommandError(error);
  }
}

/**
 * The server refuses an update whose operators name one path twice, or a path and a field inside it
 * ("Updating the path 'a' would create a conflict at 'a'", code 40), rather than apply one of them.
 */
function checkConflictingPaths(operators: Document): void {
  const paths: string[] = [];
  for (const fields of Object.values(operators)) {
    if (isPlainObject(fields)) paths.push(...Object.keys(fields));
  }
  for (const [i, a] of paths.entries()) {
    for (const b of paths.slice(i + 1)) {
      if (a === b || b.startsWith(`${a}.`) || a.startsWith(`${b}.`)) {
        throw new CommandError(ErrorCodes.ConflictingUpdateOperators, `Updating the path '${b}' would create a conflict at '${a.length <= b.length ? a : b}'`);
      }
    }
  }
}

const UPDATE_PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export type UpdateKind = 'pipeline' | 'replacement' | 'operators';

export function updateKind(update: unknown): UpdateKind {
  if (Array.isArray(update)) return 'pipeline';
  if (!isPlainObject(update)) throw new CommandError(ErrorCodes.FailedToParse, 'Update argument must be either an object or an array');
  const keys = Object.keys(update);
  if (keys.length > 0 && keys.every((k) => k.startsWith('$'))) return 'operators';
  if (keys.some((k) => k.startsWith('$'))) {
    throw new CommandError(ErrorCodes.FailedToParse, "Unknown modifier: a replacement document's field names cannot start with '$'");
  }
  return 'replacement';
}

/**
 * The document `update` makes of `doc` (never changed itself). `inserting` is true for the document an
 * upsert creates, where $setOnInsert applies.
 */
export function applyUpdate(doc: Document, update: Document | Document[], options: { arrayFilters?: Document[]; inserting?: boolean } = {}): Document {
  const kind = updateKind(update);
  let result: Document;
  if (kind === 'replacement') {
    result = { ...(doc._id === undefined ? {} : { _id: doc._id }), ...cloneDocument(update as Document) };
  } else if (kind === 'pipeline') {
    const stages = update as Document[];
    for (const stage of stages) {
      const name = Object.keys(stage)[0] ?? '';
      if (!UPDATE_PIPELINE_STAGES.has(name)) {
        throw new CommandError(ErrorCodes.InvalidOptions, `${name} is not allowed to be used within an update`);
      }
    }
    try {
      result = (new Aggregator(stages, optionsFor(undefined, ProcessingMode.CLONE_INPUT)).run([doc]) as Document[])[0] ?? {};
    } catch (error) {
      throw asCommandError(error);
    }
  } else {
    const { $setOnInsert, ...operators } = update as Document;
    checkConflictingPaths(options.inserting && $setOnInsert ? { ...operators, $setOnInsert } : operators);
    if (options.inserting && $setOnInsert) operators.$set = { ...(operators.$set as Document | undefined), ...($setOnInsert as Document) };
    result = cloneDocument(doc);
    if (Object.keys(operators).length > 0) {
      try {
        mingoUpdate(result, operators, options.arrayFilters, undefined, { cloneMode: 'deep' });
      } catch (error) {
        // mingo refuses an update of `_id` itself, in the server's words but without its code.
        if (error instanceof Error && /immutable field '_id'/.test(error.message)) throw new CommandError(ErrorCodes.ImmutableField, error.message);
        throw asCommandError(error);
      }
    }
  }
  if (doc._id !== undefined && valueKey(result._id) !== valueKey(doc._id)) {
    throw new CommandError(
      ErrorCodes.ImmutableField,
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  return withIdFirst(result);
}
