import { useEffect, useId, useRef, useState } from 'react';
import { Button, Callout, Collapse, FormGroup, HTMLSelect, HTMLTable, Icon, NonIdealState, ProgressBar, Tag } from '@blueprintjs/core';
import { WHAT_IF_DEFAULT_DAYS, type PolicyAction, type PolicyInput, type PolicyWhatIfJob } from '@gsg/shared';
import { ApiError } from '../../api/client.ts';
import { cancelWhatIf, readWhatIf, startWhatIf } from '../../state/policies.ts';
import { ACTION_INTENT } from './labels.ts';
import { useKeepInView } from '../../hooks/use-keep-in-view.ts';
import { PanelToggle } from './PanelToggle.tsx';

const POLL_MS = 500;
const RANGES = [
  { value: 1, label: 'Last 24 hours' },
  { value: 7, label: 'Last 7 days' },
  { value: 30, label: 'Last 30 days' },
  { value: 90, label: 'Last 90 days' },
];
/** What the policy would have done to a conversation it matched. */
const WOULD: Record<PolicyAction, string> = { block: 'blocked', flag: 'flagged', allow_with_warning: 'allowed with a warning', redact: 'redacted' };
const WOULD_TAG: Record<PolicyAction, string> = { block: 'Would block', flag: 'Would flag', allow_with_warning: 'Would warn', redact: 'Would redact' };

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

interface PolicyWhatIfPanelProps {
  /** The policy as it stands in the form, saved or not. */
  policy: PolicyInput;
  /** The saved policy being edited (its exceptions apply), or null for a new one. */
  policyId: string | null;
  /** Opened (and kept open) while true: the person is about to switch the policy to enforce. */
  forceOpen?: boolean;
}

/**
 * Issue 14 §5: tries the policy as drafted on the stored conversations of a recent range, in a background
 * run on the server, and shows what it would have done: totals, by day, the users most concerned and a
 * few samples, redacted. The originals never leave the server.
 */
