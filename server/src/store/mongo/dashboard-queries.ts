import type { DashboardQueries } from '../types.ts';
import type { Database } from './database.ts';

const DAY_MS = 86_400_000;

/** The UTC day (epoch ms / DAY_MS, floored) of a date field. */
const dayOf = (field: string) => ({ $floor: { $divide: [{ $toLong: `$${field}` }, DAY_MS] } });

export function createDashboardQueries({ collections }: Database): DashboardQueries {
  const { detections, endpoints, alerts, hostsSeen } = collections;
  return {
    async detectionsPerDay(from, to) {
      return detections
        .aggregate<{ day: number; count: number }>([
          { $match: { ts: { $gte: from, $lt: to } } },
          { $group: { _id: dayOf('ts'), count: { $sum: 1 } } },
          { $sort: { _id: 1 } },
          { $project: { _id: 0, day: '$_id', count: 1 } },
        ])
        .toArray();
    },
    // Endpoints are looked up by their unique hostname index, once per host seen.
    async endpointCoverage() {
      const [withClient, without] = await Promise.all([
        endpoints.countDocuments(),
        hostsSeen
          .aggregate<{ n: number }>([
            { $lookup: { from: endpoints.collectionName, localField: '_id', foreignField: 'hostname', as: 'endpoint' } },
            { $match: { endpoint: { $size: 0 } } },
            { $count: 'n' },
          ])
          .toArray(),
      ]);
      return { withClient, withoutClient: without[0]?.n ?? 0 };
    },
    // The type test repeats the partial index's filter, so the server reads resolved alerts only.
    async alertResolutionsPerDay(from, to) {
      return alerts
        .aggregate<{ day: number; resolved: number; avgMs: number }>([
          { $match: { resolvedAt: { $type: 'date', $gte: from, $lt: to } } },
          {
            $group: {
              _id: dayOf('resolvedAt'),
              resolved: { $sum: 1 },
              avgMs: { $avg: { $subtract: ['$resolvedAt', '$ts'] } },
            },
          },
          { $sort: { _id: 1 } },
          { $project: { _id: 0, day: '$_id', resolved: 1, avgMs: 1 } },
        ])
        .toArray();
    },
  };
}
