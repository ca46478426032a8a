import { MongoBulkWriteError, type ClientSession, type Collection, type Filter, type OptionalUnlessRequiredId } from 'mongodb';
import { DUPLICATE_KEY } from './database.ts';

/** What became of one document of an idempotent insert. */
export type InsertOutcome = 'inserted' | 'duplicate' | 'failed';

/** A document carrying an agent's idempotency key (null when it did not come through ingest). */
interface EventDocument {
  id: string;
  eventId: string | null;
}

/** The eventIds among `eventIds` that a stored document already has. */
async function storedEvents<D extends EventDocument>(
  collection: Collection<D>,
  eventIds: string[],
  session: ClientSession | undefined,
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  // The $type test repeats the partial unique index's filter, so the server may use that index.
  const docs = await collection
    .find({ eventId: { $type: 'string', $in: eventIds } } as Filter<D>, { session })
    .project<{ eventId: string }>({ _id: 0, eventId: 1 })
    .toArray();
  return new Set(docs.map((d) => d.eventId));
}

/**
 * Inserts the documents whose eventId is new, as SQLite's `ON CONFLICT(event_id) DO NOTHING` does: one
 * whose eventId is stored, or held by an earlier document of the batch, is a duplicate. In a transaction
 * a failed insert aborts everything, as in SQLite. Without one (a standalone server), a document that
 * another node stored between our lookup and our insert is a duplicate too, and one that failed for any
 * other reason is 'failed': the caller accounts for the inserted ones (rollups, hosts seen), then throws
 * `failure`.
 */
export async function insertNewEvents<D extends EventDocument>(
  collection: Collection<D>,
  docs: D[],
  session: ClientSession | undefined,
): Promise<{ outcome: InsertOutcome[]; failure: unknown }> {
  const outcome = docs.map((): InsertOutcome => 'inserted');
  const firstOfEvent = new Set<string>();
  docs.forEach(({ eventId }, i) => {
    if (eventId === null) return;
    if (firstOfEvent.has(eventId)) outcome[i] = 'duplicate';
    else firstOfEvent.add(eventId);
  });
  const stored = await storedEvents(collection, [...firstOfEvent], session);
  docs.forEach(({ eventId }, i) => {
    if (eventId !== null && stored.has(eventId)) outcome[i] = 'duplicate';
  });
  const candidates = docs.flatMap((_, i) => (outcome[i] === 'inserted' ? [i] : []));

  let failure: unknown = null;
  if (candidates.length > 0) {
    try {
      await collection.insertMany(
        candidates.map((i) => docs[i]! as OptionalUnlessRequiredId<D>),
        { ordered: false, session },
      );
    } catch (error) {
      if (session || !(error instanceof MongoBulkWriteError)) throw error;
      const writeErrors = [error.writeErrors].flat();
      if (writeErrors.length === 0) throw error;
      const eventAt = (index: number) => docs[candidates[index]!]!.eventId;
      const clashing = writeErrors.filter((e) => e.code === DUPLICATE_KEY).map((e) => eventAt(e.index));
      const landed = await storedEvents(collection, clashing.filter((id): id is string => id !== null), undefined);
      for (const e of writeErrors) {
        const eventId = eventAt(e.index);
        const raced = e.code === DUPLICATE_KEY && eventId !== null && landed.has(eventId);
        outcome[candidates[e.index]!] = raced ? 'duplicate' : 'failed';
        if (!raced) failure = error;
      }
    }
  }
  return { outcome, failure };
}

/** The ids of the inserted and of the duplicate records, in their given order. */
export function idsByOutcome(
  records: ReadonlyArray<{ id: string }>,
  outcome: readonly InsertOutcome[],
): { inserted: string[]; duplicates: string[] } {
  const idsWith = (fate: InsertOutcome) => records.filter((_, i) => outcome[i] === fate).map((r) => r.id);
  return { inserted: idsWith('inserted'), duplicates: idsWith('duplicate') };
}
