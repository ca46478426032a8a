import { rangeEnd, rangeStart, type Alert, type ConversationLog, type LogFilter, type LogStatus, type MonitoredMatch } from '@gsg/shared';
import { decodeLogCursor, encodeLogCursor, type LogPosition } from '../log-cursor.ts';
import { TEXT_FILTERS, facetIncrements, resolveTextFilters, type FacetCount, type FacetKind, type TextMatches } from '../log-facets.ts';
import { statusesOf, summarizeLogs } from '../log-summary.ts';
import { batchRollups } from '../rollup-batch.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { ROLLUP_DIMENSIONS, type AlertRaising, type LogRepository, type NewLogRecord, type RollupDimension, type StoredLogs } from '../types.ts';
import { prepareAlertGrouping, prepareAlertInsert } from './alert-repository.ts';
import { groupAlerts } from '../alert-grouping.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';
import type { Db } from './database.ts';
import { prepareHostSeen } from './hosts-seen.ts';
import { createRollupRepository } from './rollup-repository.ts';
import { HOUR_MS, hourOf } from '../rollup-hours.ts';
import { presentLog } from '../../presenters/conversation-log.ts';
import {
  BATCH_SIZE,
  Conditions,
  afterKeyset,
  containsPattern,
  inBatches,
  oneOf,
  statementCache,
  type SqlParams,
} from './sql-filters.ts';

interface LogRow {
  seq: number;
  id: string;
  ts: number;
  user_id: string;
  user: string;
  hostname: string;
  ip_address: string;
  input_redacted: string;
  output_redacted: string;
  status: string;
  policy_triggered: string;
  policy_id: string;
  ai_model: string;
  session_id: string;
  monitored: string | null;
}

interface SealedRow {
  seq: number;
  id: string;
  ts: number;
  user_id: string;
  user: string;
  input_redacted: string;
  output_redacted: string;
  input_encrypted: string;
  output_encrypted: string;
}

// The encrypted originals stay out of every read but reveal's and the policy what-if's.
const COLUMNS =
  'seq, id, ts, user_id, user, hostname, ip_address, input_redacted, output_redacted, status, policy_triggered, policy_id, ai_model, session_id, monitored';

// Rows were validated by the shared schema on the way in, so the cast only restores the type.
const toLog = (r: LogRow): ConversationLog =>
  presentLog({
    id: r.id,
    timestamp: new Date(r.ts).toISOString(),
    userId: r.user_id,
    user: r.user,
    hostname: r.hostname,
    ipAddress: r.ip_address,
    inputRedacted: r.input_redacted,
    outputRedacted: r.output_redacted,
    status: r.status as LogStatus,
    policyTriggered: r.policy_triggered,
    policyId: r.policy_id,
    aiModel: r.ai_model,
    sessionId: r.session_id,
    monitored: r.monitored === null ? null : (JSON.parse(r.monitored) as MonitoredMatch),
  });

/** Each text filter's column, and the (column, ts) index that reads its values newest first. */
const TEXT_COLUMNS = {
  user: { column: 'user', index: 'logs_user_ts' },
  tool: { column: 'ai_model', index: 'logs_tool_ts' },
  policy: { column: 'policy_triggered', index: 'logs_policy_ts' },
  hostname: { column: 'hostname', index: 'logs_hostname_ts' },
  ip: { column: 'ip_address', index: 'logs_ip_ts' },
} as const satisfies Record<FacetKind, { column: string; index: string }>;

/** Every filter but status, each text filter as the exact values its text matched. */
function filterConditions(filter: LogFilter, matches: TextMatches): Conditions {
  const conditions = new Conditions();
  const from = rangeStart(filter.from);
  if (from) conditions.add('ts >= @from', { from: from.getTime() });
  const to = rangeEnd(filter.to);
  if (to) conditions.add('ts <= @to', { to: to.getTime() });
  for (const kind of TEXT_FILTERS) {
    const values = matches.values[kind];
    if (values) conditions.add(...oneOf(TEXT_COLUMNS[kind].column, kind, values));
  }
  return conditions;
}

