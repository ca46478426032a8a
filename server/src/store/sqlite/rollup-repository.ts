import type { RollupDimension, RollupRepository } from '../types.ts';
import type { Db } from './database.ts';
import { hourSpan } from '../rollup-hours.ts';

export function createRollupRepository(db: Db): RollupRepository {
  const selectHours = db.prepare<[RollupDimension, number, number], { key: string; hour: number; count: number }>(
    'SELECT key, hour, count FROM rollups WHERE dim = ? AND hour >= ? AND hour < ? ORDER BY hour, key',
  );
  // LIMIT -1 is SQLite's "no limit".
  const selectTotals = db.prepare<[RollupDimension, number, number, number], { key: string; count: number }>(
    `SELECT key, sum(count) AS count FROM rollups WHERE dim = ? AND hour >= ? AND hour < ?
     GROUP BY key ORDER BY count DESC, key LIMIT ?`,
  );

  return {
    async sum(dimension, from, to) {
      const { fromHour, toHour } = hourSpan(from, to);
      return selectHours.all(dimension, fromHour, toHour);
    },
    async totals(dimension, from, to, limit) {
      const { fromHour, toHour } = hourSpan(from, to);
      return selectTotals.all(dimension, fromHour, toHour, limit ?? -1);
    },
  };
}
