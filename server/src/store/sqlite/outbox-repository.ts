import type { DomainEvent } from '@gsg/shared';
import { deliveryKey, type Delivery, type DeliveryLog, type DeliveryStatus, type OutboxEntries, type OutboxRepository } from '../outbox-port.ts';
import type { Db } from './database.ts';

/**
 * Keeps the events `outbox` gives for what a write stored; call it inside the write's transaction, so the
 * events and the change commit or roll back together.
 */
export function prepareOutboxInsert(db: Db): <T>(outbox: OutboxEntries<T> | undefined, written: T) => void {
  const insert = db.prepare<[string, string, string]>('INSERT INTO outbox (id, at, event) VALUES (?, ?, ?)');
  return (outbox, written) => {
    if (!outbox) return;
    for (const event of outbox(written)) insert.run(event.id, event.at, JSON.stringify(event));
  };
}

interface DeliveryRow {
  key: string;
  destination: string;
  event: string;
  attempts: number;
}

export function createOutboxRepository(db: Db): OutboxRepository {
  const insertEvent = db.prepare<[string, string, string]>('INSERT INTO outbox (id, at, event) VALUES (?, ?, ?)');
  const selectUndispatched = db.prepare<[number], { event: string }>('SELECT event FROM outbox WHERE dispatched = 0 ORDER BY seq LIMIT ?');
  const markDispatched = db.prepare<[string]>('UPDATE outbox SET dispatched = 1 WHERE id = ?');
  const insertDelivery = db.prepare<[string, string, string, DeliveryStatus, number, string]>(
    `INSERT INTO deliveries (key, destination, event, status, due, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (key) DO NOTHING`,
  );
  const selectHeld = db.prepare<[string, string], { key: string; event: string }>(
    `SELECT key, event FROM deliveries WHERE destination = ? AND status = 'held' AND created_at < ? ORDER BY created_at, key`,
  );
  const deleteHeld = db.prepare<[string]>(`DELETE FROM deliveries WHERE key = ? AND status = 'held'`);
  const selectDue = db.prepare<[number, number], DeliveryRow>(
    `SELECT key, destination, event, attempts FROM deliveries WHERE status = 'pending' AND due <= ? ORDER BY due, key LIMIT ?`,
  );
  const lease = db.prepare<[number, string]>('UPDATE deliveries SET due = ? WHERE key = ?');
  const delivered = db.prepare<[string, string]>(
    `UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, last_error = NULL, last_attempt_at = ? WHERE key = ? AND status = 'pending'`,
  );
  const failed = db.prepare<[string, number, string, string, string]>(
    `UPDATE deliveries SET status = ?, attempts = attempts + 1, due = ?, last_error = ?, last_attempt_at = ? WHERE key = ? AND status = 'pending'`,
  );
  const countByStatus = db.prepare<[string], { status: string; n: number }>(
    'SELECT status, count(*) AS n FROM deliveries WHERE destination = ? GROUP BY status',
  );
  const lastAttempt = db.prepare<[string], { status: string; last_error: string | null; last_attempt_at: string }>(
    `SELECT status, last_error, last_attempt_at FROM deliveries WHERE destination = ? AND last_attempt_at IS NOT NULL
     ORDER BY last_attempt_at DESC LIMIT 1`,
  );
  const nextDue = db.prepare<[string], { due: number | null }>(
    `SELECT min(due) AS due FROM deliveries WHERE destination = ? AND status = 'pending'`,
  );
  const countBacklog = db.prepare<[], { n: number }>(
    `SELECT (SELECT count(*) FROM outbox WHERE dispatched = 0) + (SELECT count(*) FROM deliveries WHERE status = 'pending') AS n`,
  );
  const deleteEnded = db.prepare<[string]>(`DELETE FROM deliveries WHERE status IN ('delivered', 'dead') AND last_attempt_at < ?`);
  const deleteOrphaned = db.prepare<[string]>(`DELETE FROM deliveries WHERE status = 'held' AND created_at < ?`);
  const deleteDispatched = db.prepare<[string]>('DELETE FROM outbox WHERE dispatched = 1 AND at < ?');

  const dispatch = db.transaction((routes: Parameters<OutboxRepository['dispatch']>[0], at: Date) => {
    for (const { event, destinations, held = [] } of routes) {
      const json = JSON.stringify(event);
      const insert = (destination: string, status: DeliveryStatus) =>
        insertDelivery.run(deliveryKey(event, destination), destination, json, status, at.getTime(), at.toISOString());
      for (const destination of destinations) insert(destination, 'pending');
      for (const destination of held) insert(destination, 'held');
      markDispatched.run(event.id);
    }
  });
  const collect = db.transaction((destination: string, before: Date, compose: (events: DomainEvent[]) => DomainEvent, at: Date) => {
    const held = selectHeld.all(destination, before.toISOString());
    if (held.length === 0) return null;
    const digest = compose(held.map((row) => JSON.parse(row.event) as DomainEvent));
    for (const { key } of held) deleteHeld.run(key);
    insertDelivery.run(deliveryKey(digest, destination), destination, JSON.stringify(digest), 'pending', at.getTime(), at.toISOString());
    return digest;
  });
  const claim = db.transaction((now: Date, limit: number, leaseMs: number): Delivery[] => {
    const rows = selectDue.all(now.getTime(), limit);
    for (const row of rows) lease.run(now.getTime() + leaseMs, row.key);
    return rows.map((r) => ({ key: r.key, destination: r.destination, event: JSON.parse(r.event) as DomainEvent, attempts: r.attempts }));
  });
  const prune = db.transaction(
    (before: string, heldBefore: string) => deleteEnded.run(before).changes + deleteDispatched.run(before).changes + deleteOrphaned.run(heldBefore).changes,
  );

  return {
    async append(events) {
      db.transaction(() => {
        for (const event of events) insertEvent.run(event.id, event.at, JSON.stringify(event));
      })();
    },
    async undispatched(limit) {
      return selectUndispatched.all(limit).map((r) => JSON.parse(r.event) as DomainEvent);
    },
    async dispatch(routes, at) {
      dispatch(routes, at);
    },
    async collectDigest(destination, before, compose, at) {
      return collect(destination, before, compose, at);
    },
    async claimDue(now, limit, leaseMs) {
      return claim(now, limit, leaseMs);
    },
    async settle(key, outcome) {
      const at = outcome.at.toISOString();
      if (outcome.delivered) delivered.run(at, key);
      else failed.run(outcome.retryAt ? 'pending' : 'dead', outcome.retryAt?.getTime() ?? outcome.at.getTime(), outcome.error, at, key);
    },
    async deliveryLog(destination) {
      const log: DeliveryLog = { pending: 0, delivered: 0, dead: 0, last: null, nextAttemptAt: null };
      for (const { status, n } of countByStatus.all(destination)) {
        if (status === 'pending' || status === 'held') log.pending += n;
        else if (status === 'delivered' || status === 'dead') log[status] = n;
      }
      const last = lastAttempt.get(destination);
      if (last) log.last = { at: last.last_attempt_at, status: last.status === 'delivered' ? 'delivered' : 'failed', error: last.last_error };
      const due = nextDue.get(destination)?.due;
      if (due !== null && due !== undefined) log.nextAttemptAt = new Date(due).toISOString();
      return log;
    },
    async backlog() {
      return countBacklog.get()!.n;
    },
    async prune(before, heldBefore) {
      return prune(before.toISOString(), heldBefore.toISOString());
    },
  };
}
