import { randomUUID } from 'node:crypto';
import { MongoServerError, type ClientSession, type Document } from 'mongodb';
import {
  OPERATING_SYSTEMS,
  rangeEnd,
  rangeStart,
  type CurrentClientVersions,
  type Endpoint,
  type EndpointFilter,
  type EndpointQuery,
  type EndpointStatus,
} from '@gsg/shared';
import { statusCutoffs } from '../endpoint-cutoffs.ts';
import type { EndpointRepository, HeartbeatRecord } from '../types.ts';
import { DUPLICATE_KEY, type Database, type EndpointDocument } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';
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
  // Absent on endpoints stored before updates could fail.
  updateError: d.updateError ?? null,
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

/** The card thresholds as dates, the type lastSeen is stored as. */
function cutoffs(now: Date): { activeSince: Date; offlineBefore: Date } {
  const { activeSince, offlineBefore } = statusCutoffs(now);
  return { activeSince: new Date(activeSince), offlineBefore: new Date(offlineBefore) };
}

// The status an endpoint last seen at `lastSeen` has at `now`, as the SQLite adapter's CASE gives it:
// computed here for a new endpoint, and as an aggregation expression for stored ones.
function statusAt(lastSeen: Date, now: Date): EndpointStatus {
  const { activeSince, offlineBefore } = cutoffs(now);
  return lastSeen >= activeSince ? 'Active' : lastSeen <= offlineBefore ? 'Offline' : 'Inactive';
}
function statusOf(lastSeen: unknown, now: Date): Document {
  const { activeSince, offlineBefore } = cutoffs(now);
  return {
    $switch: {
      branches: [
        { case: { $gte: [lastSeen, activeSince] }, then: 'Active' },
        { case: { $lte: [lastSeen, offlineBefore] }, then: 'Offline' },
      ],
      default: 'Inactive',
    },
  };
}

/** Endpoints whose status is not the one their lastSeen gives at `now`; each branch is one index range. */
function staleStatus(now: Date): Document {
  const { activeSince, offlineBefore } = cutoffs(now);
  return {
    $or: [
      { status: 'Active', lastSeen: { $lt: activeSince } },
      { status: 'Inactive', $or: [{ lastSeen: { $gte: activeSince } }, { lastSeen: { $lte: offlineBefore } }] },
      { status: 'Offline', lastSeen: { $gt: offlineBefore } },
    ],
  };
}

/**
 * One heartbeat applied to a stored endpoint, as the SQLite upsert does: the report replaces the stored
 * one only when it is not older than lastSeen, which only ever advances. Within one $set stage every
 * expression reads the document as it was before the stage. Reported values go in as $literal, so a
 * value starting with '$' is never read as a field path.
 */
function heartbeatUpdate(hb: HeartbeatRecord, now: Date): Document[] {
  const current = { $gte: [{ $literal: hb.at }, '$lastSeen'] };
  const reported = (field: keyof EndpointDocument, value: string) => ({ $cond: [current, { $literal: value }, `$${field}`] });
  return [
    {
      $set: {
        ipAddress: reported('ipAddress', hb.ipAddress),
        os: reported('os', hb.os),
        clientVersion: reported('clientVersion', hb.clientVersion),
        user: reported('user', hb.user),
        pendingVersion: {
          $cond: [{ $and: [current, { $eq: ['$pendingVersion', { $literal: hb.clientVersion }] }] }, null, '$pendingVersion'],
        },
        lastSeen: { $max: ['$lastSeen', { $literal: hb.at }] },
      },
    },
    { $set: { status: statusOf('$lastSeen', now) } },
  ];
}

const active = (now: Date): Document => ({ lastSeen: { $gte: cutoffs(now).activeSince } });
const offline = (now: Date): Document => ({ lastSeen: { $lte: cutoffs(now).offlineBefore } });
// An endpoint is current when it runs its operating system's current version (currentClientVersions).
const currentClient = (current: CurrentClientVersions): Document => ({ $or: OPERATING_SYSTEMS.map((os) => ({ os, clientVersion: current[os] })) });
const outdatedClient = (current: CurrentClientVersions): Document => ({
  $or: OPERATING_SYSTEMS.map((os) => ({ os, clientVersion: { $ne: current[os] } })),
});

function conditions(filter: EndpointFilter, now: Date, current: CurrentClientVersions): Document[] {
  const clauses: Document[] = [];
  if (filter.search) clauses.push({ $or: [contains('hostname', filter.search), contains('ipAddress', filter.search)] });
  if (filter.status) clauses.push({ status: filter.status });
  if (filter.os) clauses.push(contains('os', filter.os));
  if (filter.ip) clauses.push(contains('ipAddress', filter.ip));
  if (filter.version === 'current') clauses.push(currentClient(current));
  if (filter.version === 'outdated') clauses.push(outdatedClient(current));
  const from = rangeStart(filter.lastSeenFrom);
  if (from) clauses.push({ lastSeen: { $gte: from } });
  const to = rangeEnd(filter.lastSeenTo);
  if (to) clauses.push({ lastSeen: { $lte: to } });
  if (filter.quick === 'active') clauses.push(active(now));
  if (filter.quick === 'offline') clauses.push(offline(now));
  if (filter.quick === 'needs-update') clauses.push(outdatedClient(current));
  return clauses;
}

