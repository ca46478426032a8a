import { randomUUID } from 'node:crypto';
import { DEFAULT_POLICY_MODE, DEFAULT_SENSITIVITY, type Policy, type PolicyInput } from '@gsg/shared';
import type { PolicyRepository } from '../types.ts';
import type { Database, PolicyDocument } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

const toPolicy = (d: PolicyDocument): Policy => ({
  id: d._id,
  name: d.name,
  description: d.description,
  ruleType: d.ruleType,
  severity: d.severity,
  action: d.action,
  isEnabled: d.isEnabled,
  rules: d.rules,
  // Documents stored before policies had a sensitivity act at the default.
  sensitivity: d.sensitivity ?? DEFAULT_SENSITIVITY,
  mode: d.mode ?? DEFAULT_POLICY_MODE,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

// Only the input's own fields are stored, whatever else the object carries (as SQLite's columns do).
const fieldsOf = (input: PolicyInput): PolicyInput => ({
  name: input.name,
  description: input.description,
  ruleType: input.ruleType,
  severity: input.severity,
  action: input.action,
  isEnabled: input.isEnabled,
  rules: input.rules,
  sensitivity: input.sensitivity,
  mode: input.mode,
});

export function createPolicyRepository({ collections, transact }: Database): PolicyRepository {
  const policies = collections.policies;
  return {
    async list() {
      return (await policies.find().sort({ createdAt: 1, _id: 1 }).toArray()).map(toPolicy);
    },
    async get(id) {
      const doc = await policies.findOne({ _id: id });
      return doc ? toPolicy(doc) : null;
    },
    async create(input, now, outbox) {
      const at = now.toISOString();
      const doc: PolicyDocument = { _id: randomUUID(), ...fieldsOf(input), createdAt: at, updatedAt: at };
      return transact(async (session) => {
        await policies.insertOne(doc, { session });
        const policy = toPolicy(doc);
        await keepInOutbox(collections.outbox, outbox, policy, session);
        return policy;
      });
    },
    async update(id, input, now, outbox) {
      return transact(async (session) => {
        const doc = await policies.findOneAndUpdate(
          { _id: id },
          { $set: { ...fieldsOf(input), updatedAt: now.toISOString() } },
          { returnDocument: 'after', session },
        );
        if (!doc) return null;
        const policy = toPolicy(doc);
        await keepInOutbox(collections.outbox, outbox, policy, session);
        return policy;
      });
    },
    async delete(id, outbox) {
      // A policy's exceptions go with it, in the same transaction where the deployment has them.
      return transact(async (session) => {
        const deleted = (await policies.deleteOne({ _id: id }, { session })).deletedCount > 0;
        if (deleted) {
          await collections.policyExceptions.deleteMany({ policyId: id }, { session });
          await keepInOutbox(collections.outbox, outbox, id, session);
        }
        return deleted;
      });
    },
    async insertMany(list) {
      if (list.length === 0) return;
      await transact((session) =>
        policies.insertMany(
          list.map((p) => ({ _id: p.id, ...fieldsOf(p), createdAt: p.createdAt, updatedAt: p.updatedAt })),
          { session },
        ),
      );
    },
  };
}
