import type { PolicyException } from '@gsg/shared';
import type { PolicyExceptionRecord, PolicyExceptionRepository } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

interface ExceptionRow {
  id: string;
  policy_id: string;
  kind: string;
  match_hash: string;
  display: string;
  reason: string | null;
  alert_id: string | null;
  created_at: string;
  created_by: string;
}

// Rows were validated by the shared schema on the way in, so the casts only restore their types.
const toException = (r: ExceptionRow): PolicyException => ({
  id: r.id,
  policyId: r.policy_id,
  kind: r.kind as PolicyException['kind'],
  display: r.display,
  reason: r.reason,
  alertId: r.alert_id,
  createdAt: r.created_at,
  createdBy: r.created_by,
});

export function createPolicyExceptionRepository(db: Db): PolicyExceptionRepository {
  const selectAll = db.prepare<[], ExceptionRow>('SELECT * FROM policy_exceptions ORDER BY created_at, id');
  const selectFor = db.prepare<[string], ExceptionRow>('SELECT * FROM policy_exceptions WHERE policy_id = ? ORDER BY created_at, id');
  const insert = db.prepare(
    `INSERT INTO policy_exceptions (id, policy_id, kind, match_hash, display, reason, alert_id, created_at, created_by)
     VALUES (@id, @policyId, @kind, @matchHash, @display, @reason, @alertId, @createdAt, @createdBy)
     ON CONFLICT (policy_id, kind, match_hash) DO NOTHING`,
  );
  const remove = db.prepare<[string, string], ExceptionRow>('DELETE FROM policy_exceptions WHERE policy_id = ? AND id = ? RETURNING *');
  const keepInOutbox = prepareOutboxInsert(db);
  const create = db.transaction((record: PolicyExceptionRecord, outbox: OutboxEntries<PolicyException> | undefined) => {
    if (insert.run(record).changes === 0) return false;
    const { matchHash: _, ...exception } = record;
    keepInOutbox(outbox, exception);
    return true;
  });
  const removeOne = db.transaction((policyId: string, id: string, outbox: OutboxEntries<PolicyException> | undefined) => {
    const row = remove.get(policyId, id);
    if (!row) return null;
    const removed = toException(row);
    keepInOutbox(outbox, removed);
    return removed;
  });
  return {
    async listAll() {
      return selectAll.all().map((r) => ({ ...toException(r), matchHash: r.match_hash }));
    },
    async listFor(policyId) {
      return selectFor.all(policyId).map(toException);
    },
    async create(record: PolicyExceptionRecord, outbox) {
      return create(record, outbox);
    },
    async delete(policyId, id, outbox) {
      return removeOne(policyId, id, outbox);
    },
  };
}
