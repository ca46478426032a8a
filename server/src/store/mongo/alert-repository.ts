import type { Document } from 'mongodb';
import { ALERT_DISPOSITIONS, ALERT_STATUSES, DEFAULT_ALERT_SLA, UNASSIGNED, alertDueAt, rangeEnd, rangeStart, type Alert, type AlertDisposition, type AlertQuery, type AlertSummary } from '@gsg/shared';
import type { AlertRepository } from '../types.ts';
import { tallyByPolicy } from '../policy-precision.ts';
import { keepInOutbox } from './outbox-repository.ts';
import { reserveSequence, type AlertDocument, type Database } from './database.ts';
import { allOf, contains, containsPattern, pageWindow } from './filters.ts';

export const toAlert = (d: AlertDocument): Alert => ({
  id: d.id,
  timestamp: d.ts.toISOString(),
  userId: d.userId,
  user: d.user,
  inputPreview: d.inputPreview,
  outputPreview: d.outputPreview,
  policyTriggered: d.policyTriggered,
  policyId: d.policyId,
  actionTaken: d.actionTaken,
  severity: d.severity,
  status: d.status,
  logId: d.logId,
  history: d.history,
  assignee: d.assignee ?? null,
  disposition: d.disposition ?? null,
  comments: d.comments ?? [],
  count: d.count ?? 1,
  firstSeenAt: (d.firstSeenAt ?? d.ts).toISOString(),
  lastSeenAt: (d.lastSeenAt ?? d.ts).toISOString(),
  dueAt: d.dueAt?.toISOString() ?? alertDueAt(d.ts.toISOString(), d.severity, DEFAULT_ALERT_SLA),
});

/** When a resolved alert was resolved: its last move to resolved (the response-time chart reads it). */
function resolvedAt(alert: Alert): Date | null {
  if (alert.status !== 'resolved') return null;
  const move = alert.history.findLast((h) => h.to === 'resolved');
  return move ? new Date(Date.parse(move.at)) : null;
}

/** An alert as stored, `seq` its insertion order (see reserveSequence). */
export const toAlertDocument = (a: Alert, seq: number): AlertDocument => ({
  _id: seq,
  id: a.id,
  ts: new Date(Date.parse(a.timestamp)),
  userId: a.userId,
  user: a.user,
  inputPreview: a.inputPreview,
  outputPreview: a.outputPreview,
  policyTriggered: a.policyTriggered,
  policyId: a.policyId,
  actionTaken: a.actionTaken,
  severity: a.severity,
  status: a.status,
  logId: a.logId,
  history: a.history,
  resolvedAt: resolvedAt(a),
  assignee: a.assignee,
  disposition: a.disposition,
  comments: a.comments,
  count: a.count,
  firstSeenAt: new Date(Date.parse(a.firstSeenAt)),
  lastSeenAt: new Date(Date.parse(a.lastSeenAt)),
  dueAt: new Date(Date.parse(a.dueAt)),
});

/** Unresolved alerts past their due time, now. */
const OVERDUE = (): Document => ({ status: { $ne: 'resolved' }, dueAt: { $lt: new Date() } });

function conditions(query: AlertQuery): Document {
  const clauses: Document[] = [];
  if (query.status && query.status.length > 0) clauses.push({ status: { $in: query.status } });
  if (query.severity && query.severity.length > 0) clauses.push({ severity: { $in: query.severity } });
  const from = rangeStart(query.from);
  if (from) clauses.push({ ts: { $gte: from } });
  if (query.disposition && query.disposition.length > 0) clauses.push({ disposition: { $in: query.disposition } });
  if (query.user) clauses.push({ user: query.user });
  // An alert names its policies joined by ', ' (alertFromLog): one of them, whole, is a match.
  if (query.policy) clauses.push({ policyTriggered: { $regex: `(^|, )${containsPattern(query.policy)}(, |$)` } });
  // Alerts stored before triage have no assignee field: $in null matches a missing field too.
  if (query.assignee === UNASSIGNED) clauses.push({ assignee: { $in: [null] } });
  else if (query.assignee) clauses.push({ assignee: query.assignee });
  if (query.q) clauses.push({ $or: ['inputPreview', 'outputPreview', 'user', 'policyTriggered'].map((field) => contains(field, query.q!)) });
  const to = rangeEnd(query.to);
  if (to) clauses.push({ ts: { $lte: to } });
  if (query.overdue) clauses.push(OVERDUE());
  return allOf(clauses);
}