const NEWEST_FIRST = 'ORDER BY ts DESC, seq DESC LIMIT @limit';

/**
 * One page, newest first. A rare text filter's values are read whole through its (column, ts) index
 * and the few matches sorted. Otherwise SQLite walks an index in order and stops at the limit: logs_ts
 * without a status filter, logs_status_ts with one. Several statuses are several ordered index ranges,
 * so each is read up to the limit and only those few rows are merged, instead of sorting the whole
 * filtered set. INDEXED BY keeps the planner from trading either plan for the other.
 */
function pageQuery(
  filter: LogFilter,
  matches: TextMatches,
  after: LogPosition | undefined,
  limit: number,
): { sql: string; params: SqlParams } {
  const conditions = filterConditions(filter, matches);
  const keyset = after ? afterKeyset('ts', 'seq', 'desc') : undefined;
  const params: SqlParams = { ...conditions.params, limit, ...(after ? { afterKey: after.ts, afterTie: after.seq } : {}) };
  const statuses = statusesOf(filter);
  if (matches.narrow) {
    if (statuses) {
      const [clause, statusParams] = oneOf('status', 'statuses', statuses);
      conditions.add(clause);
      Object.assign(params, statusParams);
    }
    return { sql: `SELECT ${COLUMNS} FROM logs INDEXED BY ${TEXT_COLUMNS[matches.narrow].index} ${conditions.where(keyset)} ${NEWEST_FIRST}`, params };
  }
  if (!statuses) {
    return { sql: `SELECT ${COLUMNS} FROM logs INDEXED BY logs_ts ${conditions.where(keyset)} ${NEWEST_FIRST}`, params };
  }
  const ranges = statuses.map((status, i) => {
    params[`status${i}`] = status;
    return `SELECT ${COLUMNS} FROM logs INDEXED BY logs_status_ts ${conditions.where(`status = @status${i}`, keyset)} ${NEWEST_FIRST}`;
  });
  if (ranges.length === 1) return { sql: ranges[0]!, params };
  return { sql: `${ranges.map((r) => `SELECT * FROM (${r})`).join(' UNION ALL ')} ${NEWEST_FIRST}`, params };
}

