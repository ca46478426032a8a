import { NOT_FOUND, type Actor, type Policy, type PolicyInput } from '@gsg/shared';
import type { DomainBus } from '../events/domain-bus.ts';
import { notFound } from '../http-errors.ts';
import type { PolicyRepository } from '../store/index.ts';

/** The guardrail policies' writes; each saved change is said once (the evaluation cache and consoles hear it). */
export interface PolicyService {
  create(input: PolicyInput, by: Actor): Promise<Policy>;
  /** Replaces a policy; a 404 when there is none. */
  update(id: string, input: PolicyInput, by: Actor): Promise<Policy>;
  /** Deletes a policy; a 404 when there is none. */
  remove(id: string, by: Actor): Promise<void>;
}

export function createPolicyService(policies: PolicyRepository, events: DomainBus, now: () => Date = () => new Date()): PolicyService {
  return {
    async create(input, by) {
      const policy = await policies.create(input, now());
      await events.emit([{ type: 'policy.saved', data: { policy, before: null, by } }]);
      return policy;
    },
    async update(id, input, by) {
      const before = await policies.get(id);
      const policy = before && (await policies.update(id, input, now()));
      if (!policy) throw notFound(NOT_FOUND.policy);
      await events.emit([{ type: 'policy.saved', data: { policy, before, by } }]);
      return policy;
    },
    async remove(id, by) {
      const before = await policies.get(id);
      if (!before || !(await policies.delete(id))) throw notFound(NOT_FOUND.policy);
      await events.emit([{ type: 'policy.deleted', data: { id, before, by } }]);
    },
  };
}
