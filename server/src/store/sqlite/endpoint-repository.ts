import { randomUUID } from 'node:crypto';
import { rangeEnd, rangeStart, type CurrentClientVersions, type Endpoint, type EndpointFilter, type EndpointQuery } from '@gsg/shared';
import { statusCutoffs } from '../endpoint-cutoffs.ts';
import type { EndpointRepository, HeartbeatRecord } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';
import {
  Conditions,
  afterKeyset,
  containsPattern,
  inBatches,
  inJsonList,
  likeAny,
  pageWindow,
  statementCache,
  BATCH_SIZE,
} from './sql-filters.ts';

interface HeartbeatParams {
  id: string;
  hostname: string;
  ipAddress: string;
  os: string;
  clientVersion: string;
  user: string;
  at: number;
  activeSince: number;
  offlineBefore: number;
}

interface EndpointRow {
  id: string;
  hostname: string;
  ip_address: string;
  os: string;
  client_version: string;
  last_seen: number;
  status: string;
  user: string;
  pending_version: string | null;
  update_error: string | null;
}

// Rows were validated by the shared schema on the way in, so the casts only restore their types.
const toEndpoint = (r: EndpointRow): Endpoint => ({
  id: r.id,
  hostname: r.hostname,
  ipAddress: r.ip_address,
  os: r.os as Endpoint['os'],
  clientVersion: r.client_version,
  lastSeen: new Date(r.last_seen).toISOString(),
  status: r.status as Endpoint['status'],
  user: r.user,
  pendingVersion: r.pending_version,
  updateError: r.update_error,
});

// The only column names a sort can put into the SQL text; each has an index.
const SORT_COLUMNS: Record<EndpointQuery['sort'], keyof EndpointRow> = {
  hostname: 'hostname',
  ipAddress: 'ip_address',
  os: 'os',
  clientVersion: 'client_version',
  lastSeen: 'last_seen',
  status: 'status',
  user: 'user',
};

type Sort = Pick<EndpointQuery, 'sort' | 'order'>;

