import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import type { Snapshot } from 'valtio';
import { POLICIES_API, type Alert, type Policy, type PolicyExceptionKind } from '@gsg/shared';
import { api } from '../../api/client.ts';
import { createPolicyException } from '../../state/policy-exceptions.ts';

interface AlertPolicy {
  id: string;
  name: string;
  /** A keyword policy's keywords, the terms it can be told to ignore; null for other rules. */
  keywords: readonly string[] | null;
}

/** The policies an alert names, by id, with their names as the alert gives them until the list is read. */
function alertPolicies(alert: Snapshot<Alert>, known: readonly Policy[]): AlertPolicy[] {
  const names = alert.policyTriggered.split(', ');
  return alert.policyId
    .split(',')
    .filter((id) => id !== '')
    .map((id, i) => {
      const policy = known.find((p) => p.id === id);
      return { id, name: policy?.name ?? names[i] ?? id, keywords: policy?.rules.type === 'keyword' ? policy.rules.keywords : null };
    });
}

/**
 * From an alert judged a false positive: tell one of its policies to leave something alone from now on —
 * a value it found, one of its keywords, or the person. The value is sent once and kept only in a form
 * that can be matched, never as typed.
 */
export function CreateExceptionDialog({ alert, onClose }: { alert: Snapshot<Alert>; onClose: () => void }) {
  const [known, setKnown] = useState<Policy[]>([]);
  const policies = alertPolicies(alert, known);
  const [policyId, setPolicyId] = useState(policies[0]?.id ?? '');
  const [chosenKind, setKind] = useState<PolicyExceptionKind>('value');
  const [value, setValue] = useState('');
  const [chosenTerm, setTerm] = useState('');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const policy = policies.find((p) => p.id === policyId) ?? policies[0];
  const keywords = policy?.keywords ?? null;
  // A term belongs to the chosen policy: its first keyword unless another of its own is chosen, and no
  // Term at all for a policy without keywords.
  const kind: PolicyExceptionKind = chosenKind === 'term' && !keywords ? 'value' : chosenKind;
  const term = keywords?.includes(chosenTerm) ? chosenTerm : (keywords?.[0] ?? '');

  useEffect(() => {
    void api.call(POLICIES_API.list).then(
      ({ items }) => setKnown(items),
      () => setKnown([]),
    );
  }, []);

  const excluded = kind === 'value' ? value : kind === 'term' ? term : alert.userId;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!policy) return;
    setSaving(true);
    setFailure(null);
    const refused = await createPolicyException(policy.id, { kind, value: excluded, reason: reason.trim() || undefined, alertId: alert.id });
    setSaving(false);
    if (refused) setFailure(refused);
    else onClose();
  }

  return (
    <Dialog isOpen onClose={onClose} title="Create exception" icon="filter-remove" className="create-exception-dialog">
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          {failure && (
            <Callout intent="danger" icon="error" role="alert" className="create-exception-dialog__failure">
              {failure}
            </Callout>
          )}
          <p className="create-exception-dialog__intro">
            The policy will leave what you exclude alone from the next conversation on. Other policies still act on it.
          </p>
          <FormGroup label="Policy" labelFor="exception-policy">
            <HTMLSelect id="exception-policy" fill value={policy?.id ?? ''} onChange={(e) => setPolicyId(e.target.value)} options={policies.map((p) => ({ value: p.id, label: p.name }))} />
          </FormGroup>
          <RadioGroup label="Exclude" name="exception-kind" selectedValue={kind} onChange={(e) => setKind(e.currentTarget.value as PolicyExceptionKind)}>
            <Radio value="value" label="A value it found (e.g. an e-mail address or card number)" />
            <Radio value="term" label="One of its keywords" disabled={!keywords} title={keywords ? undefined : 'Only a keyword policy has terms to exclude'} />
            <Radio value="person" label={`The person: ${alert.user}`} />
          </RadioGroup>
          {kind === 'value' && (
            <FormGroup
              label="Value"
              labelFor="exception-value"
              labelInfo="*"
              helperText="Exactly as the policy matched it (Reveal Original on the conversation shows it); case and spacing do not matter. It is kept only in a form that can be matched, and shown redacted."
            >
              <InputGroup id="exception-value" required maxLength={500} value={value} onValueChange={setValue} autoComplete="off" />
            </FormGroup>
          )}
          {kind === 'term' && keywords && (
            <FormGroup label="Keyword" labelFor="exception-term">
              <HTMLSelect id="exception-term" fill value={term} onChange={(e) => setTerm(e.target.value)} options={[...keywords]} />
            </FormGroup>
          )}
          <FormGroup label="Reason" labelFor="exception-reason" labelInfo="(optional)">
            <TextArea id="exception-reason" fill rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" loading={saving} disabled={!policy || excluded.trim() === ''} text="Create exception" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
