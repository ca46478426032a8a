import type { Document } from 'mongodb';
import { rangeEnd, rangeStart, type Detection, type DetectionFilter } from '@gsg/shared';
import { presentDetection } from '../../presenters/detection.ts';
import type { DetectionRepository, SightingGroup } from '../types.ts';
import { reserveSequence, type Database, type DetectionDocument } from './database.ts';
import { idsByOutcome, insertNewEvents } from './event-inserts.ts';
import { BATCH_SIZE, afterKeyset, allOf, containsPattern, inBatches, pageWindow } from './filters.ts';
import { recordHostsSeen } from './hosts-seen.ts';

const toDetection = (d: DetectionDocument): Detection => presentDetection({ ...d, timestamp: d.ts.toISOString() });

const HEADER_SEARCH_FIELDS = ['user', 'hostname', 'ipAddress', 'aiTool'];
const QUICK_SEARCH_FIELDS = [...HEADER_SEARCH_FIELDS, 'os'];
const NEWEST_FIRST = { ts: -1, _id: -1 } as const;

// The timestamp as the API writes it (toISOString's form), so a text search matches what the user sees.
const ISO_TEXT_OF_TS = { $dateToString: { date: '$ts', format: '%Y-%m-%dT%H:%M:%S.%LZ' } };

function conditions(filter: DetectionFilter): Document {
  const clauses: Document[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    clauses.push({ $or: HEADER_SEARCH_FIELDS.map((field) => ({ [field]: { $regex: pattern } })) });
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    clauses.push({
      $or: [
        ...QUICK_SEARCH_FIELDS.map((field) => ({ [field]: { $regex: pattern } })),
        { $expr: { $regexMatch: { input: ISO_TEXT_OF_TS, regex: pattern } } },
      ],
    });
  }
  if (filter.os && filter.os.length > 0) clauses.push({ os: { $in: filter.os } });
  const from = rangeStart(filter.from);
  if (from) clauses.push({ ts: { $gte: from } });
  const to = rangeEnd(filter.to);
  if (to) clauses.push({ ts: { $lte: to } });
  return allOf(clauses);
}

export function createDetectionRepository({ collections, transact }: Database): DetectionRepository {
  const { detections, hostsSeen, counters: sequences } = collections;
  return {
    async list(query) {
      const filter = conditions(query);
      const { skip, limit } = pageWindow(query);
      // Each distinct count groups on its own, so no one group holds every distinct value of the set.
      const distinctCount = (field: string) => [{ $group: { _id: `$${field}` } }, { $count: 'n' }];
      const [counts] = await detections
        .aggregate<Record<'total' | 'totalUsers' | 'totalHosts' | 'totalTools', Array<{ n: number }>>>([
          { $match: filter },
          {
            $facet: {
              total: [{ $count: 'n' }],
              totalUsers: distinctCount('user'),
              totalHosts: distinctCount('hostname'),
              totalTools: distinctCount('aiTool'),
            },
          },
        ])
        .toArray();
      const countOf = (facet: keyof NonNullable<typeof counts>) => counts?.[facet][0]?.n ?? 0;
      const docs = await detections.find(filter).sort(NEWEST_FIRST).skip(skip).limit(limit).toArray();
      return {
        items: docs.map(toDetection),
        total: countOf('total'),
        page: query.page,
        pageSize: query.pageSize,
        summary: { totalUsers: countOf('totalUsers'), totalHosts: countOf('totalHosts'), totalTools: countOf('totalTools') },
      };
    },
    async *stream(filter) {
      const where = conditions(filter);
      const docs = inBatches<DetectionDocument>((last) =>
        detections
          .find(last ? allOf([where, afterKeyset('ts', last.ts, last._id, 'desc')]) : where)
          .sort(NEWEST_FIRST)
          .limit(BATCH_SIZE)
          .toArray(),
      );
      for await (const doc of docs) yield toDetection(doc);
    },
    async sightings() {
      return (
        await detections
          .aggregate<{ _id: Pick<SightingGroup, 'aiTool' | 'user' | 'hostname'>; count: number; blocked: number; lastSeen: Date }>([
            {
              $group: {
                _id: { aiTool: '$aiTool', user: '$user', hostname: '$hostname' },
                count: { $sum: 1 },
                // Sightings stored before actions were kept have none: the endpoint only saw them.
                blocked: { $sum: { $cond: [{ $eq: ['$action', 'blocked'] }, 1, 0] } },
                lastSeen: { $max: '$ts' },
              },
            },
          ])
          .toArray()
      ).map(({ _id, count, blocked, lastSeen }) => ({ ..._id, count, blocked, lastSeen: new Date(lastSeen).toISOString() }));
    },
    async insertMany(list) {
      if (list.length === 0) return { inserted: [], duplicates: [] };
      const firstSeq = await reserveSequence(sequences, 'detections', list.length);
      return transact(async (session) => {
        const { outcome, failure } = await insertNewEvents(
          detections,
          list.map((d, i) => ({
            _id: firstSeq + i,
            id: d.id,
            // The catalog tool is matched when read (presentDetection), not kept.
            user: d.user,
            hostname: d.hostname,
            ipAddress: d.ipAddress,
            os: d.os,
            aiTool: d.aiTool,
            action: d.action ?? 'allowed',
            ts: new Date(Date.parse(d.timestamp)),
            eventId: d.eventId ?? null,
          })),
          session,
        );
        const seen = new Map<string, number>();
        list.forEach((d, i) => {
          if (outcome[i] !== 'inserted') return;
          const ts = Date.parse(d.timestamp);
          seen.set(d.hostname, Math.max(seen.get(d.hostname) ?? ts, ts));
        });
        await recordHostsSeen(hostsSeen, seen, session);
        if (failure !== null) throw failure;
        return idsByOutcome(list, outcome);
      });
    },
  };
}
