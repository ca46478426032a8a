import { useEffect, useId, useRef, useState } from 'react';
import { Button, Callout, Collapse, FormGroup, HTMLTable, Tag, TextArea } from '@blueprintjs/core';
import type { GuardEvaluateResponse } from '@gsg/shared';
import { ApiError } from '../../api/client.ts';
import { testPolicy } from '../../state/policies.ts';
import { VERDICT_INTENT, VERDICT_LABELS } from './labels.ts';
import { testInputOf, type PolicyDraft } from './policy-form.ts';
import { useKeepInView } from '../../hooks/use-keep-in-view.ts';
import { PanelToggle } from './PanelToggle.tsx';

const percent = (score: number) => `${Math.round(score * 100)}%`;

/**
 * Beyond the spec: tries the policy as it stands in the form, saved or not, on pasted text through a
 * dry run of the guard API. Findings are shown by position and the text only redacted, as everywhere
 * else in the console.
 */
export function PolicyTestPanel({ draft }: { draft: PolicyDraft }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ tested: string; result: GuardEvaluateResponse } | { tested: string; error: string } | null>(null);
  const policy = testInputOf(draft);
  const current = JSON.stringify([policy, text]);
  const resultRef = useRef<HTMLDivElement>(null);

  const runRef = useRef<HTMLButtonElement>(null);

  // The result lands below the fold of the dialog's scrolling body: it is brought into view. The Run
  // button was disabled while it ran, which drops the keyboard focus: give it back, so the person can run
  // again or tab on from there.
  useKeepInView(resultRef, outcome);
  useEffect(() => {
    if (outcome && document.activeElement === document.body) runRef.current?.focus({ preventScroll: true });
  }, [outcome]);

  async function run() {
    setRunning(true);
    try {
      setOutcome({ tested: current, result: await testPolicy(policy, text) });
    } catch (err) {
      setOutcome({ tested: current, error: err instanceof ApiError ? err.message : 'The test could not be run' });
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className="policy-test">
      <PanelToggle icon="lab-test" text="Test policy" open={open} controls={`${id}-panel`} onToggle={() => setOpen(!open)} />
      <Collapse isOpen={open} keepChildrenMounted>
        <div id={`${id}-panel`} className="policy-test__panel">
          <FormGroup
            label="Sample text"
            labelFor={`${id}-text`}
            helperText="Checked against this policy as it stands in the form, saved or not. Nothing is stored."
          >
            <TextArea
              id={`${id}-text`}
              fill
              rows={4}
              value={text}
              placeholder="Paste a prompt to see what this policy finds"
              onChange={(e) => setText(e.target.value)}
            />
          </FormGroup>
          <Button ref={runRef} type="button" icon="play" text="Run Test" loading={running} disabled={text.length === 0} onClick={() => void run()} />
          <div className="policy-test__result" aria-live="polite" ref={resultRef}>
            {outcome && outcome.tested !== current && (
              <p className="policy-test__stale">The policy or the text changed since this test: run it again.</p>
            )}
            {outcome && 'error' in outcome && (
              <Callout intent="danger" icon="error" compact>
                {outcome.error}
              </Callout>
            )}
            {outcome && 'result' in outcome && <TestResult result={outcome.result} />}
          </div>
        </div>
      </Collapse>
    </div>
  );
}

function TestResult({ result }: { result: GuardEvaluateResponse }) {
  const findings = result.findings.input;
  return (
    <>
      <p className="policy-test__verdict">
        <span>Verdict:</span>
        <Tag intent={VERDICT_INTENT[result.status]} data-testid="policy-test-verdict">
          {VERDICT_LABELS[result.status]}
        </Tag>
        <span className="policy-test__count">
          {findings.length === 0 ? 'No findings' : findings.length === 1 ? '1 finding' : `${findings.length} findings`}
        </span>
      </p>
      {result.warning && (
        <Callout intent="warning" compact>
          {result.warning}
        </Callout>
      )}
      {findings.length > 0 && (
        <HTMLTable compact className="policy-test__findings">
          <thead>
            <tr>
              <th scope="col">Entity</th>
              <th scope="col">Characters</th>
              <th scope="col">Found by</th>
              <th scope="col">Confidence</th>
            </tr>
          </thead>
          <tbody>
            {findings.map((f) => (
              <tr key={`${f.start}-${f.end}-${f.entity}`}>
                <td>{f.entity}</td>
                <td>
                  {f.start}–{f.end}
                </td>
                <td>{f.detector}</td>
                <td>{percent(f.score)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <div className="policy-test__redacted-label">Redacted text</div>
      <pre className="policy-test__redacted" data-testid="policy-test-redacted">
        {result.inputRedacted}
      </pre>
    </>
  );
}
