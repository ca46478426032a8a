import type { ClientSession, Document } from 'mongodb';
import { rangeEnd, rangeStart, type ConversationLog, type LogFilter, type RevealField } from '@gsg/shared';
import { logFields, presentLog } from '../../presenters/conversation-log.ts';
import { decodeLogCursor, encodeLogCursor, type LogPosition } from '../log-cursor.ts';
import { TEXT_FILTERS, facetIncrements, resolveTextFilters, type FacetKind, type TextMatches } from '../log-facets.ts';
import { statusesOf, summarizeLogs } from '../log-summary.ts';
import { batchRollups } from '../rollup-batch.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { ROLLUP_DIMENSIONS, type AlertRaising, type LogRepository, type NewLogRecord, type StoredLogs } from '../types.ts';
import { keepInOutbox } from './outbox-repository.ts';
import { storeGroupedAlerts } from './alert-groups.ts';
import { reserveSequence, type Database, type LogDocument } from './database.ts';
import { idsByOutcome, insertNewEvents } from './event-inserts.ts';
import { BATCH_SIZE, afterKeyset, allOf, contains, inBatches } from './filters.ts';
import { recordHostsSeen } from './hosts-seen.ts';
import { createRollupRepository } from './rollup-repository.ts';
import { HOUR_MS, hourOf } from '../rollup-hours.ts';

// The encrypted originals stay out of every read but reveal's and the policy what-if's.
type LogView = Omit<LogDocument, 'inputEncrypted' | 'outputEncrypted' | 'eventId'>;
const VIEW = { inputEncrypted: 0, outputEncrypted: 0, eventId: 0 } as const;

/** What the policy what-if reads of a log: who, when, the redacted texts and the sealed originals. */
const SEALED_VIEW = { _id: 1, id: 1, ts: 1, userId: 1, user: 1, inputRedacted: 1, outputRedacted: 1, inputEncrypted: 1, outputEncrypted: 1 } as const;

const SEALED = { input: 'inputEncrypted', output: 'outputEncrypted' } as const satisfies Record<RevealField, keyof LogDocument>;

const toLog = (d: LogView): ConversationLog => presentLog({ ...d, timestamp: d.ts.toISOString() });

const toDocument = (r: NewLogRecord, seq: number): LogDocument => ({
  _id: seq,
  id: r.id,
  ts: new Date(Date.parse(r.timestamp)),
  ...logFields(r),
  inputEncrypted: r.inputEncrypted,
  outputEncrypted: r.outputEncrypted,
  eventId: r.eventId ?? null,
});

/** Where a page ended: the keyset (ts, seq) of its last document. */
const positionOf = (d: LogView): LogPosition => ({ ts: d.ts.getTime(), seq: d._id });

/** Each text filter's field, and the (field, ts) index that reads its values newest first. */
const TEXT_FIELDS = {
  user: { path: 'user', index: 'logs_user_ts' },
  tool: { path: 'aiModel', index: 'logs_tool_ts' },
  policy: { path: 'policyTriggered', index: 'logs_policy_ts' },
  hostname: { path: 'hostname', index: 'logs_hostname_ts' },
  ip: { path: 'ipAddress', index: 'logs_ip_ts' },
} as const satisfies Record<FacetKind, { path: keyof LogDocument; index: string }>;

/** Every filter but status, each text filter as the exact values its text matched, plus the keyset position. */
function conditions(filter: LogFilter, matches: TextMatches, after: LogPosition | null): Document[] {
  const clauses: Document[] = [];
  const from = rangeStart(filter.from);
  if (from) clauses.push({ ts: { $gte: from } });
  const to = rangeEnd(filter.to);
  if (to) clauses.push({ ts: { $lte: to } });
  for (const kind of TEXT_FILTERS) {
    const values = matches.values[kind];
    if (values) clauses.push({ [TEXT_FIELDS[kind].path]: { $in: values } });
  }
  if (after) clauses.push(afterKeyset('ts', new Date(after.ts), after.seq, 'desc'));
  return clauses;
}

