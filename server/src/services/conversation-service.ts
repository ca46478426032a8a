import { randomUUID } from 'node:crypto';
import {
  SEVERITIES,
  alertFromLog,
  alertSlaOf,
  raisesAlert,
  type Alert,
  type AlertSla,
  type ConversationInput,
  type GuardEvaluateRequest,
  type GuardEvaluateResponse,
  type GuardrailEvaluation,
  type Policy,
} from '@gsg/shared';
import { evaluate } from '../guardrails/index.ts';
import type { DomainBus } from '../events/domain-bus.ts';
import { presentLog } from '../presenters/conversation-log.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { NewLogRecord, Store, StoredLogs } from '../store/index.ts';
import { groupingWindowMs } from '../store/alert-grouping.ts';
import type { PolicySet } from '../modules/policies/policy-set.ts';
import type { SettingsService } from '../modules/settings/service.ts';
import { ORIGINAL_NOT_KEPT } from '../modules/logs/service.ts';
import { servicePlugin } from './service-plugin.ts';
import { createEvaluationTurns, textChars, type EvaluationTurns } from './evaluation-turns.ts';


/** A conversation as ingested: with the agent's idempotency key. */
export type IngestedConversation = ConversationInput & { eventId: string };

export interface ConversationService {
  /** Judges one conversation and, unless it is a dry run, stores it and raises its alert. */
  judge(request: GuardEvaluateRequest): Promise<GuardEvaluateResponse>;
  /**
   * Judges and stores a batch in one write; conversations whose eventId was seen before are skipped. An
   * alerting conversation joins its group's open alert (Settings › General grouping window) or raises one.
   */
  judgeMany(conversations: IngestedConversation[]): Promise<{ logIds: Map<string, string>; duplicates: string[] }>;
  /**
   * Stores conversations their caller judged (the gateway judges the prompt before the model sees it and
   * the reply as it arrives) in one write, and raises their alerts, as judge does.
   */
  record(judged: ReadonlyArray<RecordedConversation>): Promise<void>;
}

/**
 * A conversation judged elsewhere (the gateway), to log. `redacted`: what a redacting policy matched was
 * replaced before it went on, so its alert says Redacted rather than Flagged.
 */
export interface RecordedConversation {
  conversation: ConversationInput;
  verdict: GuardrailEvaluation;
  redacted?: boolean;
}

/** Seals an original for storage, or answers '' where originals are not kept (Settings › Security). */
type SealOriginal = (text: string) => string;

function toLogRecord(c: ConversationInput, eventId: string | null, verdict: GuardrailEvaluation, seal: SealOriginal, policies: Policy[], now: Date): NewLogRecord {
  const triggered = verdict.triggeredPolicies;
  const ruleTypeOf = new Map(policies.map((p) => [p.id, p.ruleType]));
  return {
    id: randomUUID(),
    timestamp: c.timestamp ? new Date(c.timestamp).toISOString() : now.toISOString(),
    userId: c.userId,
    user: c.user,
    hostname: c.hostname,
    ipAddress: c.ipAddress,
    inputRedacted: verdict.inputRedacted,
    outputRedacted: verdict.outputRedacted,
    inputEncrypted: seal(c.input),
    outputEncrypted: seal(c.output),
    status: verdict.status,
    policyTriggered: triggered.map((p) => p.name).join(', '),
    policyId: triggered.map((p) => p.id).join(','),
    policies: triggered.map((p) => ({ id: p.id, name: p.name, ruleType: ruleTypeOf.get(p.id) ?? p.ruleType })),
    aiModel: c.aiModel,
    sessionId: c.sessionId,
    monitored:
      verdict.monitoredPolicies.length === 0
        ? null
        : { policies: verdict.monitoredPolicies.map((p) => ({ id: p.id, name: p.name })), wouldBe: verdict.monitoredStatus },
    eventId,
  };
}

/**
 * Blocked and flagged conversations raise an alert, and so do those a monitored policy would have blocked
 * or flagged: at the severity of the most severe policy the alert names.
 */
function toAlert(log: NewLogRecord, verdict: GuardrailEvaluation, sla: AlertSla, redacted: boolean): Alert | null {
  const named = [...verdict.triggeredPolicies, ...verdict.monitoredPolicies];
  const severity = SEVERITIES.find((s) => named.some((p) => p.severity === s));
  if (!raisesAlert(log) || !severity) return null;
  return alertFromLog(log, { id: randomUUID(), severity, sla, redacted });
}

/** Runs one evaluation; the app's metrics time it and count its verdict. */
export type EvaluationTimer = <T extends GuardrailEvaluation>(evaluate: () => T) => T;