export function createEndpointRepository({ collections, transact }: Database): EndpointRepository {
  const { endpoints, eventReceipts } = collections;

  /** Applies one heartbeat to the endpoint of its hostname, creating it when there is none. */
  async function applyHeartbeat(hb: HeartbeatRecord, now: Date, session: ClientSession | undefined): Promise<EndpointDocument> {
    const updated = await endpoints.findOneAndUpdate({ hostname: hb.hostname }, heartbeatUpdate(hb, now), {
      returnDocument: 'after',
      session,
    });
    if (updated) return updated;
    const created: EndpointDocument = {
      _id: randomUUID(),
      hostname: hb.hostname,
      ipAddress: hb.ipAddress,
      os: hb.os,
      clientVersion: hb.clientVersion,
      lastSeen: hb.at,
      status: statusAt(hb.at, now),
      user: hb.user,
      pendingVersion: null,
      updateError: null,
    };
    try {
      await endpoints.insertOne(created, { session });
      return created;
    } catch (error) {
      // Without a transaction another node may have created the endpoint since our update found none.
      if (session || !(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      return applyHeartbeat(hb, now, session);
    }
  }

  return {
    async list(query, now, current) {
      const filter = allOf(conditions(query, now, current));
      const { skip, limit } = pageWindow(query);
      const total = await endpoints.countDocuments(filter);
      const docs = await endpoints.find(filter).sort(orderBy(query)).skip(skip).limit(limit).toArray();
      // One count per card, each answered from an index rather than one pass over the collection.
      const [all, activeNow, needsUpdate, offlineNow] = await Promise.all([
        endpoints.countDocuments(),
        endpoints.countDocuments(active(now)),
        endpoints.countDocuments(outdatedClient(current)),
        endpoints.countDocuments(offline(now)),
      ]);
      const summary = { total: all, activeNow, needsUpdate, offline: offlineNow };
      return { items: docs.map(toEndpoint), total, page: query.page, pageSize: query.pageSize, summary, currentVersions: current };
    },
    async *stream(filter, sort, now, current) {
      const clauses = conditions(filter, now, current);
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
            updateError: e.updateError,
          })),
          { session },
        ),
      );
    },
    // The update and the read back are one transaction where there are transactions, so the answer is
    // exactly the endpoints this call changed, as SQLite's UPDATE ... RETURNING gives.
    async setPendingVersion(ids, version, outbox) {
      return transact(async (session) => {
        await endpoints.updateMany({ _id: { $in: ids } }, { $set: { pendingVersion: version, updateError: null } }, { session });
        const changed = (await endpoints.find({ _id: { $in: ids } }, { session }).sort({ _id: 1 }).toArray()).map(toEndpoint);
        if (changed.length > 0) await keepInOutbox(collections.outbox, outbox, changed, session);
        return changed;
      });
    },
    async failUpdate(id, version, reason, outbox) {
      return transact(async (session) => {
        const doc = await endpoints.findOneAndUpdate(
          { _id: id, pendingVersion: version },
          { $set: { pendingVersion: null, updateError: reason } },
          { returnDocument: 'after', session },
        );
        if (!doc) return null;
        const failed = toEndpoint(doc);
        await keepInOutbox(collections.outbox, outbox, failed, session);
        return failed;
      });
    },
    async removeMany(ids, outbox) {
      return transact(async (session) => {
        const removed = (await endpoints.deleteMany({ _id: { $in: ids } }, { session })).deletedCount;
        if (removed > 0) await keepInOutbox(collections.outbox, outbox, removed, session);
        return removed;
      });
    },
    // The receipts are claimed in batch order, so a repeated eventId's first heartbeat is the one applied,
    // as SQLite's insert-or-ignore per heartbeat does.
    async recordHeartbeats(heartbeats, now) {
      if (heartbeats.length === 0) return { recorded: [], duplicates: [] };
      return transact(async (session) => {
        const claims = await eventReceipts.bulkWrite(
          heartbeats.map((hb) => ({
            updateOne: { filter: { _id: hb.eventId }, update: { $setOnInsert: { receivedAt: now } }, upsert: true },
          })),
          { ordered: true, session },
        );
        const claimed = new Set(Object.keys(claims.upsertedIds).map(Number));
        const recorded: Array<{ eventId: string; endpoint: Endpoint }> = [];
        const duplicates: string[] = [];
        for (const [i, hb] of heartbeats.entries()) {
          if (!claimed.has(i)) duplicates.push(hb.eventId);
          else recorded.push({ eventId: hb.eventId, endpoint: toEndpoint(await applyHeartbeat(hb, now, session)) });
        }
        return { recorded, duplicates };
      });
    },
    // Found, updated and read back in one transaction where there are transactions; the status is
    // computed from lastSeen by the server, so a heartbeat landing in between still gets the right one.
    async refreshStatuses(now, outbox) {
      return transact(async (session) => {
        const ids = (await endpoints.find(staleStatus(now), { session, projection: { _id: 1 } }).toArray()).map((d) => d._id);
        if (ids.length === 0) return [];
        await endpoints.updateMany({ _id: { $in: ids } }, [{ $set: { status: statusOf('$lastSeen', now) } }], { session });
        const moved = (await endpoints.find({ _id: { $in: ids } }, { session }).sort({ _id: 1 }).toArray()).map(toEndpoint);
        await keepInOutbox(collections.outbox, outbox, moved, session);
        return moved;
      });
    },
    async pruneHeartbeatReceipts(cutoff) {
      return (await eventReceipts.deleteMany({ receivedAt: { $lt: cutoff } })).deletedCount;
    },
  };
}