export function createLogRepository(db: Db): LogRepository {
  const rollups = createRollupRepository(db);
  const insertLog = db.prepare(
    `INSERT INTO logs (id, ts, user_id, user, hostname, ip_address, input_redacted, output_redacted, input_encrypted,
       output_encrypted, status, policy_triggered, policy_id, ai_model, session_id, monitored, event_id)
     VALUES (@id, @ts, @userId, @user, @hostname, @ipAddress, @inputRedacted, @outputRedacted, @inputEncrypted,
       @outputEncrypted, @status, @policyTriggered, @policyId, @aiModel, @sessionId, @monitored, @eventId)
     ON CONFLICT(event_id) DO NOTHING`,
  );
  const bumpRollup = db.prepare<[RollupDimension, string, number, number]>(
    `INSERT INTO rollups (dim, key, hour, count) VALUES (?, ?, ?, ?)
     ON CONFLICT(dim, hour, key) DO UPDATE SET count = count + excluded.count`,
  );
  const bumpFacet = db.prepare<[FacetKind, string, number]>(
    `INSERT INTO log_facets (kind, value, count) VALUES (?, ?, ?)
     ON CONFLICT(kind, value) DO UPDATE SET count = count + excluded.count`,
  );
  // LIKE ignores ASCII case, as the monitoring filters ask.
  const selectFacets = db.prepare<[FacetKind, string], FacetCount>(
    `SELECT value, count FROM log_facets WHERE kind = ? AND value LIKE ? ESCAPE '\\'`,
  );
  const facets = (kind: FacetKind, text: string) => selectFacets.all(kind, containsPattern(text));
  const touchHost = prepareHostSeen(db);
  const insertAlert = prepareAlertInsert(db);
  const grouping = prepareAlertGrouping(db);
  const linkToAlert = db.prepare<[string, string]>('UPDATE logs SET alert_id = ? WHERE id = ?');
  // Linked logs through logs_alert, and the one that raised an alert before grouping by its id.
  const selectForAlert = db.prepare<[string, string, number], LogRow>(
    `SELECT ${COLUMNS} FROM logs WHERE alert_id = ? OR id = ? ORDER BY ts DESC, seq DESC LIMIT ?`,
  );
  const keepInOutbox = prepareOutboxInsert(db);
  const selectOne = db.prepare<[string], LogRow>(`SELECT ${COLUMNS} FROM logs WHERE id = ?`);
  const selectSealed = {
    input: db.prepare<[string], { sealed: string }>('SELECT input_encrypted AS sealed FROM logs WHERE id = ?'),
    output: db.prepare<[string], { sealed: string }>('SELECT output_encrypted AS sealed FROM logs WHERE id = ?'),
  };
  const countRange = db.prepare<[number, number], { n: number }>('SELECT count(*) AS n FROM logs INDEXED BY logs_ts WHERE ts >= ? AND ts <= ?');
  // Newest first through logs_ts, as the lists read; the keyset continues after the last row of a page.
  const sealedColumns = 'seq, id, ts, user_id, user, input_redacted, output_redacted, input_encrypted, output_encrypted';
  const selectSealedFirst = db.prepare<[number, number, number], SealedRow>(
    `SELECT ${sealedColumns} FROM logs INDEXED BY logs_ts WHERE ts >= ? AND ts <= ? ORDER BY ts DESC, seq DESC LIMIT ?`,
  );
  const selectSealedAfter = db.prepare<[number, number, number, number, number, number], SealedRow>(
    `SELECT ${sealedColumns} FROM logs INDEXED BY logs_ts WHERE ts >= ? AND ts <= ? AND (ts < ? OR (ts = ? AND seq < ?))
     ORDER BY ts DESC, seq DESC LIMIT ?`,
  );
  const selectOldest = db.prepare<[], { ts: number | null }>('SELECT min(ts) AS ts FROM logs');
  const deleteLogs = db.prepare<[number]>('DELETE FROM logs WHERE ts < ?');
  const deleteOldest = db.prepare<[number, number]>(
    'DELETE FROM logs WHERE seq IN (SELECT seq FROM logs WHERE ts < ? ORDER BY ts LIMIT ?)',
  );
  const deleteRollups = db.prepare<[...RollupDimension[], number]>(
    `DELETE FROM rollups WHERE dim IN (${ROLLUP_DIMENSIONS.map(() => '?').join(', ')}) AND hour < ?`,
  );

  const statement = statementCache(db);

  const readPage = (filter: LogFilter, matches: TextMatches, after: LogPosition | undefined, limit: number): LogRow[] => {
    const { sql, params } = pageQuery(filter, matches, after, limit);
    return statement<LogRow>(sql).all(params);
  };

  const write = db.transaction((records: NewLogRecord[], raise: AlertRaising | undefined, outbox: OutboxEntries<StoredLogs> | undefined) => {
    const inserted: string[] = [];
    const insertedRecords: NewLogRecord[] = [];
    const duplicates: string[] = [];
    const raised: Array<{ log: NewLogRecord; alert: Alert }> = [];
    for (const record of records) {
      const monitored = record.monitored ? JSON.stringify(record.monitored) : null;
      if (insertLog.run({ ...record, ts: Date.parse(record.timestamp), monitored, eventId: record.eventId ?? null }).changes === 0) {
        duplicates.push(record.id);
        continue;
      }
      inserted.push(record.id);
      insertedRecords.push(record);
      const alert = raise?.alertFor(record);
      if (alert) raised.push({ log: record, alert });
    }
    const { created, grown, alertIdOf } = groupAlerts(raised, grouping.openAlertOf, raise?.groupWindowMs ?? 0);
    for (const alert of created) insertAlert(alert);
    for (const alert of grown) grouping.grow(alert);
    for (const [logId, alertId] of alertIdOf) linkToAlert.run(alertId, logId);
    const { counters, hosts } = batchRollups(insertedRecords);
    for (const c of counters) bumpRollup.run(c.dim, c.key, c.hour, c.count);
    for (const f of facetIncrements(insertedRecords)) bumpFacet.run(f.kind, f.value, f.count);
    for (const [hostname, lastSeen] of hosts) touchHost(hostname, lastSeen);
    if (insertedRecords.length > 0) keepInOutbox(outbox, { logs: insertedRecords, alerts: created, grown });
    return { inserted, duplicates, alerts: created, grown, alertIdOf };
  });

  // Whole hours only, so the rollups of exactly the deleted logs go with them, once the last of those
  // logs has gone (until then a paced delete leaves its hours' counts a little high).
  const prune = db.transaction((cutoffHour: number, limit: number | undefined) => {
    const deleted = limit === undefined ? deleteLogs.run(cutoffHour * HOUR_MS).changes : deleteOldest.run(cutoffHour * HOUR_MS, limit).changes;
    if (limit === undefined || deleted < limit) deleteRollups.run(...ROLLUP_DIMENSIONS, cutoffHour);
    return deleted;
  });

  return {
    async insertMany(records, { raise, outbox } = {}) {
      return write(records, raise, outbox);
    },
    async forAlert(alert, limit) {
      return selectForAlert.all(alert.id, alert.logId ?? '', limit).map(toLog);
    },
    async get(id) {
      const row = selectOne.get(id);
      return row ? toLog(row) : null;
    },
    async getEncryptedOriginal(id, which) {
      return selectSealed[which].get(id)?.sealed ?? null;
    },
    async list(query) {
      const after = query.cursor ? decodeLogCursor(query.cursor) : undefined;
      const matches = await resolveTextFilters(query, facets);
      if (!matches) return { items: [], nextCursor: null };
      const rows = readPage(query, matches, after, query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toLog),
        nextCursor: rows.length > query.limit && last ? encodeLogCursor(last) : null,
      };
    },
    async summary(filter) {
      return summarizeLogs(filter, rollups, async (wanted) => {
        const matches = await resolveTextFilters(filter, facets);
        if (!matches) return [];
        const conditions = filterConditions(filter, matches);
        if (wanted) conditions.add(...oneOf('status', 'statuses', wanted));
        const indexed = matches.narrow ? `INDEXED BY ${TEXT_COLUMNS[matches.narrow].index}` : '';
        return statement<{ key: string; count: number }>(
          `SELECT status AS key, count(*) AS count FROM logs ${indexed} ${conditions.where()} GROUP BY status`,
        ).all(conditions.params);
      });
    },
    async *stream(filter) {
      const matches = await resolveTextFilters(filter, facets);
      if (!matches) return;
      for await (const row of inBatches<LogRow>((last) => readPage(filter, matches, last, BATCH_SIZE))) yield toLog(row);
    },
    async deleteOlderThan(cutoff, limit) {
      return prune(hourOf(cutoff.getTime()), limit);
    },
    async oldestTimestamp() {
      const { ts } = selectOldest.get()!;
      return ts === null ? null : new Date(ts);
    },
    async countBetween(from, to) {
      return countRange.get(from.getTime(), to.getTime())!.n;
    },
    async sealedPage(from, to, after, limit) {
      const [low, high] = [from.getTime(), to.getTime()];
      const rows = after
        ? selectSealedAfter.all(low, high, after.ts, after.ts, after.seq, limit)
        : selectSealedFirst.all(low, high, limit);
      const last = rows.at(-1);
      return {
        items: rows.map((r) => ({
          id: r.id,
          timestamp: new Date(r.ts).toISOString(),
          userId: r.user_id,
          user: r.user,
          inputRedacted: r.input_redacted,
          outputRedacted: r.output_redacted,
          inputEncrypted: r.input_encrypted,
          outputEncrypted: r.output_encrypted,
        })),
        next: rows.length === limit && last ? { ts: last.ts, seq: last.seq } : null,
      };
    },
  };
}
