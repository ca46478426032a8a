import { randomUUID } from 'node:crypto';
import type { Actor, PolicyInput, PolicyWhatIfJob, WhatIfCounts, WhatIfSample } from '@gsg/shared';
import { WHAT_IF_SAMPLE_LIMIT, WHAT_IF_TOP_USERS } from '@gsg/shared';
import { evaluateWith, policySetFor, redact, whatIfPolicySet, type CompiledPolicySet, type ExceptionIndex } from '../../guardrails/index.ts';
import { whoActed, type AuditTrail } from '../audit/audit-trail.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { SealedConversation, Store } from '../../store/index.ts';
import type { LogPosition } from '../../store/log-cursor.ts';
import { conflict, notFound, tooManyRequests } from '../../http-errors.ts';
import { ORIGINAL_NOT_KEPT } from '../logs/service.ts';
import type { PolicySet } from './policy-set.ts';
import { servicePlugin } from '../../services/service-plugin.ts';
import { errorMessage } from '../../error-message.ts';

/*
 * Policy what-if: a policy, saved or only drafted, tried on the last days of stored conversations before it
 * goes live. The originals are decrypted here, judged by the same engine ingest and the gateway use (with
 * the policy's exceptions), and dropped: what leaves is counts and up to 20 samples in redacted form.
 *
 * A run is a background job in this process: it reads a page of conversations, judges them a short slice
 * of time at a time and gives the event loop back between slices, so requests keep being answered while it
 * runs. Runs are few and short-lived, so they are kept in memory: a restarted server has none.
 */

export const WHAT_IF_AUDIT_ACTION = 'policy.what-if';
export const WHAT_IF_BUSY_MESSAGE = 'A what-if run of yours is still going: wait for it or cancel it first';
export const WHAT_IF_FULL_MESSAGE = 'Too many what-if runs are going at once: try again in a moment';
export const WHAT_IF_NOT_FOUND = 'No such what-if run';
const WHAT_IF_FAILED = 'The run stopped on an error reading or judging the stored conversations';

/** How a sample's text is cut: enough to recognise the conversation, short enough for a result. */
const SAMPLE_CHARS = 600;
const DAY_MS = 86_400_000;

export interface WhatIfLimits {
  /** Runs going at once across all accounts (each account has one at most). */
  maxRunning: number;
  /** Conversations read per page. */
  pageSize: number;
  /** The longest the event loop is held before the run yields it. */
  sliceMs: number;
  /** How long a finished run's result stays readable. */
  keepMs: number;
}

export const DEFAULT_WHAT_IF_LIMITS: WhatIfLimits = { maxRunning: 3, pageSize: 1000, sliceMs: 15, keepMs: 30 * 60_000 };

export interface WhatIfStart {
  policy?: PolicyInput | undefined;
  policyId?: string | undefined;
  days: number;
}

export interface PolicyWhatIf {
  /** Starts a run for this account; refused while the account has one going or too many are. */
  start(request: WhatIfStart, actor: Actor): Promise<PolicyWhatIfJob>;
  /** A run of this account, as it stands; null when there is none by that id for it. */
  get(jobId: string, accountId: string): PolicyWhatIfJob | null;
  /**
   * Stops a run of this account and resolves once it has stopped, with what it had counted by then (a
   * finished run is left as it is); null when there is none.
   */
  cancel(jobId: string, accountId: string): Promise<PolicyWhatIfJob | null>;
  /** Resolves when the run has ended, however (tests, shutdown). */
  settled(jobId: string): Promise<void>;
  /** Cancels every run and waits for them to stop (the server is closing). */
  stopAll(): Promise<void>;
}

type Tally = WhatIfCounts;

const emptyTally = (): Tally => ({ matched: 0, blocked: 0, flagged: 0, warned: 0 });

