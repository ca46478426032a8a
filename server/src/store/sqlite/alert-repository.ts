import { ALERT_STATUSES, UNASSIGNED, rangeEnd, rangeStart, type Alert, type AlertQuery, type AlertStatus, type AlertSummary, type AlertTransition } from '@gsg/shared';
import { alertGroupKey } from '../alert-grouping.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';
import type { AlertRepository } from '../types.ts';
import { tallyByPolicy, type DispositionGroup } from '../policy-precision.ts';
import type { Db } from './database.ts';
import { Conditions, containsPattern, likeAny, oneOf, pageWindow, statementCache } from './sql-filters.ts';

interface AlertRow {
  seq: number;
  id: string;
  ts: number;
  user_id: string;
  user: string;
  input_preview: string;
  output_preview: string;
  policy_triggered: string;
  policy_id: string;
  action_taken: string;
  severity: string;
  status: string;
  log_id: string | null;
  history: string;
  resolved_at: number | null;
  assignee: string | null;
  disposition: string | null;
  comments: string;
  count: number;
  first_seen: number;
  last_seen: number;
  due_at: number;
}

// Rows were validated by the shared schema on the way in, so the casts only restore their types.
const toAlert = (r: AlertRow): Alert => ({
  id: r.id,
  timestamp: new Date(r.ts).toISOString(),
  userId: r.user_id,
  user: r.user,
  inputPreview: r.input_preview,
  outputPreview: r.output_preview,
  policyTriggered: r.policy_triggered,
  policyId: r.policy_id,
  actionTaken: r.action_taken,
  severity: r.severity as Alert['severity'],
  status: r.status as Alert['status'],
  logId: r.log_id,
  history: JSON.parse(r.history) as Alert['history'],
  assignee: r.assignee,
  disposition: r.disposition as Alert['disposition'],
  comments: JSON.parse(r.comments) as Alert['comments'],
  count: r.count,
  firstSeenAt: new Date(r.first_seen).toISOString(),
  lastSeenAt: new Date(r.last_seen).toISOString(),
  dueAt: new Date(r.due_at).toISOString(),
});

/** When a resolved alert was resolved: its last move to resolved (the response-time chart reads it). */
function resolvedAt(alert: Alert): number | null {
  if (alert.status !== 'resolved') return null;
  const move = alert.history.findLast((h) => h.to === 'resolved');
  return move ? Date.parse(move.at) : null;
}

function conditions(query: AlertQuery): Conditions {
  const c = new Conditions();
  if (query.status && query.status.length > 0) c.add(...oneOf('status', 'status', query.status));
  if (query.severity && query.severity.length > 0) c.add(...oneOf('severity', 'severity', query.severity));
  const from = rangeStart(query.from);
  if (from) c.add('ts >= @from', { from: from.getTime() });
  const to = rangeEnd(query.to);
  if (to) c.add('ts <= @to', { to: to.getTime() });
  if (query.disposition && query.disposition.length > 0) c.add(...oneOf('disposition', 'disposition', query.disposition));
  if (query.user) c.add('user = @user', { user: query.user });
  // An alert names its policies joined by ', ' (alertFromLog): one of them, whole, is a match.
  if (query.policy) c.add(likeAny([`(', ' || policy_triggered || ', ')`], 'policy'), { policy: containsPattern(`, ${query.policy}, `) });
  if (query.assignee === UNASSIGNED) c.add('assignee IS NULL');
  else if (query.assignee) c.add('assignee = @assignee', { assignee: query.assignee });
  if (query.q) c.add(likeAny(['input_preview', 'output_preview', 'user', 'policy_triggered'], 'q'), { q: containsPattern(query.q) });
  if (query.overdue) c.add(`status <> 'resolved' AND due_at < @now`, { now: Date.now() });
  return c;
}

/** Writes one alert; runs inside the caller's transaction (the log repository stores a log's alert with it). */
export function prepareAlertInsert(db: Db): (alert: Alert) => void {
  const insert = db.prepare(
    `INSERT INTO alerts (id, ts, user_id, user, input_preview, output_preview, policy_triggered, policy_id,
       action_taken, severity, status, log_id, history, resolved_at, assignee, disposition, comments,
       count, first_seen, last_seen, group_key, due_at)
     VALUES (@id, @ts, @userId, @user, @inputPreview, @outputPreview, @policyTriggered, @policyId,
       @actionTaken, @severity, @status, @logId, @history, @resolvedAt, @assignee, @disposition, @comments,
       @count, @firstSeen, @lastSeen, @groupKey, @dueAt)`,
  );
  return (a) => {
    insert.run({
      ...a,
      ts: Date.parse(a.timestamp),
      history: JSON.stringify(a.history),
      resolvedAt: resolvedAt(a),
      comments: JSON.stringify(a.comments),
      firstSeen: Date.parse(a.firstSeenAt),
      lastSeen: Date.parse(a.lastSeenAt),
      groupKey: alertGroupKey(a),
      dueAt: Date.parse(a.dueAt),
    });
  };
}

/**
 * Grouping's reads and writes, inside the log repository's transaction: the newest open alert of a group,
 * and the new count and span of one that conversations joined.
 */
