import type { Document } from 'mongodb';
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
import type { Database, EndpointDocument } from './database.ts';
import { BATCH_SIZE, afterKeyset, allOf, contains, inBatches, pageWindow } from './filters.ts';

const toEndpoint = (d: EndpointDocument): Endpoint => ({
  id: d._id,
  hostname: d.hostname,
  ipAddress: d.ipAddress,
  os: d.os,
  clientVersion: d.clientVersion,
  lastSeen: d.lastSeen.toISOString(),
  status: d.status,
  user: d.user,
  pendingVersion: d.pendingVersion,
});

// The only field names a sort can put into a query.
const SORT_FIELDS: Record<EndpointQuery['sort'], keyof EndpointDocument> = {
  hostname: 'hostname',
  ipAddress: 'ipAddress',
  os: 'os',
  clientVersion: 'clientVersion',
  lastSeen: 'lastSeen',
  status: 'status',
  user: 'user',
};

type Sort = Pick<EndpointQuery, 'sort' | 'order'>;

/** The sort field, then the id, both in the asked direction. */
const orderBy = ({ sort, order }: Sort): Record<string, 1 | -1> => {
  const direction = order === 'asc' ? 1 : -1;
  return { [SORT_FIELDS[sort]]: direction, _id: direction };
};

/** The card thresholds: seen within the active window, or not seen for the offline period. */
function cutoffs(now: Date): { activeSince: Date; offlineBefore: Date } {
  return {
    activeSince: new Date(now.getTime() - ACTIVE_WINDOW_HOURS * 3_600_000),
    offlineBefore: new Date(now.getTime() - OFFLINE_AFTER_DAYS * 86_400_000),
  };
}

const active = (now: Date): Document => ({ lastSeen: { $gte: cutoffs(now).activeSince } });
const offline = (now: Date): Document => ({ lastSeen: { $lte: cutoffs(now).offlineBefore } });
const OUTDATED: Document = { clientVersion: { $ne: CURRENT_CLIENT_VERSION } };
const CURRENT: Document = { clientVersion: CURRENT_CLIENT_VERSION };

function conditions(filter: EndpointFilter, now: Date): Document[] {
  const clauses: Document[] = [];
  if (filter.search) clauses.push({ $or: [contains('hostname', filter.search), contains('ipAddress', filter.search)] });
  if (filter.status) clauses.push({ status: filter.status });
  if (filter.os) clauses.push(contains('os', filter.os));
  if (filter.ip) clauses.push(contains('ipAddress', filter.ip));
  if (filter.version === 'current') clauses.push(CURRENT);
  if (filter.version === 'outdated') clauses.push(OUTDATED);
  const from = rangeStart(filter.lastSeenFrom);
  if (from) clauses.push({ lastSeen: { $gte: from } });
  const to = rangeEnd(filter.lastSeenTo);
  if (to) clauses.push({ lastSeen: { $lte: to } });
  if (filter.quick === 'active') clauses.push(active(now));
  if (filter.quick === 'offline') clauses.push(offline(now));
  if (filter.quick === 'needs-update') clauses.push(OUTDATED);
  return clauses;
}

export function createEndpointRepository({ collections, transact }: Database): EndpointRepository {
  const endpoints = collections.endpoints;
  return {
    async list(query, now) {
      const filter = allOf(conditions(query, now));
      const { skip, limit } = pageWindow(query);
      const total = await endpoints.countDocuments(filter);
      const docs = await endpoints.find(filter).sort(orderBy(query)).skip(skip).limit(limit).toArray();
      // One count per card, each answered from an index rather than one pass over the collection.
      const [all, activeNow, needsUpdate, offlineNow] = await Promise.all([
        endpoints.countDocuments(),
        endpoints.countDocuments(active(now)),
        endpoints.countDocuments(OUTDATED),
        endpoints.countDocuments(offline(now)),
      ]);
      const summary = { total: all, activeNow, needsUpdate, offline: offlineNow };
      return { items: docs.map(toEndpoint), total, page: query.page, pageSize: query.pageSize, summary };
    },
    async *stream(filter, sort, now) {
      const clauses = conditions(filter, now);
      const key = SORT_FIELDS[sort.sort];
      const docs = inBatches<EndpointDocument>((last) =>
        endpoints
          .find(allOf(last ? [...clauses, afterKeyset(key, last[key], last._id, sort.order)] : clauses))
          .sort(orderBy(sort))
          .limit(BATCH_SIZE)
          .toArray(),
      );
      for await (const doc of docs) yield toEndpoint(doc);
    },
    async get(id) {
      const doc = await endpoints.findOne({ _id: id });
      return doc ? toEndpoint(doc) : null;
    },
    // In id order, as SQLite reads an IN list.
    async getMany(ids) {
      return (await endpoints.find({ _id: { $in: ids } }).sort({ _id: 1 }).toArray()).map(toEndpoint);
    },
    async insertMany(list) {
      if (list.length === 0) return;
      await transact((session) =>
        endpoints.insertMany(
          list.map((e) => ({
            _id: e.id,
            hostname: e.hostname,
            ipAddress: e.ipAddress,
            os: e.os,
            clientVersion: e.clientVersion,
            lastSeen: new Date(Date.parse(e.lastSeen)),
            status: e.status,
            user: e.user,
            pendingVersion: e.pendingVersion,
          })),
          { session },
        ),
      );
    },
    // The update and the read back are one transaction where there are transactions, so the answer is
    // exactly the endpoints this call changed, as SQLite's UPDATE ... RETURNING gives.
    async setPendingVersion(ids, version) {
      const docs = await transact(async (session) => {
        await endpoints.updateMany({ _id: { $in: ids } }, { $set: { pendingVersion: version } }, { session });
        return endpoints.find({ _id: { $in: ids } }, { session }).sort({ _id: 1 }).toArray();
      });
      return docs.map(toEndpoint);
    },
    async removeMany(ids) {
      return (await endpoints.deleteMany({ _id: { $in: ids } })).deletedCount;
    },
  };
}