const orderBy = ({ sort, order }: Sort): string => {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${SORT_COLUMNS[sort]} ${direction}, id ${direction}`;
};

/** The status an endpoint last seen at `lastSeen` (an SQL expression) has at the cutoffs' instant. */
const statusOf = (lastSeen: string): string =>
  `CASE WHEN ${lastSeen} >= @activeSince THEN 'Active' WHEN ${lastSeen} <= @offlineBefore THEN 'Offline' ELSE 'Inactive' END`;

// Each branch is one range of the (status, last_seen) index, so the minute's refresh reads only the rows
// it changes.
const STALE_STATUS = `(status = 'Active' AND last_seen < @activeSince)
  OR (status = 'Inactive' AND (last_seen >= @activeSince OR last_seen <= @offlineBefore))
  OR (status = 'Offline' AND last_seen > @offlineBefore)`;

// A heartbeat no older than the stored lastSeen reports the machine as it is now, so its values replace
// the stored ones; an older one (a replay) changes none, and max() keeps lastSeen from moving back. In an
// upsert's SET every expression reads the row as it was before the update.
const REPORT_IS_CURRENT = '@at >= last_seen';
const reported = (column: string) => `CASE WHEN ${REPORT_IS_CURRENT} THEN excluded.${column} ELSE ${column} END`;

const ACTIVE = 'last_seen >= @activeSince';
const OFFLINE = 'last_seen <= @offlineBefore';
// An endpoint is current when it runs its operating system's current version (currentClientVersions).
const CURRENT = `((os = 'Windows' AND client_version = @currentWindows) OR (os = 'macOS' AND client_version = @currentMacOS)
  OR (os = 'Linux' AND client_version = @currentLinux))`;
const OUTDATED = `NOT ${CURRENT}`;
const currentParams = (current: CurrentClientVersions) => ({
  currentWindows: current.Windows,
  currentMacOS: current.macOS,
  currentLinux: current.Linux,
});

function conditions(filter: EndpointFilter, now: Date, current: CurrentClientVersions): Conditions {
  const c = new Conditions();
  if (filter.search) c.add(likeAny(['hostname', 'ip_address'], 'search'), { search: containsPattern(filter.search) });
  if (filter.status) c.add('status = @status', { status: filter.status });
  if (filter.os) c.add(likeAny(['os'], 'os'), { os: containsPattern(filter.os) });
  if (filter.ip) c.add(likeAny(['ip_address'], 'ip'), { ip: containsPattern(filter.ip) });
  if (filter.version === 'current') c.add(CURRENT, currentParams(current));
  if (filter.version === 'outdated') c.add(OUTDATED, currentParams(current));
  const from = rangeStart(filter.lastSeenFrom);
  if (from) c.add('last_seen >= @lastSeenFrom', { lastSeenFrom: from.getTime() });
  const to = rangeEnd(filter.lastSeenTo);
  if (to) c.add('last_seen <= @lastSeenTo', { lastSeenTo: to.getTime() });
  if (filter.quick === 'active') c.add(ACTIVE, statusCutoffs(now));
  if (filter.quick === 'offline') c.add(OFFLINE, statusCutoffs(now));
  if (filter.quick === 'needs-update') c.add(OUTDATED, currentParams(current));
  return c;
}

export function createEndpointRepository(db: Db): EndpointRepository {
  const statement = statementCache(db);
  const selectOne = db.prepare<[string], EndpointRow>('SELECT * FROM endpoints WHERE id = ?');
  const selectMany = db.prepare<[{ ids: string }], EndpointRow>(`SELECT * FROM endpoints WHERE ${inJsonList('id', 'ids')}`);
  const insert = db.prepare(
    `INSERT INTO endpoints (id, hostname, ip_address, os, client_version, last_seen, status, user, pending_version, update_error)
     VALUES (@id, @hostname, @ipAddress, @os, @clientVersion, @lastSeen, @status, @user, @pendingVersion, @updateError)`,
  );
  const setPending = db.prepare<[{ ids: string; version: string }], EndpointRow>(
    `UPDATE endpoints SET pending_version = @version, update_error = NULL WHERE ${inJsonList('id', 'ids')} RETURNING *`,
  );
  const failUpdate = db.prepare<[{ id: string; version: string; reason: string }], EndpointRow>(
    'UPDATE endpoints SET pending_version = NULL, update_error = @reason WHERE id = @id AND pending_version = @version RETURNING *',
  );
  const removeMany = db.prepare<[{ ids: string }]>(`DELETE FROM endpoints WHERE ${inJsonList('id', 'ids')}`);
  const claimReceipt = db.prepare<[string, number]>(
    'INSERT INTO event_receipts (event_id, received_at) VALUES (?, ?) ON CONFLICT(event_id) DO NOTHING',
  );
  const heartbeat = db.prepare<[HeartbeatParams], EndpointRow>(
    `INSERT INTO endpoints (id, hostname, ip_address, os, client_version, last_seen, status, user, pending_version)
     VALUES (@id, @hostname, @ipAddress, @os, @clientVersion, @at, ${statusOf('@at')}, @user, NULL)
     ON CONFLICT(hostname) DO UPDATE SET
       ip_address = ${reported('ip_address')},
       os = ${reported('os')},
       client_version = ${reported('client_version')},
       user = ${reported('user')},
       pending_version = CASE WHEN ${REPORT_IS_CURRENT} AND pending_version = excluded.client_version THEN NULL
         ELSE pending_version END,
       last_seen = max(last_seen, @at),
       status = ${statusOf('max(last_seen, @at)')}
     RETURNING *`,
  );
  const refresh = db.prepare<[{ activeSince: number; offlineBefore: number }], EndpointRow>(
    `UPDATE endpoints SET status = ${statusOf('last_seen')} WHERE ${STALE_STATUS} RETURNING *`,
  );
  const pruneReceipts = db.prepare<[number]>('DELETE FROM event_receipts WHERE received_at < ?');
  const recordHeartbeats = db.transaction((heartbeats: HeartbeatRecord[], now: Date) => {
    const recorded: Array<{ eventId: string; endpoint: Endpoint }> = [];
    const duplicates: string[] = [];
    const at = now.getTime();
    const bounds = statusCutoffs(now);
    for (const hb of heartbeats) {
      if (claimReceipt.run(hb.eventId, at).changes === 0) {
        duplicates.push(hb.eventId);
        continue;
      }
      const row = heartbeat.get({
        id: randomUUID(),
        hostname: hb.hostname,
        ipAddress: hb.ipAddress,
        os: hb.os,
        clientVersion: hb.clientVersion,
        user: hb.user,
        at: hb.at.getTime(),
        ...bounds,
      })!;
      recorded.push({ eventId: hb.eventId, endpoint: toEndpoint(row) });
    }
    return { recorded, duplicates };
  });
  // One count per card, each answered from an index rather than one pass over the table.
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM endpoints');
  const countActive = db.prepare<[{ activeSince: number }], { n: number }>(`SELECT COUNT(*) AS n FROM endpoints WHERE ${ACTIVE}`);
  const countOffline = db.prepare<[{ offlineBefore: number }], { n: number }>(
    `SELECT COUNT(*) AS n FROM endpoints WHERE ${OFFLINE}`,
  );
  const countOutdated = db.prepare<[ReturnType<typeof currentParams>], { n: number }>(`SELECT COUNT(*) AS n FROM endpoints WHERE ${OUTDATED}`);

  const keepInOutbox = prepareOutboxInsert(db);
  /** Makes a change and keeps the events `outbox` gives for it, in one transaction; none when nothing changed. */
  const changing = <W>(change: () => W, outbox: OutboxEntries<NonNullable<W>> | undefined): W =>
    db.transaction(() => {
      const changed = change();
      const nothing = changed === null || changed === 0 || (Array.isArray(changed) && changed.length === 0);
      if (!nothing) keepInOutbox(outbox, changed as NonNullable<W>);
      return changed;
    })();
  return {
    async list(query, now, current) {
      const c = conditions(query, now, current);
      const { total } = statement<{ total: number }>(`SELECT COUNT(*) AS total FROM endpoints ${c.where()}`).get(c.params)!;
      const rows = statement<EndpointRow>(
        `SELECT * FROM endpoints ${c.where()} ${orderBy(query)} LIMIT @limit OFFSET @offset`,
      ).all({ ...c.params, ...pageWindow(query) });
      const { activeSince, offlineBefore } = statusCutoffs(now);
      const summary = {
        total: countAll.get()!.n,
        activeNow: countActive.get({ activeSince })!.n,
        needsUpdate: countOutdated.get(currentParams(current))!.n,
        offline: countOffline.get({ offlineBefore })!.n,
      };
      return { items: rows.map(toEndpoint), total, page: query.page, pageSize: query.pageSize, summary, currentVersions: current };
    },
    async *stream(filter, sort, now, current) {
      const c = conditions(filter, now, current);
      const key = SORT_COLUMNS[sort.sort];
      const rows = inBatches<EndpointRow>((last) =>
        statement<EndpointRow>(
          `SELECT * FROM endpoints ${c.where(last && afterKeyset(key, 'id', sort.order))} ${orderBy(sort)} LIMIT @batch`,
        ).all({ ...c.params, batch: BATCH_SIZE, afterKey: last?.[key] ?? null, afterTie: last?.id ?? null }),
      );
      for await (const row of rows) yield toEndpoint(row);
    },
    async get(id) {
      const row = selectOne.get(id);
      return row ? toEndpoint(row) : null;
    },
    async getMany(ids) {
      return selectMany.all({ ids: JSON.stringify(ids) }).map(toEndpoint);
    },
    async insertMany(endpoints) {
      db.transaction(() => {
        for (const e of endpoints) insert.run({ ...e, lastSeen: Date.parse(e.lastSeen) });
      })();
    },
    async setPendingVersion(ids, version, outbox) {
      return changing(() => setPending.all({ ids: JSON.stringify(ids), version }).map(toEndpoint), outbox);
    },
    async failUpdate(id, version, reason, outbox) {
      return changing(() => {
        const row = failUpdate.get({ id, version, reason });
        return row ? toEndpoint(row) : null;
      }, outbox);
    },
    async removeMany(ids, outbox) {
      return changing(() => removeMany.run({ ids: JSON.stringify(ids) }).changes, outbox);
    },
    async recordHeartbeats(heartbeats, now) {
      return recordHeartbeats(heartbeats, now);
    },
    async refreshStatuses(now, outbox) {
      return changing(() => refresh.all(statusCutoffs(now)).map(toEndpoint), outbox);
    },
    async pruneHeartbeatReceipts(cutoff) {
      return pruneReceipts.run(cutoff.getTime()).changes;
    },
  };
}