export function createConversationService(
  store: Store,
  box: SecretBox,
  policySet: PolicySet,
  events: DomainBus,
  settings: Pick<SettingsService, 'get'>,
  timeEvaluation: EvaluationTimer = (evaluate) => evaluate(),
  now: () => Date = () => new Date(),
  turns: EvaluationTurns = createEvaluationTurns(),
): ConversationService {
  /** What was written (duplicates were not): the alerts are kept in the outbox with their logs. */
  const changesOf = ({ logs, alerts, grown }: StoredLogs) => [
    ...logs.map((log) => ({ type: 'conversation.stored' as const, data: { log: presentLog(log) } })),
    ...alerts.map((alert) => ({ type: 'alert.created' as const, data: { alert } })),
    ...grown.map((alert) => ({ type: 'alert.grown' as const, data: { alert } })),
  ];

  /**
   * Settings › Security › Encryption at rest: on, originals are kept, sealed (always encrypted); off, a new
   * conversation keeps its redacted text only, and Reveal says so.
   */
  const sealer = async (): Promise<SealOriginal> =>
    (await settings.get('security')).encryptionEnabled ? (text) => box.seal(text) : () => ORIGINAL_NOT_KEPT;

  async function store_(items: Array<{ log: NewLogRecord; verdict: GuardrailEvaluation; redacted?: boolean }>) {
    const verdictOf = new Map(items.map((i) => [i.log.id, i.verdict]));
    const redacted = new Set(items.filter((i) => i.redacted).map((i) => i.log.id));
    const general = await settings.get('general');
    const sla = alertSlaOf(general);
    const raise = {
      alertFor: (log: NewLogRecord) => toAlert(log, verdictOf.get(log.id)!, sla, redacted.has(log.id)),
      groupWindowMs: groupingWindowMs(general.alertGroupingMinutes),
    };
    // One transaction for the logs and their alerts: a crash never leaves a blocked log without its alert,
    // nor an alert whose count misses a conversation.
    const { inserted, alertIdOf } = await events.record((outbox) => store.logs.insertMany(items.map((i) => i.log), { raise, outbox }), changesOf);
    return { stored: new Set(inserted), alertIdOf };
  }

  return {
    async judge(request) {
      const { policies, exceptions } = await policySet.current();
      const verdict = await turns.run(textChars(request.input, request.output), () => timeEvaluation(() => evaluate(request.input, request.output, policies, { exceptions, person: request })));
      if (request.dryRun) return { ...verdict, logId: null, alertId: null, duplicate: false };
      const log = toLogRecord(request, request.eventId ?? null, verdict, await sealer(), policies, now());
      const { stored, alertIdOf } = await store_([{ log, verdict }]);
      const duplicate = !stored.has(log.id);
      return { ...verdict, logId: duplicate ? null : log.id, alertId: alertIdOf.get(log.id) ?? null, duplicate };
    },
    async judgeMany(conversations) {
      if (conversations.length === 0) return { logIds: new Map(), duplicates: [] };
      const [{ policies, exceptions }, seal, at] = [await policySet.current(), await sealer(), now()];
      const judge = (c: IngestedConversation) => {
        const verdict = timeEvaluation(() => evaluate(c.input, c.output, policies, { exceptions, person: c }));
        return { eventId: c.eventId, log: toLogRecord(c, c.eventId, verdict, seal, policies, at), verdict };
      };
      // In slices, each in turn: a thousand mid-sized conversations held the loop for more than a second when
      // judged in one go. A slice is never refused: ingest has backpressure of its own (the agent stream stops
      // reading; a REST batch is bounded and rate-limited), and a refusal would close an agent's stream.
      const items = await turns.runInSlices(conversations, (c) => textChars(c.input, c.output), judge, { mayRefuse: false });
      const { stored } = await store_(items);
      const logIds = new Map<string, string>();
      const duplicates: string[] = [];
      for (const item of items) {
        if (stored.has(item.log.id)) logIds.set(item.eventId, item.log.id);
        else duplicates.push(item.eventId);
      }
      return { logIds, duplicates };
    },
    async record(judged) {
      if (judged.length === 0) return;
      const [{ policies }, seal, at] = [await policySet.current(), await sealer(), now()];
      await store_(judged.map(({ conversation, verdict, redacted }) => ({ log: toLogRecord(conversation, null, verdict, seal, policies, at), verdict, redacted })));
    },
  };
}

declare module './service-plugin.ts' {
  interface AppServices {
    /** Judging and storing conversations. */
    conversations: ConversationService;
  }
}

export const conversationsServicePlugin = servicePlugin('conversations', ['policySet', 'settings', 'evaluationTurns'], (app, { policySet, settings, evaluationTurns }) =>
  createConversationService(app.store, app.secretBox, policySet, app.events, settings, app.metrics.timeEvaluation, undefined, evaluationTurns),
);
