import { NOT_FOUND, type Actor, type Policy, type PolicyInput } from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import { notFound } from '../../http-errors.ts';
import type { PolicyRepository } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

/** The guardrail policies' writes; each saved change is said once (the evaluation cache and consoles hear it). */
export interface PolicyService {
  list(): Promise<Policy[]>;
  create(input: PolicyInput, by: Actor): Promise<Policy>;
  /** Replaces a policy; a 404 when there is none. */
  update(id: string, input: PolicyInput, by: Actor): Promise<Policy>;
  /** Deletes a policy; a 404 when there is none. */
  remove(id: string, by: Actor): Promise<void>;
}

export function createPolicyService(policies: PolicyRepository, events: DomainBus, now: () => Date = () => new Date()): PolicyService {
  return {
    list: () => policies.list(),
    async create(input, by) {
      // Kept in the outbox with the policy: the audit trail has the change even if the server dies now.
      return events.record(
        (outbox) => policies.create(input, now(), outbox),
        (policy: Policy) => [{ type: 'policy.saved', data: { policy, before: null, by } }],
      );
    },
    async update(id, input, by) {
      const before = await policies.get(id);
      const policy =
        before &&
        (await events.record(
          (outbox) => policies.update(id, input, now(), outbox),
          (saved: Policy) => [{ type: 'policy.saved', data: { policy: saved, before, by } }],
        ));
      if (!policy) throw notFound(NOT_FOUND.policy);
      return policy;
    },
    async remove(id, by) {
      const before = await policies.get(id);
      const deleted =
        before &&
        (await events.record(
          (outbox) => policies.delete(id, outbox),
          () => [{ type: 'policy.deleted', data: { id, before, by } }],
        ));
      if (!deleted) throw notFound(NOT_FOUND.policy);
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Guardrail policies. */
    policies: PolicyService;
  }
}

export const policiesServicePlugin = servicePlugin('policies', [], (app) => createPolicyService(app.store.policies, app.events));