export function createLogRepository(database: Database): LogRepository {
  const { logs, logFacets, rollups: rollupCounters, hostsSeen, counters: sequences } = database.collections;
  const rollups = createRollupRepository(database);

  // The regex folds ASCII case only, as the SQLite adapter's LIKE does.
  const facets = async (kind: FacetKind, text: string) =>
    logFacets.find({ kind, ...contains('value', text) }, { projection: { _id: 0, value: 1, count: 1 } }).toArray();

  /**
   * One page, newest first. A rare text filter's values are read whole through its (field, ts) index
   * and the few matches sorted. Otherwise the server walks an index in order and stops at the limit:
   * logs_ts without a status filter, logs_status_ts with one, where several statuses are several ordered
   * index ranges the server merges. The hint keeps the planner from trading either plan for the other.
   */
  const readPage = (filter: LogFilter, matches: TextMatches, after: LogPosition | null, limit: number): Promise<LogView[]> => {
    const statuses = statusesOf(filter);
    const clauses = conditions(filter, matches, after);
    if (statuses) clauses.unshift({ status: { $in: statuses } });
    const hint = matches.narrow ? TEXT_FIELDS[matches.narrow].index : statuses ? 'logs_status_ts' : 'logs_ts';
    return logs
      .find(allOf(clauses), { hint })
      .sort({ ts: -1, _id: -1 })
      .limit(limit)
      .project<LogView>(VIEW)
      .toArray();
  };

  /**
   * Inserts the logs whose eventId is new, their alerts, and adds the inserted logs to the rollups. Without
   * a transaction (a standalone server), when some insert fails, the alerts and rollups still follow the
   * logs that did land before the error is thrown (see insertNewEvents).
   */
  const write = async (
    records: NewLogRecord[],
    raise: AlertRaising | undefined,
    outbox: OutboxEntries<StoredLogs> | undefined,
    seq: { logs: number; alerts: number },
    session: ClientSession | undefined,
  ) => {
    const { outcome, failure } = await insertNewEvents(
      logs,
      records.map((r, i) => toDocument(r, seq.logs + i)),
      session,
    );
    const insertedRecords = records.filter((_, i) => outcome[i] === 'inserted');
    const raised = insertedRecords.flatMap((log) => {
      const alert = raise?.alertFor(log);
      return alert ? [{ log, alert }] : [];
    });
    const { created, grown, alertIdOf } = await storeGroupedAlerts(database.collections, raised, raise?.groupWindowMs ?? 0, seq.alerts, session);

    const { counters, hosts } = batchRollups(insertedRecords);
    if (counters.length > 0) {
      await rollupCounters.bulkWrite(
        counters.map((c) => ({
          updateOne: { filter: { dim: c.dim, hour: c.hour, key: c.key }, update: { $inc: { count: c.count } }, upsert: true },
        })),
        { ordered: false, session },
      );
    }
    const facetCounts = facetIncrements(insertedRecords);
    if (facetCounts.length > 0) {
      await logFacets.bulkWrite(
        facetCounts.map((f) => ({
          updateOne: { filter: { kind: f.kind, value: f.value }, update: { $inc: { count: f.count } }, upsert: true },
        })),
        { ordered: false, session },
      );
    }
    await recordHostsSeen(hostsSeen, hosts, session);
    if (insertedRecords.length > 0) await keepInOutbox(database.collections.outbox, outbox, { logs: insertedRecords, alerts: created, grown }, session);
    if (failure !== null) throw failure;
    return { ...idsByOutcome(records, outcome), alerts: created, grown, alertIdOf };
  };

  return {
    async insertMany(records, { raise, outbox } = {}) {
      if (records.length === 0) return { inserted: [], duplicates: [], alerts: [], grown: [], alertIdOf: new Map() };
      // Reserved outside the transaction (see reserveSequence); an alert number per log at most.
      const seq = { logs: await reserveSequence(sequences, 'logs', records.length), alerts: await reserveSequence(sequences, 'alerts', records.length) };
      return database.transact((session) => write(records, raise, outbox, seq, session));
    },
    async forAlert(alert, limit) {
      const linked = [{ alertId: alert.id }, ...(alert.logId ? [{ id: alert.logId }] : [])];
      const docs = await logs.find<LogView>({ $or: linked }, { projection: VIEW }).sort({ ts: -1, _id: -1 }).limit(limit).toArray();
      return docs.map(toLog);
    },
    async get(id) {
      const doc = await logs.findOne<LogView>({ id }, { projection: VIEW });
      return doc ? toLog(doc) : null;
    },
    async getEncryptedOriginal(id, which) {
      const field = SEALED[which];
      const doc = await logs.findOne({ id }, { projection: { [field]: 1 } });
      return doc?.[field] ?? null;
    },
    async list(query) {
      const after = query.cursor ? decodeLogCursor(query.cursor) : null;
      const matches = await resolveTextFilters(query, facets);
      if (!matches) return { items: [], nextCursor: null };
      const docs = await readPage(query, matches, after, query.limit + 1);
      const items = docs.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toLog),
        nextCursor: docs.length > query.limit && last ? encodeLogCursor(positionOf(last)) : null,
      };
    },
    async summary(filter) {
      return summarizeLogs(filter, rollups, async (wanted) => {
        const matches = await resolveTextFilters(filter, facets);
        if (!matches) return [];
        const clauses = conditions(filter, matches, null);
        if (wanted) clauses.push({ status: { $in: wanted } });
        const rows = await logs
          .aggregate<{ _id: string; count: number }>(
            [{ $match: allOf(clauses) }, { $group: { _id: '$status', count: { $sum: 1 } } }],
            matches.narrow ? { hint: TEXT_FIELDS[matches.narrow].index } : {},
          )
          .toArray();
        return rows.map((r) => ({ key: r._id, count: r.count }));
      });
    },
    async *stream(filter) {
      const matches = await resolveTextFilters(filter, facets);
      if (!matches) return;
      const docs = inBatches<LogView>((last) => readPage(filter, matches, last ? positionOf(last) : null, BATCH_SIZE));
      for await (const doc of docs) yield toLog(doc);
    },
    // Whole hours only, so the rollups of exactly the deleted logs go with them. Not one transaction, as
    // SQLite's is: a retention run can delete more logs than a MongoDB transaction may hold. Logs go
    // first; if the rollup delete fails, the next run (whose cutoff is never earlier) deletes them.
    async deleteOlderThan(cutoff, limit) {
      const cutoffHour = hourOf(cutoff.getTime());
      const older = { ts: { $lt: new Date(cutoffHour * HOUR_MS) } };
      let deleted: number;
      // Whether logs before the cutoff may be left, judged by what was found: another node's run may have
      // deleted some of these at the same moment.
      let more = false;
      if (limit === undefined) {
        deleted = (await logs.deleteMany(older)).deletedCount;
      } else {
        const oldest = await logs.find(older, { projection: { _id: 1 }, sort: { ts: 1 }, limit, hint: 'logs_ts' }).toArray();
        deleted = oldest.length === 0 ? 0 : (await logs.deleteMany({ _id: { $in: oldest.map((d) => d._id) } })).deletedCount;
        more = oldest.length === limit;
      }
      if (!more) {
        await rollupCounters.deleteMany({ dim: { $in: [...ROLLUP_DIMENSIONS] }, hour: { $lt: cutoffHour } });
      }
      return deleted;
    },
    async oldestTimestamp() {
      const doc = await logs.findOne({}, { sort: { ts: 1 }, projection: { ts: 1 }, hint: 'logs_ts' });
      return doc ? doc.ts : null;
    },
    async countBetween(from, to) {
      return logs.countDocuments({ ts: { $gte: from, $lte: to } }, { hint: 'logs_ts' });
    },
    async sealedPage(from, to, after, limit) {
      const clauses: Document[] = [{ ts: { $gte: from, $lte: to } }];
      if (after) clauses.push(afterKeyset('ts', new Date(after.ts), after.seq, 'desc'));
      const docs = await logs
        .find(allOf(clauses), { hint: 'logs_ts' })
        .sort({ ts: -1, _id: -1 })
        .limit(limit)
        .project<Pick<LogDocument, '_id' | 'id' | 'ts' | 'userId' | 'user' | 'inputRedacted' | 'outputRedacted' | 'inputEncrypted' | 'outputEncrypted'>>(
          SEALED_VIEW,
        )
        .toArray();
      const last = docs.at(-1);
      return {
        items: docs.map((d) => ({
          id: d.id,
          timestamp: d.ts.toISOString(),
          userId: d.userId,
          user: d.user,
          inputRedacted: d.inputRedacted,
          outputRedacted: d.outputRedacted,
          inputEncrypted: d.inputEncrypted,
          outputEncrypted: d.outputEncrypted,
        })),
        next: docs.length === limit && last ? { ts: last.ts.getTime(), seq: last._id } : null,
      };
    },
  };
}
