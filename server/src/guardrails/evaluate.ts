import {
  SEVERITIES,
  type GuardrailEvaluation,
  type GuardrailFinding,
  type LogStatus,
  type Policy,
  type PolicyAction,
  type PolicyInput,
  type TriggeredPolicy,
} from '@gsg/shared';
import { applyExceptions, exemptPolicies, type EvaluationContext } from './exceptions.ts';
import { PolicySet, policySetFor } from './policy-set.ts';
import { redact } from './redact.ts';

/**
 * Block over redact and flag over allow_with_warning: the strictest triggered action decides the log
 * status. A redacted conversation went through changed, which the log and its alert call flagged.
 */
const ACTION_PRECEDENCE: ReadonlyArray<readonly [PolicyAction, LogStatus]> = [
  ['block', 'blocked'],
  ['redact', 'flagged'],
  ['flag', 'flagged'],
  ['allow_with_warning', 'allowed'],
];
const STATUS_RANK: Readonly<Record<LogStatus, number>> = { allowed: 0, flagged: 1, blocked: 2 };

const statusOf = (policies: readonly TriggeredPolicy[]): LogStatus =>
  ACTION_PRECEDENCE.find(([action]) => policies.some((p) => p.action === action))?.[1] ?? 'allowed';

/** What enforcing the monitored policies too would give, when it is stricter than what the enforced ones gave. */
function monitoredStatusOf(status: LogStatus, enforced: readonly TriggeredPolicy[], monitored: readonly TriggeredPolicy[]) {
  const would = statusOf([...enforced, ...monitored]);
  return would !== 'allowed' && STATUS_RANK[would] > STATUS_RANK[status] ? would : null;
}

function collectPolicyIds(findings: readonly GuardrailFinding[], into: Set<string>): void {
  for (const f of findings) for (const id of f.policyIds) into.add(id);
}

/**
 * Judges one prompt and, when there is one, its response against the policies. Disabled policies are
 * skipped; every enabled policy applies to both texts. Every finding is redacted (each belongs to a
 * triggered policy by definition). The result carries spans and redacted texts, never the originals.
 * `context` brings the policies' exceptions and who the conversation is from (see exceptions.ts): what
 * an exception takes out of a policy is neither a finding of it nor redacted for it.
 */
export function evaluate(input: string, output: string | undefined, policies: readonly Policy[], context: EvaluationContext = {}): GuardrailEvaluation {
  return judge(policySetFor(policies), input, output, context);
}

/** The id a drafted policy's findings and verdict name it by. */
const DRAFT_POLICY_ID = 'draft';

/**
 * Judges against one policy as drafted in the policy form, enabled whatever its switch says (the author
 * asked to test it). It is compiled afresh: a draft has no id and updatedAt the compiled-set cache could
 * key it by.
 */
export function evaluateDraft(input: string, output: string | undefined, draft: PolicyInput): GuardrailEvaluation {
  const epoch = new Date(0).toISOString();
  // Enforced too: the author asks what the policy would do, which a monitored one only records.
  const policy: Policy = { ...draft, id: DRAFT_POLICY_ID, isEnabled: true, mode: 'enforce', createdAt: epoch, updatedAt: epoch };
  return judge(new PolicySet([policy]), input, output);
}

/**
 * One policy compiled for a what-if run on past traffic: enabled and enforced whatever its switches say
 * (the author asks what it would do), under `id` so that a saved policy's exceptions apply to it.
 */
export function whatIfPolicySet(draft: PolicyInput, id: string): PolicySet {
  const epoch = new Date(0).toISOString();
  return new PolicySet([{ ...draft, id, isEnabled: true, mode: 'enforce', createdAt: epoch, updatedAt: epoch }]);
}

/** Judges against a compiled set, as evaluate does: with its exceptions and the conversation's person. */
export function evaluateWith(set: PolicySet, input: string, output: string | undefined, context: EvaluationContext = {}): GuardrailEvaluation {
  return judge(set, input, output, context);
}

function judge(set: PolicySet, input: string, output: string | undefined, context: EvaluationContext = {}): GuardrailEvaluation {
  const exempt = exemptPolicies(context);
  const inputFindings = applyExceptions(set.scan(input), input, context, exempt);
  const outputFindings = output === undefined ? [] : applyExceptions(set.scan(output), output, context, exempt);

  const ids = new Set<string>();
  collectPolicyIds(inputFindings, ids);
  collectPolicyIds(outputFindings, ids);
  // In the caller's policy order, so the verdict reads the same way as the policy list. A monitored
  // policy's match is set apart: it is recorded and alerted, and decides nothing.
  const triggered: TriggeredPolicy[] = [];
  const monitored: TriggeredPolicy[] = [];
  for (const [id, p] of set.policies) {
    if (!ids.has(id)) continue;
    (p.mode === 'monitor' ? monitored : triggered).push({ id: p.id, name: p.name, severity: p.severity, action: p.action, ruleType: p.ruleType });
  }

  const status = statusOf(triggered);
  const warning =
    status === 'allowed' && triggered.length > 0
      ? `Allowed with a warning: this conversation matched ${triggered.map((p) => `"${p.name}"`).join(', ')}.`
      : null;
  const highestSeverity = SEVERITIES.find((s) => triggered.some((p) => p.severity === s)) ?? null;

  return {
    status,
    triggeredPolicies: triggered,
    findings: { input: inputFindings, output: outputFindings },
    inputRedacted: redact(input, inputFindings),
    outputRedacted: output === undefined ? '' : redact(output, outputFindings),
    warning,
    highestSeverity,
    monitoredPolicies: monitored,
    monitoredStatus: monitoredStatusOf(status, triggered, monitored),
  };
}