export function PolicyWhatIfPanel({ policy, policyId, forceOpen = false }: PolicyWhatIfPanelProps) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  const open = opened || forceOpen;
  const [days, setDays] = useState(WHAT_IF_DEFAULT_DAYS);
  const [job, setJob] = useState<PolicyWhatIfJob | null>(null);
  const [tried, setTried] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const current = JSON.stringify([policy, policyId, days]);
  const running = job?.state === 'running';
  const runRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The run still going when the dialog closes is cancelled: it would only hold the account's one slot.
  const liveJob = useRef<string | null>(null);
  useEffect(() => {
    liveJob.current = running ? job.id : null;
  }, [running, job]);
  useEffect(
    () => () => {
      if (liveJob.current) void cancelWhatIf(liveJob.current).catch(() => {});
    },
    [],
  );

  useEffect(() => {
    if (!job || job.state !== 'running') return;
    const timer = setTimeout(() => {
      readWhatIf(job.id)
        .then(setJob)
        .catch((err: unknown) => {
          setError(err instanceof ApiError ? err.message : 'The run could not be followed');
          setJob(null);
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  // The progress, then the result, land below the fold of the dialog's scrolling body: bring them into view.
  useKeepInView(resultRef, job ? `${job.id}:${job.state}` : null);

  // Keyboard focus follows the run: onto Cancel while it goes, back to the run button when it ends.
  useEffect(() => {
    if (running) cancelRef.current?.focus({ preventScroll: true });
    else if (job && (document.activeElement === document.body || document.activeElement === null)) runRef.current?.focus({ preventScroll: true });
  }, [running, job]);

  async function run() {
    setStarting(true);
    setError(null);
    try {
      const started = await startWhatIf(policy, policyId, days);
      setTried(current);
      setJob(started);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The run could not be started');
    } finally {
      setStarting(false);
    }
  }

  async function cancel() {
    if (!job) return;
    setCancelling(true);
    try {
      setJob(await cancelWhatIf(job.id));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The run could not be cancelled');
    } finally {
      setCancelling(false);
    }
  }

  return (
    <div className="policy-what-if">
      {forceOpen ? (
        <h4 className="policy-what-if__heading">
          <Icon icon="history" /> Test on past traffic
        </h4>
      ) : (
        <PanelToggle icon="history" text="Test on past traffic" open={open} controls={`${id}-panel`} onToggle={() => setOpened(!open)} />
      )}
      <Collapse isOpen={open} keepChildrenMounted>
        <div id={`${id}-panel`} className="policy-what-if__panel" role="region" aria-label="Test on past traffic">
          <p className="policy-what-if__intro">
            See what this policy, as it stands in the form, would have done to the conversations already stored. They are judged on the server; only
            counts and redacted samples are shown.
          </p>
          <div className="policy-what-if__controls">
            <FormGroup label="Range" labelFor={`${id}-days`} inline>
              <HTMLSelect id={`${id}-days`} value={days} disabled={running} options={RANGES} onChange={(e) => setDays(Number(e.target.value))} />
            </FormGroup>
            <Button ref={runRef} type="button" icon="play" text="Run on past traffic" loading={starting} disabled={running} onClick={() => void run()} />
          </div>
          <div aria-live="polite" className="policy-what-if__result" ref={resultRef}>
            {error && (
              <Callout intent="danger" icon="error" compact>
                {error}
              </Callout>
            )}
            {job && running && (
              <div className="policy-what-if__progress">
                <ProgressBar
                  value={job.total > 0 ? job.scanned / job.total : 0}
                  intent="primary"
                  aria-label={`Judged ${job.scanned} of ${job.total} conversations`}
                />
                <span data-testid="what-if-progress">
                  Judged {count(job.scanned)} of {count(job.total)} conversations…
                </span>
                <Button ref={cancelRef} type="button" icon="stop" text="Cancel" loading={cancelling} onClick={() => void cancel()} />
              </div>
            )}
            {job && !running && (
              <>
                {tried !== current && <p className="policy-test__stale">The policy or the range changed since this run: run it again.</p>}
                <WhatIfResult job={job} />
              </>
            )}
          </div>
        </div>
      </Collapse>
    </div>
  );
}

function WhatIfResult({ job }: { job: PolicyWhatIfJob }) {
  const range = job.days === 1 ? 'the last 24 hours' : `the last ${job.days} days`;
  if (job.state === 'failed') {
    return (
      <Callout intent="danger" icon="error" compact>
        {job.error ?? 'The run failed'}
      </Callout>
    );
  }
  if (job.scanned === 0 && job.state === 'done') {
    return <NonIdealState icon="history" title="No traffic in this range" description={`No conversations were stored in ${range}. Try a longer range.`} />;
  }
  const { totals } = job;
  const maxDay = Math.max(1, ...job.byDay.map((d) => d.matched));
  return (
    <div className="policy-what-if__summary" data-testid="what-if-result">
      {job.state === 'cancelled' && (
        <Callout intent="warning" icon="stop" compact>
          Cancelled after {count(job.scanned)} of {count(job.total)} conversations: the counts cover those only.
        </Callout>
      )}
      <p className="policy-what-if__headline">
        <Tag intent={ACTION_INTENT[job.action]} large>
          {count(totals.matched)}
        </Tag>
        <span data-testid="what-if-headline">
          of {plural(job.scanned, 'conversation', 'conversations')} in {range} would have been {WOULD[job.action]}
          {job.users > 0 && `, from ${plural(job.users, 'user', 'users')}`}.
        </span>
      </p>
      {job.judgedOnRedacted > 0 && (
        <Callout intent="primary" icon="info-sign" compact>
          {plural(job.judgedOnRedacted, 'conversation was', 'conversations were')} judged on the redacted text: their originals were not kept
          (Settings › Security › Encryption at rest was off when they were stored), so what the redaction hid could not be found again.
        </Callout>
      )}
      {totals.matched > 0 && (
        <div className="policy-what-if__tables">
          <HTMLTable compact className="policy-what-if__days" aria-label="By day">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">{WOULD_TAG[job.action]}</th>
              </tr>
            </thead>
            <tbody>
              {job.byDay.map((d) => (
                <tr key={d.day}>
                  <td>{shortDay(d.day)}</td>
                  <td>
                    <span className="policy-what-if__day-count">
                      <span className="policy-what-if__bar" style={{ width: `${(d.matched / maxDay) * 6}rem` }} aria-hidden="true" />
                      {count(d.matched)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <HTMLTable compact className="policy-what-if__users" aria-label="Top users">
            <thead>
              <tr>
                <th scope="col">Top users</th>
                <th scope="col">{WOULD_TAG[job.action]}</th>
              </tr>
            </thead>
            <tbody>
              {job.topUsers.map((u) => (
                <tr key={u.user}>
                  <td>{u.user}</td>
                  <td>{count(u.matched)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {job.samples.length > 0 && (
        <>
          <h4 className="policy-what-if__samples-heading">
            {job.samples.length === totals.matched ? 'The conversations, redacted' : `${job.samples.length} of them, redacted`}
          </h4>
          <ul className="policy-what-if__samples" data-testid="what-if-samples">
            {job.samples.map((s) => (
              <li key={s.logId}>
                <div className="policy-what-if__sample-meta">
                  {when(s.timestamp)} · {s.user}
                </div>
                <pre className="policy-what-if__sample-text">{s.inputRedacted}</pre>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
