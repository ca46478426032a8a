import { randomUUID } from 'node:crypto';
import type { Policy, PolicyInput } from '@gsg/shared';
import type { PolicyRepository } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

interface PolicyRow {
  id: string;
  name: string;
  description: string;
  rule_type: string;
  severity: string;
  action: string;
  is_enabled: number;
  rules: string;
  sensitivity: string;
  mode: string;
  created_at: string;
  updated_at: string;
}

// Rows were validated by the shared schema on the way in, so the casts only restore their types.
const toPolicy = (r: PolicyRow): Policy => ({
  id: r.id,
  name: r.name,
  description: r.description,
  ruleType: r.rule_type as Policy['ruleType'],
  severity: r.severity as Policy['severity'],
  action: r.action as Policy['action'],
  isEnabled: r.is_enabled === 1,
  rules: JSON.parse(r.rules) as Policy['rules'],
  sensitivity: r.sensitivity as Policy['sensitivity'],
  mode: r.mode as Policy['mode'],
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function createPolicyRepository(db: Db): PolicyRepository {
  const selectAll = db.prepare<[], PolicyRow>('SELECT * FROM policies ORDER BY created_at, id');
  const selectOne = db.prepare<[string], PolicyRow>('SELECT * FROM policies WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO policies (id, name, description, rule_type, severity, action, is_enabled, rules, sensitivity, mode, created_at, updated_at)
     VALUES (@id, @name, @description, @ruleType, @severity, @action, @isEnabled, @rules, @sensitivity, @mode, @createdAt, @updatedAt)`,
  );
  const update = db.prepare(
    `UPDATE policies SET name = @name, description = @description, rule_type = @ruleType, severity = @severity,
       action = @action, is_enabled = @isEnabled, rules = @rules, sensitivity = @sensitivity, mode = @mode, updated_at = @updatedAt
     WHERE id = @id`,
  );
  const removePolicy = db.prepare<[string]>('DELETE FROM policies WHERE id = ?');
  const removeExceptions = db.prepare<[string]>('DELETE FROM policy_exceptions WHERE policy_id = ?');
  // A policy's exceptions go with it, in the same transaction.
  const keepInOutbox = prepareOutboxInsert(db);
  const remove = db.transaction((id: string, outbox: OutboxEntries<string> | undefined) => {
    removeExceptions.run(id);
    const removed = removePolicy.run(id).changes > 0;
    if (removed) keepInOutbox(outbox, id);
    return removed;
  });
  const create = db.transaction((policy: Policy, outbox: OutboxEntries<Policy> | undefined) => {
    insert.run({ ...params(policy.id, policy), createdAt: policy.createdAt, updatedAt: policy.updatedAt });
    keepInOutbox(outbox, policy);
  });
  const change = db.transaction((id: string, input: PolicyInput, at: string, outbox: OutboxEntries<Policy> | undefined) => {
    if (update.run({ ...params(id, input), updatedAt: at }).changes === 0) return null;
    const policy = toPolicy(selectOne.get(id)!);
    keepInOutbox(outbox, policy);
    return policy;
  });

  const params = (id: string, input: PolicyInput) => ({
    id,
    name: input.name,
    description: input.description,
    ruleType: input.ruleType,
    severity: input.severity,
    action: input.action,
    isEnabled: input.isEnabled ? 1 : 0,
    rules: JSON.stringify(input.rules),
    sensitivity: input.sensitivity,
    mode: input.mode,
  });

  return {
    async list() {
      return selectAll.all().map(toPolicy);
    },
    async get(id) {
      const row = selectOne.get(id);
      return row ? toPolicy(row) : null;
    },
    async create(input, now, outbox) {
      const at = now.toISOString();
      const policy: Policy = { ...input, id: randomUUID(), createdAt: at, updatedAt: at };
      create(policy, outbox);
      return policy;
    },
    async update(id, input, now, outbox) {
      return change(id, input, now.toISOString(), outbox);
    },
    async delete(id, outbox) {
      return remove(id, outbox);
    },
    async insertMany(policies) {
      db.transaction(() => {
        for (const p of policies) insert.run({ ...params(p.id, p), createdAt: p.createdAt, updatedAt: p.updatedAt });
      })();
    },
  };
}
