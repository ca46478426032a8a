import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch, TextArea, type Intent } from '@blueprintjs/core';
import type { Snapshot } from 'valtio';
import { DETECTOR_MODELS, POLICY_ACTIONS, POLICY_MODES, POLICY_RULE_TYPES, RULE_KINDS, SENSITIVITIES, SEVERITIES, type Policy } from '@gsg/shared';
import { savePolicy, type SaveFailure } from '../../state/policies.ts';
import { ACTION_LABELS, DETECTOR_LABELS, MODE_LABELS, REDACT_HELP, RULE_KIND_LABELS, SENSITIVITY_LABELS, SEVERITY_LABELS } from './labels.ts';
import { PolicyTestPanel } from './PolicyTestPanel.tsx';
import { PolicyWhatIfPanel } from './PolicyWhatIfPanel.tsx';
import { PolicyExceptionsList } from './PolicyExceptions.tsx';
import { draftOf, inputOf, testInputOf, type PolicyDraft } from './policy-form.ts';

const options = <T extends string>(values: readonly T[], label: (v: T) => string) => values.map((value) => ({ value, label: label(value) }));
const RULE_TYPE_OPTIONS = options(POLICY_RULE_TYPES, (v) => v);
const SEVERITY_OPTIONS = options(SEVERITIES, (v) => SEVERITY_LABELS[v]);
const ACTION_OPTIONS = options(POLICY_ACTIONS, (v) => ACTION_LABELS[v]);
const RULE_KIND_OPTIONS = options(RULE_KINDS, (v) => RULE_KIND_LABELS[v]);
const DETECTOR_OPTIONS = options(DETECTOR_MODELS, (v) => DETECTOR_LABELS[v]);
const SENSITIVITY_OPTIONS = options(SENSITIVITIES, (v) => SENSITIVITY_LABELS[v]);
const MODE_OPTIONS = options(POLICY_MODES, (v) => MODE_LABELS[v]);

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

function SelectField<T extends string>({ id, label, options, value, onChange }: SelectFieldProps<T>) {
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect id={id} fill options={options} value={value} onChange={(e) => onChange(e.target.value as T)} />
    </FormGroup>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's verdict on this field after a refused save. */
  intent: Intent;
  placeholder: string;
  helperText?: string;
  maxLength?: number;
  autoFocus?: boolean;
  className?: string;
}

/** A required one-line field: the browser stops an empty one (spec), the server judges the rest. */
function TextField({ id, label, value, onChange, intent, placeholder, helperText, maxLength, autoFocus, className }: TextFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} labelInfo="*" helperText={helperText} intent={intent}>
      <InputGroup
        id={id}
        className={className}
        required
        autoFocus={autoFocus}
        maxLength={maxLength}
        value={value}
        placeholder={placeholder}
        intent={intent}
        onValueChange={onChange}
      />
    </FormGroup>
  );
}

interface PolicyDialogProps {
  /** The policy being edited; null to add one. */
  policy: Snapshot<Policy> | null;
  onClose: () => void;
}

/**
 * Add or edit a policy (spec section 5). Required fields are checked by the browser; the server checks
 * the rest (a regex must run on RE2), and its refusal is shown here with the user's input kept.
 */
