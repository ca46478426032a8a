import type { AnyBulkWriteOperation, ClientSession } from 'mongodb';
import type { Alert } from '@gsg/shared';
import { alertGroupKey, groupAlerts, type GroupedAlerts } from '../alert-grouping.ts';
import type { NewLogRecord } from '../types.ts';
import { toAlert, toAlertDocument } from './alert-repository.ts';
import type { AlertDocument, Collections } from './database.ts';

/** The open alert each group gathers into now, read through the groups' documents. */
async function openAlerts(
  { alerts, alertGroups }: Collections,
  keys: string[],
  session: ClientSession | undefined,
): Promise<Map<string, Alert>> {
  if (keys.length === 0) return new Map();
  const heads = await alertGroups.find({ _id: { $in: keys } }, { session }).toArray();
  if (heads.length === 0) return new Map();
  const docs = await alerts.find({ id: { $in: heads.map((h) => h.alertId) }, status: 'open' }, { session }).toArray();
  const byId = new Map(docs.map((d) => [d.id, toAlert(d)]));
  return new Map(heads.flatMap((h) => (byId.has(h.alertId) ? [[h._id, byId.get(h.alertId)!] as const] : [])));
}

/**
 * Stores one batch's alerts as grouping places them (groupAlerts): the new ones, the grown counts and
 * spans of those joined (as increments, so that even without a transaction no conversation is lost from
 * a count), each group's current alert, and each log's link to its alert. Runs inside the log batch's
 * transaction; `firstSeq` is the first of the alert numbers reserved for it.
 */
export async function storeGroupedAlerts(
  collections: Collections,
  raised: ReadonlyArray<{ log: NewLogRecord; alert: Alert }>,
  windowMs: number,
  firstSeq: number,
  session: ClientSession | undefined,
): Promise<GroupedAlerts> {
  const keys = windowMs > 0 ? [...new Set(raised.map(({ alert }) => alertGroupKey(alert)))] : [];
  const stored = await openAlerts(collections, keys, session);
  const grouped = groupAlerts(raised, (key) => stored.get(key) ?? null, windowMs);
  const { created, grown, alertIdOf } = grouped;
  if (created.length > 0) await collections.alerts.insertMany(created.map((a, i) => toAlertDocument(a, firstSeq + i)), { session });
  if (grown.length > 0) {
    const countBefore = new Map([...stored.values()].map((a) => [a.id, a.count]));
    const growth: Array<AnyBulkWriteOperation<AlertDocument>> = grown.map((a) => ({
      updateOne: {
        filter: { id: a.id },
        update: {
          $inc: { count: a.count - countBefore.get(a.id)! },
          $min: { firstSeenAt: new Date(Date.parse(a.firstSeenAt)) },
          $max: { lastSeenAt: new Date(Date.parse(a.lastSeenAt)) },
        },
      },
    }));
    await collections.alerts.bulkWrite(growth, { ordered: false, session });
  }
  // A group's alert grown before one raised after it: the later write names the group's current alert.
  const currentOf = new Map([...grown, ...created].map((a) => [alertGroupKey(a), a.id]));
  if (keys.length > 0) {
    await collections.alertGroups.bulkWrite(
      [...currentOf].map(([key, alertId]) => ({ updateOne: { filter: { _id: key }, update: { $set: { alertId } }, upsert: true } })),
      { ordered: false, session },
    );
  }
  const logsOf = new Map<string, string[]>();
  for (const [logId, alertId] of alertIdOf) logsOf.set(alertId, [...(logsOf.get(alertId) ?? []), logId]);
  if (logsOf.size > 0) {
    await collections.logs.bulkWrite(
      [...logsOf].map(([alertId, ids]) => ({ updateMany: { filter: { id: { $in: ids } }, update: { $set: { alertId } } } })),
      { ordered: false, session },
    );
  }
  return grouped;
}
