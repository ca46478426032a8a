import { randomUUID } from 'node:crypto';
import { NOT_FOUND, POLICY_EXCEPTION_ERRORS, type Actor, type PolicyException, type PolicyExceptionInput, type PolicyExceptionKind } from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { exceptionDisplay, normaliseException } from '../../guardrails/index.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import type { AlertRepository, PolicyExceptionRepository, PolicyRepository } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

/** The keyed hash exceptions are matched by: of a normalised value, per kind (see guardrails/exceptions.ts). */
export type ExceptionHash = (kind: PolicyExceptionKind, normalised: string) => string;

/** The keyed hash under the server's secret key, for one purpose of its own. */
export const exceptionHashOf =
  (box: Pick<SecretBox, 'keyedHash'>): ExceptionHash =>
  (kind, normalised) =>
    box.keyedHash(`policy-exception:${kind}`, normalised);

/** A policy's exceptions: what a false positive taught it to leave alone. */
export interface PolicyExceptionService {
  /** A 404 when there is no such policy. */
  list(policyId: string): Promise<PolicyException[]>;
  create(policyId: string, input: PolicyExceptionInput, by: Actor): Promise<PolicyException>;
  remove(policyId: string, exceptionId: string, by: Actor): Promise<void>;
}

export function createPolicyExceptionService(
  deps: { policies: PolicyRepository; exceptions: PolicyExceptionRepository; alerts: Pick<AlertRepository, 'get'> },
  hash: ExceptionHash,
  events: DomainBus,
  now: () => Date = () => new Date(),
): PolicyExceptionService {
  const { policies, exceptions, alerts } = deps;
  async function policyOf(id: string) {
    const policy = await policies.get(id);
    if (!policy) throw notFound(NOT_FOUND.policy);
    return policy;
  }
  return {
    async list(policyId) {
      await policyOf(policyId);
      return exceptions.listFor(policyId);
    },
    async create(policyId, input, by) {
      const policy = await policyOf(policyId);
      const normalised = normaliseException(input.kind, input.value);
      if (input.kind === 'term') {
        if (policy.rules.type !== 'keyword') throw badRequest(POLICY_EXCEPTION_ERRORS.termNeedsKeywords, [{ path: 'body.kind', message: 'not a keyword policy' }]);
        if (!policy.rules.keywords.some((k) => normaliseException('term', k) === normalised)) {
          throw badRequest(POLICY_EXCEPTION_ERRORS.termNotKeyword, [{ path: 'body.value', message: 'not a keyword of the policy' }]);
        }
      }
      if (input.alertId !== undefined) {
        const alert = await alerts.get(input.alertId);
        if (!alert || !alert.policyId.split(',').includes(policyId)) {
          throw badRequest(POLICY_EXCEPTION_ERRORS.alertNotOfPolicy, [{ path: 'body.alertId', message: 'not an alert of this policy' }]);
        }
        if (alert.disposition !== 'false_positive') {
          throw badRequest(POLICY_EXCEPTION_ERRORS.alertNotFalsePositive, [{ path: 'body.alertId', message: 'not judged a false positive' }]);
        }
      }
      const exception: PolicyException = {
        id: randomUUID(),
        policyId,
        kind: input.kind,
        display: exceptionDisplay(input.kind, input.value),
        reason: input.reason || null,
        alertId: input.alertId ?? null,
        createdAt: now().toISOString(),
        createdBy: by.username,
      };
      const created = await events.record(
        (outbox) => exceptions.create({ ...exception, matchHash: hash(input.kind, normalised) }, outbox),
        () => [{ type: 'policy.exception.added', data: { policy: { id: policy.id, name: policy.name }, exception, by } }],
      );
      if (!created) throw conflict(POLICY_EXCEPTION_ERRORS.exists);
      return exception;
    },
    async remove(policyId, exceptionId, by) {
      const policy = await policyOf(policyId);
      const removed = await events.record(
        (outbox) => exceptions.delete(policyId, exceptionId, outbox),
        (exception: PolicyException) => [{ type: 'policy.exception.removed', data: { policy: { id: policy.id, name: policy.name }, exception, by } }],
      );
      if (!removed) throw notFound(NOT_FOUND.policyException);
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Exceptions to a policy, granted from an alert. */
    policyExceptions: PolicyExceptionService;
  }
}

export const policyExceptionsServicePlugin = servicePlugin('policyExceptions', [], ({ store, secretBox, events }) =>
  createPolicyExceptionService({ policies: store.policies, exceptions: store.policyExceptions, alerts: store.alerts }, exceptionHashOf(secretBox), events),
);