export function PolicyDialog({ policy, onClose }: PolicyDialogProps) {
  const [draft, setDraft] = useState<PolicyDraft>(() => draftOf(policy));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const set = <K extends keyof PolicyDraft>(key: K, value: PolicyDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  /** The server's field-level verdict on one field, if it named it. */
  const fieldIntent = (path: string): Intent => (failure?.fields.some((f) => f.startsWith(path)) ? 'danger' : 'none');
  /** A monitored policy being switched to enforce: the moment to try it on past traffic. */
  const goingLive = policy?.mode === 'monitor' && draft.mode === 'enforce';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    const refused = await savePolicy(policy?.id ?? null, inputOf(draft));
    setSaving(false);
    if (refused) setFailure(refused);
    else onClose();
  }

  return (
    <Dialog isOpen onClose={onClose} title={policy ? 'Edit Policy' : 'Add Policy'} icon="shield" className="policy-dialog">
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          {failure && (
            <Callout intent="danger" icon="error" className="policy-dialog__failure" role="alert">
              {failure.message}
            </Callout>
          )}
          <TextField
            id="policy-name"
            label="Policy Name"
            autoFocus
            maxLength={200}
            value={draft.name}
            placeholder="e.g. Customer Data Protection"
            intent={fieldIntent('body.name')}
            onChange={(v) => set('name', v)}
          />
          <FormGroup label="Description" labelFor="policy-description" labelInfo="*" intent={fieldIntent('body.description')}>
            <TextArea
              id="policy-description"
              required
              fill
              rows={2}
              maxLength={2000}
              value={draft.description}
              placeholder="What this policy protects and why"
              intent={fieldIntent('body.description')}
              onChange={(e) => set('description', e.target.value)}
            />
          </FormGroup>
          <div className="policy-dialog__row">
            <SelectField id="policy-rule-type" label="Type" options={RULE_TYPE_OPTIONS} value={draft.ruleType} onChange={(v) => set('ruleType', v)} />
            <SelectField id="policy-severity" label="Severity" options={SEVERITY_OPTIONS} value={draft.severity} onChange={(v) => set('severity', v)} />
            <SelectField id="policy-action" label="Action" options={ACTION_OPTIONS} value={draft.action} onChange={(v) => set('action', v)} />
          </div>
          {draft.action === 'redact' && <p className="policy-dialog__action-help">{REDACT_HELP}</p>}
          <SelectField id="policy-mode" label="Mode" options={MODE_OPTIONS} value={draft.mode} onChange={(v) => set('mode', v)} />
          {goingLive && (
            <Callout intent="primary" icon="history" compact className="policy-dialog__going-live">
              This policy will start to act on what it matches. Test on past traffic below shows what it would have done.
            </Callout>
          )}
          <SelectField id="policy-rule-kind" label="Rule Configuration" options={RULE_KIND_OPTIONS} value={draft.ruleKind} onChange={(v) => set('ruleKind', v)} />
          {draft.ruleKind === 'keyword' && (
            <TextField
              id="policy-keywords"
              label="Keywords"
              helperText="Separate keywords with commas"
              value={draft.keywords}
              placeholder="e.g. merger, acquisition, layoff"
              intent={fieldIntent('body.rules.keywords')}
              onChange={(v) => set('keywords', v)}
            />
          )}
          {draft.ruleKind === 'regex' && (
            <TextField
              id="policy-pattern"
              label="Regex Pattern"
              className="policy-dialog__pattern"
              helperText="Runs on a linear-time engine (RE2): no backreferences or lookarounds"
              maxLength={2000}
              value={draft.pattern}
              placeholder="e.g. \b\d{3}-\d{2}-\d{4}\b"
              intent={fieldIntent('body.rules.pattern')}
              onChange={(v) => set('pattern', v)}
            />
          )}
          {draft.ruleKind === 'detector' && (
            <>
              <SelectField id="policy-detector" label="Detector Model" options={DETECTOR_OPTIONS} value={draft.detectorModel} onChange={(v) => set('detectorModel', v)} />
              <SelectField id="policy-sensitivity" label="Sensitivity" options={SENSITIVITY_OPTIONS} value={draft.sensitivity} onChange={(v) => set('sensitivity', v)} />
            </>
          )}
          <Switch role="switch" label="Enabled" checked={draft.isEnabled} onChange={(e) => set('isEnabled', e.currentTarget.checked)} />
          <PolicyTestPanel draft={draft} />
          <PolicyWhatIfPanel policy={testInputOf(draft)} policyId={policy?.id ?? null} forceOpen={goingLive} />
          {policy && <PolicyExceptionsList policyId={policy.id} policyName={policy.name} />}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" loading={saving} text={policy ? 'Update Policy' : 'Create Policy'} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
