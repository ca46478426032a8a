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
import { evaluate, type ExceptionIndex } from '../guardrails/index.ts';
import { GatewayError } from '../gateway/gateway-error.ts';
import type { WindowJudge } from '../gateway/reply-window.ts';
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
} from '../gateway/verdicts.ts';
import { actionFor, decisionOf, type ToolPolicy } from './tool-policy.ts';
import type { AccessService } from './access-service.ts';
import type { ConversationService } from './conversation-service.ts';
import type { PolicySet } from './policy-set.ts';

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
}

export interface GatewayService {
  /**
   * The checks before anything reaches the upstream, in order: Access Control, the decision on the model's
   * provider (the AI tool whose API serves it), then the policies on the prompt. A refusal is logged (and
   * alerted, as any blocked conversation) and thrown as a GatewayError.
   */
  admit(caller: GatewayCaller, prompt: string): Promise<AdmittedCall>;
  /** A whole reply judged with its prompt; `blockers` are the blocking policies the reply itself triggers. */
  judgeReply(call: AdmittedCall, reply: string): { verdict: GuardrailEvaluation; blockers: TriggeredPolicy[] };
  /** Judges pieces of a streamed reply (see ReplyWindow). */
  streamJudge(call: AdmittedCall): WindowJudge;
  /** Logs a conversation whose reply the person received whole; `verdict` when it was already judged. */
  delivered(call: AdmittedCall, reply: string, verdict?: GuardrailEvaluation): void;
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
  onRecordFailed,
}: {
  /** Access Control's one rule (AccessService.decide). */
  access: Pick<AccessService, 'decide'>;
  conversations: ConversationService;
  policySet: PolicySet;
  toolPolicy: ToolPolicy;
  /** A log could not be written after the person had their answer: there is no one left to tell but the server log. */
  onRecordFailed: (err: unknown) => void;
}): GatewayService {
  const pending = new Set<Promise<unknown>>();
  /** Judges texts of one call: its policies, their exceptions and its person. */
  const judge = (call: AdmittedCall, input: string, output: string | undefined) =>
    evaluate(input, output, call.policies, { exceptions: call.exceptions, person: call.conversation });
  let batch: Array<{ conversation: ConversationInput; verdict: GuardrailEvaluation }> | null = null;

  /**
   * Logs are written after the answer went out, so the person never waits for the database, and the
   * calls answered in one turn of the event loop are written together: one transaction for many calls.
   */
  function record(call: AdmittedCall, output: string, verdict: GuardrailEvaluation): void {
    const item = { conversation: { ...call.conversation, input: call.prompt, output }, verdict };
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
      const verdict = judge(call, prompt, undefined);
      const blockers = blockingPolicies(verdict);
      if (blockers.length > 0) {
        const message = promptBlockedMessage(blockers);
        withheld(call, '', blockers, message);
        throw new GatewayError(400, GATEWAY_ERROR_CODES.contentPolicy, message);
      }
      return { ...call, warning: verdict.warning };
    },

    judgeReply(call, reply) {
      const verdict = judge(call, call.prompt, reply);
      return { verdict, blockers: blockingInReply(verdict) };
    },

    streamJudge(call) {
      return (piece) => blockingPolicies(judge(call, piece, undefined));
    },

    delivered(call, reply, verdict) {
      record(call, reply, verdict ?? judge(call, call.prompt, reply));
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
