import { randomUUID } from 'node:crypto';
import {
  GATEWAY_ERROR_CODES,
  GATEWAY_MAX_JUDGED_TEXT,
  aiToolForModel,
  type ConversationInput,
  type GuardrailEvaluation,
  type Policy,
  type TriggeredPolicy,
} from '@gsg/shared';
import { evaluate, heldPhrasesFor, redact, redactionSpans, type ExceptionIndex } from '../../guardrails/index.ts';
import { GatewayError } from './gateway-error.ts';
import type { PendingPhrase, Redaction, WindowJudge } from './reply-window.ts';
import {
  ACCESS_DENIED_MESSAGE,
  blockingInReply,
  blockingPolicies,
  groupAccessDeniedMessage,
  promptBlockedMessage,
  refused,
  replyBlockedMessage,
  toolBlockedMessage,
  withNotice,
} from './verdicts.ts';
import { actionFor, decisionOf, type ToolPolicy } from '../../services/tool-policy.ts';
import type { AccessService } from '../access/service.ts';
import type { ConversationService } from '../../services/conversation-service.ts';
import { textChars, type EvaluationTurns } from '../../services/evaluation-turns.ts';
import type { PolicySet } from '../policies/policy-set.ts';

/** The log's user when a request names nobody. */
export const UNIDENTIFIED_USER = 'unidentified';
/** The log's hostname when a request does not say where it comes from. */
export const UNKNOWN_HOST = 'unknown';

/** Who asks, from where, of which model: what the log records beside the texts. */
export interface GatewayCaller {
  /** OpenAI's `user` field or the X-GSG-User header: an Access Control user's id or e-mail address. */
  person: string | undefined;
  hostname: string | undefined;
  ipAddress: string;
  model: string;
}

/** A call that passed the checks before the upstream: what is needed to judge its reply and log it. */
export interface AdmittedCall {
  conversation: { user: string; userId: string; hostname: string; ipAddress: string; aiModel: string; sessionId: string };
  prompt: string;
  policies: Policy[];
  /** The policies' exceptions, read with them: one call is judged by one configuration throughout. */
  exceptions: ExceptionIndex;
  /** Set when a policy allows the prompt with a warning: passed on to the client. */
  warning: string | null;
  /** The enabled, enforced policies whose action is redact: what they match is replaced, not blocked. */
  redacting: ReadonlySet<string>;
  /** A redacting policy matched the prompt: it goes upstream redacted (see redactText). */
  redactPrompt: boolean;
}

/** How a whole reply came out: its verdict, the policies that block it, and whether a redacting policy matched it. */
export interface ReplyJudgement {
  verdict: GuardrailEvaluation;
  blockers: TriggeredPolicy[];
  redact: boolean;
}

/** Judges a streamed reply's pieces: the blocking policies, then the spans to redact of the same text. */
export interface StreamJudge {
  judge: WindowJudge;
  /** Null when no policy redacts: the reply goes out as the model wrote it, or not at all. */
  find: ((text: string) => Redaction[]) | null;
  /** The end of the unreleased text that may still become a blocking or redacting keyword phrase; null when the call has none. */
  pending: PendingPhrase | null;
}

export interface GatewayService {
  /**
   * The checks before anything reaches the upstream, in order: Access Control, the decision on the model's
   * provider (the AI tool whose API serves it), then the policies on the prompt. A refusal is logged (and
   * alerted, as any blocked conversation) and thrown as a GatewayError.
   */
  admit(caller: GatewayCaller, prompt: string): Promise<AdmittedCall>;
  /**
   * A whole reply judged with its prompt, in turn when they are large (never refused: the model has answered);
   * `blockers` are the blocking policies the reply itself triggers.
   */
  judgeReply(call: AdmittedCall, reply: string): Promise<ReplyJudgement>;
  /** Judges pieces of a streamed reply (see ReplyWindow). */
  streamJudge(call: AdmittedCall): StreamJudge;
  /** A piece of text with what the call's redacting policies match replaced by placeholders ([CREDIT_CARD]). */
  redactText(call: AdmittedCall, text: string): string;
  /**
   * Logs a conversation whose reply the person received whole: `reply` as they received it. `judged`: the
   * verdict on the reply as the model wrote it, when it was already judged, and whether the reply was
   * redacted (the prompt's redaction is known to the call).
   */
  delivered(call: AdmittedCall, reply: string, judged?: { verdict: GuardrailEvaluation; redacted: boolean }): void;
  /**
   * Logs a conversation whose reply was withheld from `received` on (everything when it is empty) and
   * returns what the person is told.
   */
  withheld(call: AdmittedCall, received: string, blockers: readonly TriggeredPolicy[]): string;
  /** Resolves once every log begun has been written (or failed). */
  settled(): Promise<void>;
}