interface Job {
  view: PolicyWhatIfJob;
  accountId: string;
  cancelled: boolean;
  done: Promise<void>;
  byDay: Map<string, Tally>;
  byUser: Map<string, Tally>;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const cut = (text: string) => (text.length > SAMPLE_CHARS ? `${text.slice(0, SAMPLE_CHARS)}…` : text);

function count(tally: Tally, action: PolicyInput['action']): void {
  tally.matched += 1;
  if (action === 'block') tally.blocked += 1;
  // A redacted conversation goes through changed, and is logged as flagged.
  else if (action === 'flag' || action === 'redact') tally.flagged += 1;
  else tally.warned += 1;
}

export interface WhatIfDependencies {
  store: Pick<Store, 'logs' | 'policies'>;
  secretBox: Pick<SecretBox, 'open'>;
  policySet: PolicySet;
  audit: Pick<AuditTrail, 'append'>;
  /** Told why a run failed, without any conversation's text. */
  onError?: (err: unknown, jobId: string) => void;
  now?: () => Date;
  limits?: Partial<WhatIfLimits>;
}

export function createPolicyWhatIf(deps: WhatIfDependencies): PolicyWhatIf {
  const { store, secretBox, policySet, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = { ...DEFAULT_WHAT_IF_LIMITS, ...deps.limits };
  const jobs = new Map<string, Job>();

  const running = () => [...jobs.values()].filter((j) => j.view.state === 'running');

  /** Forgets runs finished long ago, and the account's earlier finished runs (one result each is kept). */
  function sweep(accountId: string): void {
    const cutoff = now().getTime() - limits.keepMs;
    for (const [id, job] of jobs) {
      if (job.view.state === 'running') continue;
      if (job.accountId === accountId || Date.parse(job.view.finishedAt!) < cutoff) jobs.delete(id);
    }
  }

  /** The run's view with its running tallies summed up. */
  function present(job: Job): PolicyWhatIfJob {
    const byDay = [...job.byDay].map(([day, t]) => ({ day, ...t })).sort((a, b) => a.day.localeCompare(b.day));
    const users = [...job.byUser].map(([user, t]) => ({ user, ...t }));
    users.sort((a, b) => b.matched - a.matched || a.user.localeCompare(b.user));
    return {
      ...job.view,
      total: Math.max(job.view.total, job.view.scanned),
      totals: { ...job.view.totals },
      byDay,
      topUsers: users.slice(0, WHAT_IF_TOP_USERS),
      users: users.length,
      samples: [...job.view.samples],
    };
  }

  /** The original of one field, or its redacted text when the original was not kept (or cannot be opened). */
  function original(sealed: string, redacted: string): { text: string; kept: boolean } {
    if (sealed === ORIGINAL_NOT_KEPT) return { text: redacted, kept: false };
    try {
      return { text: secretBox.open(sealed), kept: true };
    } catch {
      return { text: redacted, kept: false };
    }
  }

  async function run(job: Job, set: CompiledPolicySet, everyPolicy: CompiledPolicySet, exceptions: ExceptionIndex): Promise<void> {
    const { view } = job;
    const from = new Date(view.from);
    const to = new Date(view.to);
    const action = view.action;

    const judge = (c: SealedConversation) => {
      const input = original(c.inputEncrypted, c.inputRedacted);
      const output = original(c.outputEncrypted, c.outputRedacted);
      if (!input.kept || !output.kept) view.judgedOnRedacted += 1;
      const verdict = evaluateWith(set, input.text, output.text, { exceptions, person: { user: c.user, userId: c.userId } });
      if (verdict.triggeredPolicies.length === 0) return;
      count(view.totals, action);
      const day = c.timestamp.slice(0, 10);
      let dayTally = job.byDay.get(day);
      if (!dayTally) job.byDay.set(day, (dayTally = emptyTally()));
      count(dayTally, action);
      let userTally = job.byUser.get(c.user);
      if (!userTally) job.byUser.set(c.user, (userTally = emptyTally()));
      count(userTally, action);
      if (view.samples.length < WHAT_IF_SAMPLE_LIMIT) {
        // What this policy found and what every current policy finds are both taken out: a sample never
        // shows more of a conversation than Monitoring does.
        const redactedOf = (text: string, kept: boolean, own: typeof verdict.findings.input, fallback: string) =>
          kept ? redact(text, [...own, ...everyPolicy.scan(text)]) : fallback;
        const sample: WhatIfSample = {
          logId: c.id,
          timestamp: c.timestamp,
          user: c.user,
          inputRedacted: cut(redactedOf(input.text, input.kept, verdict.findings.input, verdict.inputRedacted)),
          outputRedacted: cut(redactedOf(output.text, output.kept, verdict.findings.output, verdict.outputRedacted)),
        };
        view.samples.push(sample);
      }
    };

    let after: LogPosition | null = null;
    do {
      if (job.cancelled) break;
      const page = await store.logs.sealedPage(from, to, after, limits.pageSize);
      let sliceStart = performance.now();
      for (const conversation of page.items) {
        if (job.cancelled) break;
        judge(conversation);
        view.scanned += 1;
        if (performance.now() - sliceStart >= limits.sliceMs) {
          await yieldToLoop();
          sliceStart = performance.now();
        }
      }
      after = page.next;
      await yieldToLoop();
    } while (after !== null);
  }

  function finish(job: Job, state: PolicyWhatIfJob['state'], error: string | null = null): void {
    job.view.state = state;
    job.view.error = error;
    job.view.finishedAt = now().toISOString();
  }

  return {
    async start(request, actor) {
      const mine = running().find((j) => j.accountId === actor.accountId);
      if (mine) throw conflict(WHAT_IF_BUSY_MESSAGE);
      if (running().length >= limits.maxRunning) throw tooManyRequests(WHAT_IF_FULL_MESSAGE, 5);

      const saved = request.policyId === undefined ? null : await store.policies.get(request.policyId);
      if (request.policyId !== undefined && saved === null) throw notFound('Policy not found');
      const policy: PolicyInput = request.policy ?? saved!;
      // A saved policy (or an edit of one) runs under its id, so its exceptions apply; a new draft has none.
      const set = whatIfPolicySet(policy, saved?.id ?? 'draft');
      const { policies, exceptions } = await policySet.current();
      const everyPolicy = policySetFor(policies);

      // Checked again after the reads above: two starts of one account racing must not both run.
      if (running().some((j) => j.accountId === actor.accountId)) throw conflict(WHAT_IF_BUSY_MESSAGE);
      if (running().length >= limits.maxRunning) throw tooManyRequests(WHAT_IF_FULL_MESSAGE, 5);
      sweep(actor.accountId);

      const to = now();
      const from = new Date(to.getTime() - request.days * DAY_MS);
      const job: Job = {
        accountId: actor.accountId,
        cancelled: false,
        done: Promise.resolve(),
        byDay: new Map(),
        byUser: new Map(),
        view: {
          id: randomUUID(),
          state: 'running',
          policyId: saved?.id ?? null,
          policyName: policy.name,
          action: policy.action,
          days: request.days,
          from: from.toISOString(),
          to: to.toISOString(),
          startedAt: to.toISOString(),
          finishedAt: null,
          scanned: 0,
          total: 0,
          judgedOnRedacted: 0,
          totals: emptyTally(),
          byDay: [],
          topUsers: [],
          users: 0,
          samples: [],
          error: null,
        },
      };
      jobs.set(job.view.id, job);
      try {
        // Decrypting stored originals in bulk is recorded as a reveal is, whatever the Audit logging setting.
        await audit.append({
          ...whoActed(actor),
          action: WHAT_IF_AUDIT_ACTION,
          target: `policy:${saved?.id ?? 'draft'}`,
          detail: { policy: policy.name, days: String(request.days) },
          before: null,
          after: null,
        });
        job.view.total = await store.logs.countBetween(from, to);
      } catch (err) {
        jobs.delete(job.view.id);
        throw err;
      }
      job.done = run(job, set, everyPolicy, exceptions).then(
        () => finish(job, job.cancelled ? 'cancelled' : 'done'),
        (err: unknown) => {
          finish(job, 'failed', WHAT_IF_FAILED);
          deps.onError?.(err, job.view.id);
        },
      );
      return present(job);
    },
    get(jobId, accountId) {
      const job = jobs.get(jobId);
      return job && job.accountId === accountId ? present(job) : null;
    },
    async cancel(jobId, accountId) {
      const job = jobs.get(jobId);
      if (!job || job.accountId !== accountId) return null;
      if (job.view.state === 'running') job.cancelled = true;
      await job.done;
      return present(job);
    },
    async settled(jobId) {
      await jobs.get(jobId)?.done;
    },
    async stopAll() {
      for (const job of jobs.values()) job.cancelled = true;
      await Promise.all([...jobs.values()].map((j) => j.done));
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Policies tried on past traffic, in the background. */
    whatIf: PolicyWhatIf;
  }
}

export const whatIfServicePlugin = servicePlugin('whatIf', ['policySet', 'audit'], (app, { policySet, audit }) =>
  createPolicyWhatIf({
    store: app.store,
    secretBox: app.secretBox,
    policySet,
    audit,
    // Never the conversation's text: only the error's message and the run.
    onError: (err, jobId) => app.log.error({ err: { message: errorMessage(err) }, jobId }, 'policy what-if run failed'),
  }),
);