export function prepareAlertGrouping(db: Db): { openAlertOf(groupKey: string): Alert | null; grow(alert: Alert): void } {
  const selectOpen = db.prepare<[string], AlertRow>(
    `SELECT * FROM alerts WHERE group_key = ? AND status = 'open' ORDER BY seq DESC LIMIT 1`,
  );
  const update = db.prepare<[{ id: string; count: number; firstSeen: number; lastSeen: number }]>(
    'UPDATE alerts SET count = @count, first_seen = @firstSeen, last_seen = @lastSeen WHERE id = @id',
  );
  return {
    openAlertOf(groupKey) {
      const row = selectOpen.get(groupKey);
      return row ? toAlert(row) : null;
    },
    grow(alert) {
      update.run({ id: alert.id, count: alert.count, firstSeen: Date.parse(alert.firstSeenAt), lastSeen: Date.parse(alert.lastSeenAt) });
    },
  };
}

/** Read from the alerts_judged index alone (migration 15): one row per distinct policy list and disposition. */
export const JUDGED_BY_POLICY = `SELECT policy_id AS policyIds, disposition, COUNT(*) AS n FROM alerts
  WHERE disposition IS NOT NULL GROUP BY disposition, policy_id`;

export function createAlertRepository(db: Db): AlertRepository {
  const statement = statementCache(db);
  const selectOne = db.prepare<[string], AlertRow>('SELECT * FROM alerts WHERE id = ?');
  const countByStatus = db.prepare<[], { status: string; n: number }>(
    'SELECT status, COUNT(*) AS n FROM alerts GROUP BY status',
  );
  const countOverdue = db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM alerts WHERE status <> 'resolved' AND due_at < ?`);
  const insert = prepareAlertInsert(db);
  // The status test in the WHERE makes the move atomic: of two concurrent moves from one status, the
  // second finds the alert no longer there and changes nothing.
  const move = db.prepare<[{ id: string; from: string; to: string; change: string; at: number }]>(
    `UPDATE alerts SET status = @to, history = json_insert(history, '$[#]', json(@change)),
       resolved_at = CASE WHEN @to = 'resolved' THEN @at ELSE resolved_at END
     WHERE id = @id AND status = @from`,
  );

  const judged = db.prepare<[], DispositionGroup>(JUDGED_BY_POLICY);
  const appendComment = db.prepare<[{ id: string; comment: string }]>(
    `UPDATE alerts SET comments = json_insert(comments, '$[#]', json(@comment)) WHERE id = @id`,
  );
  const keepInOutbox = prepareOutboxInsert(db);
  const transition = db.transaction((id: string, from: AlertStatus, change: AlertTransition, outbox: OutboxEntries<Alert> | undefined) => {
    const changed = move.run({ id, from, to: change.to, change: JSON.stringify(change), at: Date.parse(change.at) }).changes;
    if (changed === 0) return null;
    const moved = toAlert(selectOne.get(id)!);
    keepInOutbox(outbox, moved);
    return moved;
  });

  return {
    async list(query) {
      const c = conditions(query);
      const { total } = statement<{ total: number }>(`SELECT COUNT(*) AS total FROM alerts ${c.where()}`).get(c.params)!;
      const rows = statement<AlertRow>(
        `SELECT * FROM alerts ${c.where()} ORDER BY ts DESC, seq DESC LIMIT @limit OFFSET @offset`,
      ).all({ ...c.params, ...pageWindow(query) });
      // The cards are filters themselves, so they count every alert whatever the current filter.
      const summary: AlertSummary = { total: 0, open: 0, investigating: 0, resolved: 0, overdue: countOverdue.get(Date.now())!.n };
      for (const { status, n } of countByStatus.all()) {
        summary.total += n;
        if ((ALERT_STATUSES as readonly string[]).includes(status)) summary[status as Alert['status']] = n;
      }
      return { items: rows.map(toAlert), total, page: query.page, pageSize: query.pageSize, summary };
    },
    async get(id) {
      const row = selectOne.get(id);
      return row ? toAlert(row) : null;
    },
    async insertMany(alerts) {
      db.transaction(() => {
        for (const a of alerts) insert(a);
      })();
    },
    async transition(id, from, change, outbox) {
      return transition(id, from, change, outbox);
    },
    async update(id, changes, outbox) {
      const sets = (['assignee', 'disposition'] as const).filter((field) => changes[field] !== undefined);
      const change = sets.length > 0 ? statement(`UPDATE alerts SET ${sets.map((f) => `${f} = @${f}`).join(', ')} WHERE id = @id`) : null;
      return db.transaction(() => {
        if (change) change.run({ id, ...Object.fromEntries(sets.map((field) => [field, changes[field] ?? null])) });
        const row = selectOne.get(id);
        if (!row) return null;
        const alert = toAlert(row);
        keepInOutbox(outbox, alert);
        return alert;
      })();
    },
    async addComment(id, comment, outbox) {
      return db.transaction(() => {
        if (appendComment.run({ id, comment: JSON.stringify(comment) }).changes === 0) return null;
        const alert = toAlert(selectOne.get(id)!);
        keepInOutbox(outbox, alert);
        return alert;
      })();
    },
    async dispositionsByPolicy() {
      return tallyByPolicy(judged.all());
    },
  };
}
