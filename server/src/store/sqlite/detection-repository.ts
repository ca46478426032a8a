import { rangeEnd, rangeStart, type Detection, type DetectionAction, type DetectionFilter } from '@gsg/shared';
import { presentDetection } from '../../presenters/detection.ts';
import type { DetectionRepository, NewDetectionRecord, SightingGroup } from '../types.ts';
import type { Db } from './database.ts';
import { prepareHostSeen } from './hosts-seen.ts';
import {
  Conditions,
  afterKeyset,
  containsPattern,
  inBatches,
  isoTextOf,
  likeAny,
  oneOf,
  pageWindow,
  statementCache,
  BATCH_SIZE,
} from './sql-filters.ts';

interface DetectionRow {
  seq: number;
  id: string;
  user: string;
  hostname: string;
  ip_address: string;
  os: string;
  ai_tool: string;
  action: string;
  ts: number;
}

// Rows were validated by the shared schema on the way in, so the cast only restores the type.
const toDetection = (r: DetectionRow): Detection =>
  presentDetection({
    id: r.id,
    user: r.user,
    hostname: r.hostname,
    ipAddress: r.ip_address,
    os: r.os as Detection['os'],
    aiTool: r.ai_tool,
    action: r.action as DetectionAction,
    timestamp: new Date(r.ts).toISOString(),
  });

const HEADER_SEARCH_COLUMNS = ['user', 'hostname', 'ip_address', 'ai_tool'];
const QUICK_SEARCH_COLUMNS = [...HEADER_SEARCH_COLUMNS, 'os', isoTextOf('ts')];
const NEWEST_FIRST = 'ORDER BY ts DESC, seq DESC';

function conditions(filter: DetectionFilter): Conditions {
  const c = new Conditions();
  if (filter.search) c.add(likeAny(HEADER_SEARCH_COLUMNS, 'search'), { search: containsPattern(filter.search) });
  if (filter.q) c.add(likeAny(QUICK_SEARCH_COLUMNS, 'q'), { q: containsPattern(filter.q) });
  if (filter.os && filter.os.length > 0) c.add(...oneOf('os', 'os', filter.os));
  const from = rangeStart(filter.from);
  if (from) c.add('ts >= @from', { from: from.getTime() });
  const to = rangeEnd(filter.to);
  if (to) c.add('ts <= @to', { to: to.getTime() });
  return c;
}

export function createDetectionRepository(db: Db): DetectionRepository {
  const statement = statementCache(db);
  const hostSeen = prepareHostSeen(db);
  const insert = db.prepare(
    `INSERT INTO detections (id, user, hostname, ip_address, os, ai_tool, action, ts, event_id)
     VALUES (@id, @user, @hostname, @ipAddress, @os, @aiTool, @action, @ts, @eventId)
     ON CONFLICT(event_id) DO NOTHING`,
  );
  const selectSightings = db.prepare<[], { aiTool: string; user: string; hostname: string; count: number; blocked: number; lastSeen: number }>(
    `SELECT ai_tool AS aiTool, user, hostname, count(*) AS count, sum(action = 'blocked') AS blocked, max(ts) AS lastSeen
     FROM detections GROUP BY ai_tool, user, hostname`,
  );
  const write = db.transaction((records: NewDetectionRecord[]) => {
    const inserted: string[] = [];
    const duplicates: string[] = [];
    for (const d of records) {
      const ts = Date.parse(d.timestamp);
      if (insert.run({ ...d, action: d.action ?? 'allowed', ts, eventId: d.eventId ?? null }).changes === 0) {
        duplicates.push(d.id);
        continue;
      }
      inserted.push(d.id);
      hostSeen(d.hostname, ts);
    }
    return { inserted, duplicates };
  });

  return {
    async list(query) {
      const c = conditions(query);
      const counts = statement<{ total: number; totalUsers: number; totalHosts: number; totalTools: number }>(
        `SELECT COUNT(*) AS total, COUNT(DISTINCT user) AS totalUsers, COUNT(DISTINCT hostname) AS totalHosts,
           COUNT(DISTINCT ai_tool) AS totalTools
         FROM detections ${c.where()}`,
      ).get(c.params)!;
      const rows = statement<DetectionRow>(
        `SELECT * FROM detections ${c.where()} ${NEWEST_FIRST} LIMIT @limit OFFSET @offset`,
      ).all({ ...c.params, ...pageWindow(query) });
      const { total, ...summary } = counts;
      return { items: rows.map(toDetection), total, page: query.page, pageSize: query.pageSize, summary };
    },
    async *stream(filter) {
      const c = conditions(filter);
      const rows = inBatches<DetectionRow>((last) =>
        statement<DetectionRow>(
          `SELECT * FROM detections ${c.where(last && afterKeyset('ts', 'seq', 'desc'))} ${NEWEST_FIRST} LIMIT @batch`,
        ).all({ ...c.params, batch: BATCH_SIZE, afterKey: last?.ts ?? null, afterTie: last?.seq ?? null }),
      );
      for await (const row of rows) yield toDetection(row);
    },
    async sightings(): Promise<SightingGroup[]> {
      return selectSightings.all().map((g) => ({ ...g, lastSeen: new Date(g.lastSeen).toISOString() }));
    },
    async insertMany(detections) {
      return write(detections);
    },
  };
}
