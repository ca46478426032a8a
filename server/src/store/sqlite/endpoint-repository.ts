import {
  ACTIVE_WINDOW_HOURS,
  CURRENT_CLIENT_VERSION,
  OFFLINE_AFTER_DAYS,
  rangeEnd,
  rangeStart,
  type Endpoint,
  type EndpointFilter,
  type EndpointQuery,
} from '@gsg/shared';
import type { EndpointRepository } from '../types.ts';
import type { Db } from './database.ts';
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

/** The card thresholds: seen within the active window, or not seen for the offline period. */
function cutoffs(now: Date): { activeSince: number; offlineBefore: number } {
  return {
    activeSince: now.getTime() - ACTIVE_WINDOW_HOURS * 3_600_000,
    offlineBefore: now.getTime() - OFFLINE_AFTER_DAYS * 86_400_000,
  };
}

const ACTIVE = 'last_seen >= @activeSince';
const OFFLINE = 'last_seen <= @offlineBefore';
const OUTDATED = 'client_version <> @current';
const CURRENT = 'client_version = @current';

function conditions(filter: EndpointFilter, now: Date): Conditions {
  const c = new Conditions();
  if (filter.search) c.add(likeAny(['hostname', 'ip_address'], 'search'), { search: containsPattern(filter.search) });
  if (filter.status) c.add('status = @status', { status: filter.status });
  if (filter.os) c.add(likeAny(['os'], 'os'), { os: containsPattern(filter.os) });
  if (filter.ip) c.add(likeAny(['ip_address'], 'ip'), { ip: containsPattern(filter.ip) });
  if (filter.version === 'current') c.add(CURRENT, { current: CURRENT_CLIENT_VERSION });
  if (filter.version === 'outdated') c.add(OUTDATED, { current: CURRENT_CLIENT_VERSION });
  const from = rangeStart(filter.lastSeenFrom);
  if (from) c.add('last_seen >= @lastSeenFrom', { lastSeenFrom: from.getTime() });
  const to = rangeEnd(filter.lastSeenTo);
  if (to) c.add('last_seen <= @lastSeenTo', { lastSeenTo: to.getTime() });
  if (filter.quick === 'active') c.add(ACTIVE, cutoffs(now));
  if (filter.quick === 'offline') c.add(OFFLINE, cutoffs(now));
  if (filter.quick === 'needs-update') c.add(OUTDATED, { current: CURRENT_CLIENT_VERSION });
  return c;
}

export function createEndpointRepository(db: Db): EndpointRepository {
  const statement = statementCache(db);
  const selectOne = db.prepare<[string], EndpointRow>('SELECT * FROM endpoints WHERE id = ?');
  const selectMany = db.prepare<[{ ids: string }], EndpointRow>(`SELECT * FROM endpoints WHERE ${inJsonList('id', 'ids')}`);
  const insert = db.prepare(
    `INSERT INTO endpoints (id, hostname, ip_address, os, client_version, last_seen, status, user, pending_version)
     VALUES (@id, @hostname, @ipAddress, @os, @clientVersion, @lastSeen, @status, @user, @pendingVersion)`,
  );
  const setPending = db.prepare<[{ ids: string; version: string }], EndpointRow>(
    `UPDATE endpoints SET pending_version = @version WHERE ${inJsonList('id', 'ids')} RETURNING *`,
  );
  const removeMany = db.prepare<[{ ids: string }]>(`DELETE FROM endpoints WHERE ${inJsonList('id', 'ids')}`);
  // One count per card, each answered from an index rather than one pass over the table.
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM endpoints');
  const countActive = db.prepare<[{ activeSince: number }], { n: number }>(`SELECT COUNT(*) AS n FROM endpoints WHERE ${ACTIVE}`);
  const countOffline = db.prepare<[{ offlineBefore: number }], { n: number }>(
    `SELECT COUNT(*) AS n FROM endpoints WHERE ${OFFLINE}`,
  );
  const countOutdated = db.prepare<[{ current: string }], { n: number }>(`SELECT COUNT(*) AS n FROM endpoints WHERE ${OUTDATED}`);

  return {
    async list(query, now) {
      const c = conditions(query, now);
      const { total } = statement<{ total: number }>(`SELECT COUNT(*) AS total FROM endpoints ${c.where()}`).get(c.params)!;
      const rows = statement<EndpointRow>(
        `SELECT * FROM endpoints ${c.where()} ${orderBy(query)} LIMIT @limit OFFSET @offset`,
      ).all({ ...c.params, ...pageWindow(query) });
      const { activeSince, offlineBefore } = cutoffs(now);
      const summary = {
        total: countAll.get()!.n,
        activeNow: countActive.get({ activeSince })!.n,
        needsUpdate: countOutdated.get({ current: CURRENT_CLIENT_VERSION })!.n,
        offline: countOffline.get({ offlineBefore })!.n,
      };
      return { items: rows.map(toEndpoint), total, page: query.page, pageSize: query.pageSize, summary };
    },
    async *stream(filter, sort, now) {
      const c = conditions(filter, now);
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
    async setPendingVersion(ids, version) {
      return setPending.all({ ids: JSON.stringify(ids), version }).map(toEndpoint);
    },
    async removeMany(ids) {
      return removeMany.run({ ids: JSON.stringify(ids) }).changes;
    },
  };
}
