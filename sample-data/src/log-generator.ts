// Conversation logs, as the gateway would have recorded them, generated batch by batch so any number of
// them fits in bounded memory. Used by the first-start history and the large-data generator alike. Each
// rendered conversation is judged by the guardrail engine against the sample policies, so its status, its
// policies and its redacted text are what the console itself would have recorded. The engine is the
// server's and is handed in (`judge`), so the sample data depends on nothing but the shared types.
import type { GuardrailEvaluation, NewLogRecord, Policy } from '@gsg/shared';
import { renderConversation, TEMPLATES, type Template } from './conversations.ts';
import { AI_TOOLS, DEPARTMENTS, type AiTool, type Department, type Person } from './people.ts';
import { weightedTable, type Random, type WeightedTable } from './random.ts';
import { samplePolicies, type PolicyKey } from './sample/policies.ts';
import { instantsBetween } from './timeline.ts';

/** The chance that a prompt of an average-risk person breaks a policy. */
const BASE_VIOLATION_RATE = 0.12;
const MAX_VIOLATION_RATE = 0.6;
/** A prompt within this long of the person's previous one continues the same conversation. */
const SESSION_GAP_MS = 30 * 60_000;

export interface LogGenerationOptions {
  random: Random;
  people: readonly Person[];
  from: Date;
  to: Date;
  count: number;
  batchSize: number;
  seal(text: string): string;
  judge: JudgeFor;
}

/**
 * The guardrail engine for a set of policies: judges a prompt, or a prompt and its answer, as the
 * gateway does (the server's `evaluateWith` over `policySetFor(policies)`).
 */
export type JudgeFor = (policies: Policy[]) => (input: string, output: string | undefined) => GuardrailEvaluation;

/** The answer of a conversation whose template expected a block the engine did not make. */
const PLAIN_ANSWER = 'Here is a first draft you can adapt.';

/** How common each kind of violation is, by the first policy a template breaks. */
const VIOLATION_WEIGHT: Readonly<Record<PolicyKey, number>> = { sensitiveTopics: 1.8, phi: 1.5, pii: 1, ip: 0.8, pci: 0.6 };

type TemplateTables = Record<Department, { allowed: WeightedTable<Template>; violating: WeightedTable<Template> }>;

/** Per department, which templates its people use: their own department's topics most. */
function templateTables(): TemplateTables {
  const affinity = (template: Template, department: Department) =>
    template.departments === undefined ? 1 : template.departments.includes(department) ? 4 : 0.2;
  const weight = (template: Template) => (template.policies.length > 1 ? 0.4 : VIOLATION_WEIGHT[template.policies[0]!]);
  const allowed = TEMPLATES.filter((t) => t.policies.length === 0);
  const violating = TEMPLATES.filter((t) => t.policies.length > 0);
  return Object.fromEntries(
    (Object.keys(DEPARTMENTS) as Department[]).map((department) => [
      department,
      {
        allowed: weightedTable(allowed.map((t) => [t, affinity(t, department)] as const)),
        violating: weightedTable(violating.map((t) => [t, affinity(t, department) * weight(t)] as const)),
      },
    ]),
  ) as TemplateTables;
}

const blockNotice = (policies: ReadonlyArray<{ name: string }>, tool: string) =>
  `Blocked by GSG Console: this prompt matched the ${policies.map((p) => p.name).join(' and ')} ${
    policies.length > 1 ? 'policies' : 'policy'
  } and was not sent to ${tool}.`;

/** `count` logs between `from` and `to`, oldest first, in arrays of at most `batchSize`. */
export function* generateLogBatches(options: LogGenerationOptions): Generator<NewLogRecord[]> {
  const { random, people, batchSize, seal } = options;
  const tables = templateTables();
  const peopleTable = weightedTable(people.map((p) => [p, p.activity] as const));
  const toolTable = weightedTable(AI_TOOLS);
  const sessions = new Map<Person, { id: string; tool: AiTool; last: number }>();
  const judge = options.judge(samplePolicies(options.from));

  let batch: NewLogRecord[] = [];
  for (const at of instantsBetween(random, options.from, options.to, options.count)) {
    const person = random.pickWeighted(peopleTable);
    let session = sessions.get(person);
    if (!session || at - session.last > SESSION_GAP_MS || random.chance(0.15)) {
      const tool = random.chance(0.55) ? person.favouriteTool : random.pickWeighted(toolTable);
      session = { id: random.uuid(), tool, last: at };
      sessions.set(person, session);
    }
    session.last = at;

    const violating = random.chance(Math.min(MAX_VIOLATION_RATE, BASE_VIOLATION_RATE * person.risk));
    const template = random.pickWeighted(tables[person.department][violating ? 'violating' : 'allowed']);
    const text = renderConversation(template, random);
    // As the gateway does: the prompt is judged before the model sees it; a blocked one never reaches the
    // model and the log's answer is the gateway's notice, else the answer is judged with it.
    const prompt = judge(text.input, undefined);
    const blocked = prompt.status === 'blocked';
    const answer = blocked ? blockNotice(prompt.triggeredPolicies, session.tool) : (text.output ?? PLAIN_ANSWER);
    const verdict = blocked ? prompt : judge(text.input, answer);
    const triggered = verdict.triggeredPolicies;

    batch.push({
      id: random.uuid(),
      timestamp: new Date(at).toISOString(),
      userId: person.userId,
      user: person.name,
      hostname: person.hostname,
      ipAddress: person.ipAddress,
      inputRedacted: verdict.inputRedacted,
      outputRedacted: blocked ? answer : verdict.outputRedacted,
      inputEncrypted: seal(text.input),
      outputEncrypted: seal(answer),
      status: verdict.status,
      policyTriggered: triggered.map((p) => p.name).join(', '),
      policyId: triggered.map((p) => p.id).join(','),
      aiModel: session.tool,
      sessionId: session.id,
      policies: triggered.map(({ id, name, ruleType }) => ({ id, name, ruleType })),
    });
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
