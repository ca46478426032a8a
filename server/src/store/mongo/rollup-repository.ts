import type { RollupRepository } from '../types.ts';
import type { Database } from './database.ts';
import { hourSpan } from '../rollup-hours.ts';

export function createRollupRepository({ collections }: Database): RollupRepository {
  const { rollups } = collections;
  return {
    async sum(dimension, from, to) {
      const { fromHour, toHour } = hourSpan(from, to);
      const docs = await rollups
        .find({ dim: dimension, hour: { $gte: fromHour, $lt: toHour } })
        .sort({ hour: 1, key: 1 })
        .toArray();
      return docs.map((d) => ({ key: d.key, hour: d.hour, count: d.count }));
    },
    async totals(dimension, from, to, limit) {
      const { fromHour, toHour } = hourSpan(from, to);
      const rows = await rollups
        .aggregate<{ _id: string; count: number }>([
          { $match: { dim: dimension, hour: { $gte: fromHour, $lt: toHour } } },
          { $group: { _id: '$key', count: { $sum: '$count' } } },
          { $sort: { count: -1, _id: 1 } },
          ...(limit === undefined ? [] : [{ $limit: limit }]),
        ])
        .toArray();
      return rows.map((r) => ({ key: r._id, count: r.count }));
    },
  };
}
