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
import { PolicySet, policySetFor } from './policy-set.ts';
import { redact } from './redact.ts';

/** Block over flag over allow_with_warning: the strictest triggered action decides the log status. */
const ACTION_PRECEDENCE: ReadonlyArray<readonly [PolicyAction, LogStatus]> = [
  ['block', 'blocked'],
  ['flag', 'flagged'],
  ['allow_with_warning', 'allowed'],
];

function collectPolicyIds(findings: readonly GuardrailFinding[], into: Set<string>): void {
  for (const f of findings) for (const id of f.policyIds) into.add(id);
}

/**
 * Judges one prompt and, when there is one, its response against the policies. Disabled policies are
 * skipped; every enabled policy applies to both texts. Every finding is redacted (each belongs to a
 * triggered policy by definition). The result carries spans and redacted texts, never the originals.
 */
export function evaluate(input: string, output: string | undefined, policies: readonly Policy[]): GuardrailEvaluation {
  return judge(policySetFor(policies), input, output);
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
  const policy: Policy = { ...draft, id: DRAFT_POLICY_ID, isEnabled: true, createdAt: epoch, updatedAt: epoch };
  return judge(new PolicySet([policy]), input, output);
}

function judge(set: PolicySet, input: string, output: string | undefined): GuardrailEvaluation {
  const inputFindings = set.scan(input);
  const outputFindings = output === undefined ? [] : set.scan(output);

  const ids = new Set<string>();
  collectPolicyIds(inputFindings, ids);
  collectPolicyIds(outputFindings, ids);
  // In the caller's policy order, so the verdict reads the same way as the policy list.
  const triggered: TriggeredPolicy[] = [];
  for (const [id, p] of set.policies) {
    if (ids.has(id)) triggered.push({ id: p.id, name: p.name, severity: p.severity, action: p.action, ruleType: p.ruleType });
  }

  const status = ACTION_PRECEDENCE.find(([action]) => triggered.some((p) => p.action === action))?.[1] ?? 'allowed';
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
  };
}
