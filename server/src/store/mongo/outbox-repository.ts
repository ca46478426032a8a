import type { ClientSession } from 'mongodb';
import type { DomainEvent } from '@gsg/shared';
import { deliveryKey, type DeliveryLog, type OutboxEntries, type OutboxRepository } from '../outbox-port.ts';
import type { Collections, Database, DeliveryDocument } from './database.ts';

/**
 * Keeps the events `outbox` gives for what a write stored; call it with the write's session, so the
 * events and the change commit together (on a standalone server, which has no transactions, they are
 * written one after the other).
 */
export async function keepInOutbox<T>(
  collection: Collections['outbox'],
  outbox: OutboxEntries<T> | undefined,
  written: T,
  session: ClientSession | undefined,
): Promise<void> {
  const events = outbox?.(written) ?? [];
  if (events.length === 0) return;
  await collection.insertMany(
    events.map((event) => ({ _id: event.id, at: event.at, event: JSON.stringify(event), dispatched: false })),
    { session },
  );
}

const ENDED: DeliveryDocument['status'][] = ['delivered', 'dead'];

export function createOutboxRepository({ collections, transact }: Database): OutboxRepository {
  const { outbox, deliveries } = collections;
  return {
    async append(events) {
      await transact((session) => keepInOutbox(outbox, () => events, null, session));
    },
    async undispatched(limit) {
      const docs = await outbox.find({ dispatched: false }).sort({ at: 1, _id: 1 }).limit(limit).toArray();
      return docs.map((d) => JSON.parse(d.event) as DomainEvent);
    },
    async dispatch(routes, at) {
      if (routes.length === 0) return;
      await transact(async (session) => {
        const created = routes.flatMap(({ event, destinations, held = [] }) =>
          [...destinations.map((d) => [d, 'pending'] as const), ...held.map((d) => [d, 'held'] as const)].map(([destination, status]) => ({
            updateOne: {
              filter: { _id: deliveryKey(event, destination) },
              update: {
                $setOnInsert: {
                  destination,
                  event: JSON.stringify(event),
                  status,
                  attempts: 0,
                  due: at.getTime(),
                  lastError: null,
                  lastAttemptAt: null,
                  createdAt: at.toISOString(),
                },
              },
              upsert: true,
            },
          })),
        );
        if (created.length > 0) await deliveries.bulkWrite(created, { ordered: false, session });
        await outbox.updateMany({ _id: { $in: routes.map((r) => r.event.id) } }, { $set: { dispatched: true } }, { session });
      });
    },
    async collectDigest(destination, before, compose, at) {
      return transact(async (session) => {
        const held = await deliveries
          .find({ destination, status: 'held', createdAt: { $lt: before.toISOString() } }, { session })
          .sort({ createdAt: 1, _id: 1 })
          .toArray();
        if (held.length === 0) return null;
        const digest = compose(held.map((d) => JSON.parse(d.event) as DomainEvent));
        // Deleting what was read makes a concurrent collection of the same deliveries conflict, and run again.
        await deliveries.deleteMany({ _id: { $in: held.map((d) => d._id) }, status: 'held' }, { session });
        await deliveries.insertOne(
          {
            _id: deliveryKey(digest, destination),
            destination,
            event: JSON.stringify(digest),
            status: 'pending',
            attempts: 0,
            due: at.getTime(),
            lastError: null,
            lastAttemptAt: null,
            createdAt: at.toISOString(),
          },
          { session },
        );
        return digest;
      });
    },
    async claimDue(now, limit, leaseMs) {
      const due = await deliveries.find({ status: 'pending', due: { $lte: now.getTime() } }).sort({ due: 1, _id: 1 }).limit(limit).toArray();
      const claimed = [];
      for (const candidate of due) {
        // Taken only if nobody leased it since it was read: the due time moves with every lease.
        const doc = await deliveries.findOneAndUpdate(
          { _id: candidate._id, status: 'pending', due: candidate.due },
          { $set: { due: now.getTime() + leaseMs } },
          { returnDocument: 'after' },
        );
        if (doc) claimed.push({ key: doc._id, destination: doc.destination, event: JSON.parse(doc.event) as DomainEvent, attempts: doc.attempts });
      }
      return claimed;
    },
    async settle(key, outcome) {
      const at = outcome.at.toISOString();
      const set = outcome.delivered
        ? { status: 'delivered' as const, lastError: null, lastAttemptAt: at }
        : {
            status: outcome.retryAt ? ('pending' as const) : ('dead' as const),
            due: outcome.retryAt?.getTime() ?? outcome.at.getTime(),
            lastError: outcome.error,
            lastAttemptAt: at,
          };
      await deliveries.updateOne({ _id: key, status: 'pending' }, { $set: set, $inc: { attempts: 1 } });
    },
    async deliveryLog(destination) {
      const log: DeliveryLog = { pending: 0, delivered: 0, dead: 0, last: null, nextAttemptAt: null };
      const counts = await deliveries.aggregate<{ _id: DeliveryDocument['status']; n: number }>([
        { $match: { destination } },
        { $group: { _id: '$status', n: { $sum: 1 } } },
      ]).toArray();
      for (const { _id, n } of counts) log[_id === 'held' ? 'pending' : _id] += n;
      const [last] = await deliveries.find({ destination, lastAttemptAt: { $type: 'string' } }).sort({ lastAttemptAt: -1 }).limit(1).toArray();
      if (last) log.last = { at: last.lastAttemptAt!, status: last.status === 'delivered' ? 'delivered' : 'failed', error: last.lastError };
      const [next] = await deliveries.find({ destination, status: 'pending' }).sort({ due: 1 }).limit(1).toArray();
      if (next) log.nextAttemptAt = new Date(next.due).toISOString();
      return log;
    },
    async backlog() {
      const [events, pending] = await Promise.all([outbox.countDocuments({ dispatched: false }), deliveries.countDocuments({ status: 'pending' })]);
      return events + pending;
    },
    async prune(before, heldBefore) {
      const cutoff = before.toISOString();
      const ended = await deliveries.deleteMany({ status: { $in: ENDED }, lastAttemptAt: { $lt: cutoff } });
      const dispatched = await outbox.deleteMany({ dispatched: true, at: { $lt: cutoff } });
      const orphaned = await deliveries.deleteMany({ status: 'held', createdAt: { $lt: heldBefore.toISOString() } });
      return ended.deletedCount + dispatched.deletedCount + orphaned.deletedCount;
    },
  };
}