export function createGatewayService({
  access,
  conversations,
  policySet,
  toolPolicy,
  turns,
  onRecordFailed,
}: {
  /** Access Control's one rule (AccessService.decide). */
  access: Pick<AccessService, 'decide'>;
  conversations: ConversationService;
  policySet: PolicySet;
  toolPolicy: ToolPolicy;
  /** Where a large prompt or whole reply waits its turn to be judged (evaluation-turns.ts). */
  turns: EvaluationTurns;
  /** A log could not be written after the person had their answer: there is no one left to tell but the server log. */
  onRecordFailed: (err: unknown) => void;
}): GatewayService {
  const pending = new Set<Promise<unknown>>();
  /** Judges texts of one call: its policies, their exceptions and its person. */
  const judge = (call: AdmittedCall, input: string, output: string | undefined) =>
    evaluate(input, output, call.policies, { exceptions: call.exceptions, person: call.conversation });
  let batch: Array<{ conversation: ConversationInput; verdict: GuardrailEvaluation; redacted: boolean }> | null = null;
  /** The findings of redacting policies in a verdict's input (`side` input) or output. */
  const redactable = (call: AdmittedCall, verdict: GuardrailEvaluation, side: 'input' | 'output') =>
    call.redacting.size === 0 ? [] : verdict.findings[side].filter((f) => f.policyIds.some((id) => call.redacting.has(id)));

  /**
   * Logs are written after the answer went out, so the person never waits for the database, and the
   * calls answered in one turn of the event loop are written together: one transaction for many calls.
   */
  function record(call: AdmittedCall, output: string, verdict: GuardrailEvaluation, redacted = false): void {
    const item = { conversation: { ...call.conversation, input: call.prompt, output }, verdict, redacted: redacted || call.redactPrompt };
    if (batch) return void batch.push(item);
    batch = [item];
    const write = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        const judged = batch ?? [];
        batch = null;
        return conversations.record(judged);
      })
      .catch(onRecordFailed)
      .finally(() => pending.delete(write));
    pending.add(write);
  }

  function withheld(call: AdmittedCall, received: string, blockers: readonly TriggeredPolicy[], notice: string): void {
    record(call, withNotice(received, notice), refused(judge(call, call.prompt, received), blockers, notice));
  }

  /** Who the request names and, when Access Control refuses them, what they are told. */
  async function personOf(named: string | undefined): Promise<{ user: string; userId: string; refusal: string | null }> {
    if (!named) return { user: UNIDENTIFIED_USER, userId: UNIDENTIFIED_USER, refusal: null };
    const { user, refusedBy } = await access.decide(named);
    const refusal = refusedBy === null ? null : refusedBy === 'user' ? ACCESS_DENIED_MESSAGE : groupAccessDeniedMessage(refusedBy.groups);
    // A name the directory does not hold is logged as given.
    return user ? { user: user.email, userId: user.id, refusal } : { user: named, userId: named, refusal };
  }

  return {
    async admit(caller, prompt) {
      if (prompt.length > GATEWAY_MAX_JUDGED_TEXT) {
        throw new GatewayError(413, GATEWAY_ERROR_CODES.tooLarge, `The request holds more than ${GATEWAY_MAX_JUDGED_TEXT} characters of text to judge`);
      }
      const [person, { policies, exceptions }, tools] = await Promise.all([personOf(caller.person), policySet.current(), toolPolicy.current()]);
      const call: AdmittedCall = {
        conversation: {
          user: person.user,
          userId: person.userId,
          hostname: caller.hostname ?? UNKNOWN_HOST,
          ipAddress: caller.ipAddress,
          aiModel: caller.model,
          sessionId: randomUUID(),
        },
        prompt,
        policies,
        exceptions,
        warning: null,
        // Monitored ones only record what they would have done.
        redacting: new Set(policies.filter((p) => p.isEnabled && p.mode === 'enforce' && p.action === 'redact').map((p) => p.id)),
        redactPrompt: false,
      };
      if (person.refusal !== null) {
        withheld(call, '', [], person.refusal);
        throw new GatewayError(403, GATEWAY_ERROR_CODES.accessDenied, person.refusal);
      }
      // Flag lets the call through: the gateway logs every call anyway, which is what flagging a use asks.
      const tool = aiToolForModel(caller.model);
      if (actionFor(tools, tool?.id ?? null) === 'block') {
        const message = toolBlockedMessage(tool, tool ? decisionOf(tools, tool.id) : 'unreviewed');
        withheld(call, '', [], message);
        throw new GatewayError(403, GATEWAY_ERROR_CODES.toolBlocked, message);
      }
      const verdict = await turns.run(textChars(prompt), () => judge(call, prompt, undefined));
      const blockers = blockingPolicies(verdict);
      if (blockers.length > 0) {
        const message = promptBlockedMessage(blockers);
        withheld(call, '', blockers, message);
        throw new GatewayError(400, GATEWAY_ERROR_CODES.contentPolicy, message);
      }
      return { ...call, warning: verdict.warning, redactPrompt: redactable(call, verdict, 'input').length > 0 };
    },

    async judgeReply(call, reply) {
      const verdict = await turns.run(textChars(call.prompt, reply), () => judge(call, call.prompt, reply), { mayRefuse: false });
      return { verdict, blockers: blockingInReply(verdict), redact: redactable(call, verdict, 'output').length > 0 };
    },

    streamJudge(call) {
      const phrases = heldPhrasesFor(call.policies);
      // find() is asked about the very text judge() was just asked about: the one verdict serves both.
      let last: { text: string; verdict: GuardrailEvaluation } | null = null;
      const verdictOf = (text: string) => {
        if (last?.text !== text) last = { text, verdict: judge(call, text, undefined) };
        return last.verdict;
      };
      return {
        judge: (piece) => blockingPolicies(verdictOf(piece)),
        find: call.redacting.size === 0 ? null : (piece) => redactionSpans(redactable(call, verdictOf(piece), 'input')),
        pending: phrases === null ? null : (unreleased) => phrases.pendingPrefix(unreleased),
      };
    },

    redactText(call, text) {
      if (call.redacting.size === 0 || text === '') return text;
      return redact(text, redactable(call, judge(call, text, undefined), 'input'));
    },

    delivered(call, reply, judged) {
      record(call, reply, judged?.verdict ?? judge(call, call.prompt, reply), judged?.redacted ?? false);
    },

    withheld(call, received, blockers) {
      const message = replyBlockedMessage(blockers);
      withheld(call, received, blockers, message);
      return message;
    },

    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