export function createAlertRepository({ collections, transact }: Database): AlertRepository {
  const { alerts, counters: sequences } = collections;
  return {
    async list(query) {
      const filter = conditions(query);
      const { skip, limit } = pageWindow(query);
      const total = await alerts.countDocuments(filter);
      const docs = await alerts.find(filter).sort({ ts: -1, _id: -1 }).skip(skip).limit(limit).toArray();
      // The cards are filters themselves, so they count every alert whatever the current filter.
      const summary: AlertSummary = { total: 0, open: 0, investigating: 0, resolved: 0, overdue: await alerts.countDocuments(OVERDUE()) };
      const byStatus = await alerts.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }]).toArray();
      for (const { _id: status, n } of byStatus) {
        summary.total += n;
        if ((ALERT_STATUSES as readonly string[]).includes(status)) summary[status as Alert['status']] = n;
      }
      return { items: docs.map(toAlert), total, page: query.page, pageSize: query.pageSize, summary };
    },
    async get(id) {
      const doc = await alerts.findOne({ id });
      return doc ? toAlert(doc) : null;
    },
    async insertMany(list) {
      if (list.length === 0) return;
      const firstSeq = await reserveSequence(sequences, 'alerts', list.length);
      await transact((session) => alerts.insertMany(list.map((a, i) => toAlertDocument(a, firstSeq + i)), { session }));
    },
    // The status test in the filter makes the move atomic: of two concurrent moves from one status, the
    // second finds the alert no longer there and changes nothing.
    async update(id, changes, outbox) {
      const set = Object.fromEntries((['assignee', 'disposition'] as const).filter((f) => changes[f] !== undefined).map((f) => [f, changes[f] ?? null]));
      return transact(async (session) => {
        const doc =
          Object.keys(set).length > 0
            ? await alerts.findOneAndUpdate({ id }, { $set: set }, { returnDocument: 'after', session })
            : await alerts.findOne({ id }, { session });
        if (!doc) return null;
        const alert = toAlert(doc);
        await keepInOutbox(collections.outbox, outbox, alert, session);
        return alert;
      });
    },
    async addComment(id, comment, outbox) {
      return transact(async (session) => {
        const doc = await alerts.findOneAndUpdate({ id }, { $push: { comments: comment } }, { returnDocument: 'after', session });
        if (!doc) return null;
        const alert = toAlert(doc);
        await keepInOutbox(collections.outbox, outbox, alert, session);
        return alert;
      });
    },
    async dispositionsByPolicy() {
      // Grouped by the server (over the alerts_judged index): one document per distinct policy list and disposition.
      const groups = await alerts
        .aggregate<{ _id: { policyIds: string; disposition: AlertDisposition }; n: number }>([
          { $match: { disposition: { $in: [...ALERT_DISPOSITIONS] } } },
          { $group: { _id: { policyIds: '$policyId', disposition: '$disposition' }, n: { $sum: 1 } } },
        ])
        .toArray();
      return tallyByPolicy(groups.map((g) => ({ ...g._id, n: g.n })));
    },
    async transition(id, from, change, outbox) {
      return transact(async (session) => {
        const doc = await alerts.findOneAndUpdate(
          { id, status: from },
          {
            $set: { status: change.to, ...(change.to === 'resolved' ? { resolvedAt: new Date(Date.parse(change.at)) } : {}) },
            $push: { history: change },
          },
          { returnDocument: 'after', session },
        );
        if (!doc) return null;
        const moved = toAlert(doc);
        await keepInOutbox(collections.outbox, outbox, moved, session);
        return moved;
      });
    },
  };
}
