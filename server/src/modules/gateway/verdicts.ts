import { SEVERITIES, type AiToolDecision, type GuardrailEvaluation, type TriggeredPolicy } from '@gsg/shared';

/** The triggered policies that stop the traffic. */
export const blockingPolicies = (verdict: GuardrailEvaluation): TriggeredPolicy[] => verdict.triggeredPolicies.filter((p) => p.action === 'block');

/** The policies that stop a reply: those whose findings are in the reply, not only in the prompt. */
export function blockingInReply(verdict: GuardrailEvaluation): TriggeredPolicy[] {
  const inReply = new Set(verdict.findings.output.flatMap((f) => f.policyIds));
  return blockingPolicies(verdict).filter((p) => inReply.has(p.id));
}

const quoted = (policies: readonly TriggeredPolicy[]) => policies.map((p) => `"${p.name}"`).join(', ');
const byPolicies = (policies: readonly TriggeredPolicy[]) => `${policies.length === 1 ? 'the policy' : 'the policies'} ${quoted(policies)}`;

/** What the person is told instead: the policies are named, the text never repeated. */
export const promptBlockedMessage = (policies: readonly TriggeredPolicy[]) => `This request was blocked by ${byPolicies(policies)}.`;
export const replyBlockedMessage = (policies: readonly TriggeredPolicy[]) => `The reply was withheld: it was blocked by ${byPolicies(policies)}.`;
export const ACCESS_DENIED_MESSAGE = 'Access to AI tools is switched off for this user in Access Control.';
/** A person whose own switch is on, refused because a group of theirs is switched off. */
export const groupAccessDeniedMessage = (groups: readonly string[]): string =>
  `Access to AI tools is switched off in Access Control for ${groups.length === 1 ? 'this user\'s group' : 'these groups of this user'}: ${groups.join(', ')}.`;

/** Why a model's provider is refused: the tool blocked in Discover, or not reviewed while the default action blocks. */
export function toolBlockedMessage(tool: { name: string; vendor: string } | null, decision: AiToolDecision): string {
  if (tool && decision === 'blocked') return `${tool.name} (${tool.vendor}) is blocked in Discover.`;
  const which = tool ? `${tool.name} (${tool.vendor}) has not been reviewed` : "This model's provider is not in the AI tool catalog";
  return `${which}, and unreviewed AI tools are blocked by the default action.`;
}

/**
 * The verdict a log records when the person got a refusal instead of (the rest of) the reply: blocked,
 * naming the policies that blocked, with the refusal as the last thing the person received.
 */
export function refused(verdict: GuardrailEvaluation, blockers: readonly TriggeredPolicy[], notice: string): GuardrailEvaluation {
  const triggered = [...verdict.triggeredPolicies, ...blockers.filter((b) => !verdict.triggeredPolicies.some((p) => p.id === b.id))];
  return {
    ...verdict,
    status: 'blocked',
    triggeredPolicies: triggered,
    outputRedacted: withNotice(verdict.outputRedacted, notice),
    warning: null,
    highestSeverity: SEVERITIES.find((s) => triggered.some((p) => p.severity === s)) ?? null,
    // Nothing is stricter than blocked: a monitored policy has nothing left that it would have done.
    monitoredStatus: null,
  };
}

/** The text a person received when a refusal ended it. */
export const withNotice = (received: string, notice: string) => (received === '' ? notice : `${received}\n\n${notice}`);
