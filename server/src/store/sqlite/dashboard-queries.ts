import type { DashboardQueries } from '../types.ts';
import type { Db } from './database.ts';

const DAY_MS = 86_400_000;

export function createDashboardQueries(db: Db): DashboardQueries {
  const detectionsPerDay = db.prepare<[number, number], { day: number; count: number }>(
    `SELECT ts / ${DAY_MS} AS day, count(*) AS count FROM detections WHERE ts >= ? AND ts < ?
     GROUP BY day ORDER BY day`,
  );
  // Endpoints are looked up by their unique hostname index, once per host seen.
  const coverage = db.prepare<[], { withClient: number; withoutClient: number }>(
    `SELECT (SELECT count(*) FROM endpoints) AS withClient,
       (SELECT count(*) FROM hosts_seen h WHERE NOT EXISTS (SELECT 1 FROM endpoints e WHERE e.hostname = h.hostname))
         AS withoutClient`,
  );
  // A bound on resolved_at lets SQLite use the partial index of resolved alerts only.
  const resolutionsPerDay = db.prepare<[number, number], { day: number; resolved: number; avgMs: number }>(
    `SELECT resolved_at / ${DAY_MS} AS day, count(*) AS resolved, avg(resolved_at - ts) AS avgMs
     FROM alerts WHERE resolved_at >= ? AND resolved_at < ? GROUP BY day ORDER BY day`,
  );

  return {
    async detectionsPerDay(from, to) {
      return detectionsPerDay.all(from.getTime(), to.getTime());
    },
    async endpointCoverage() {
      return coverage.get()!;
    },
    async alertResolutionsPerDay(from, to) {
      return resolutionsPerDay.all(from.getTime(), to.getTime());
    },
  };
}
