import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { Snapshot } from 'valtio';
import type { Policy } from '@gsg/shared';
import { savePolicy } from '../../state/policies.ts';
import { PolicyWhatIfPanel } from './PolicyWhatIfPanel.tsx';
import { draftOf, inputOf } from './policy-form.ts';

const ACTS: Record<Policy['action'], string> = { block: 'block', flag: 'flag', allow_with_warning: 'warn about', redact: 'redact' };

/**
 * Switching a monitored policy to enforce, from the policy list: the policy starts acting on traffic, so
 * the switch offers the what-if on past traffic first (issue 14 §5) and happens only on confirmation.
 */
export function EnforcePolicyDialog({ policy, onClose }: { policy: Snapshot<Policy>; onClose: () => void }) {
  const [saving, setSaving] = useState(false);
  const input = { ...inputOf(draftOf(policy)), mode: 'enforce' as const };

  async function enforce() {
    setSaving(true);
    const refused = await savePolicy(policy.id, input);
    setSaving(false);
    if (!refused) onClose();
  }

  return (
    <Dialog isOpen onClose={onClose} title="Switch to Enforce" icon="shield" className="enforce-dialog">
      <DialogBody>
        <p>
          <strong>{policy.name}</strong> is monitored: its matches are logged and alerted, never acted on. Enforced, it will {ACTS[policy.action]} every
          conversation it matches from now on.
        </p>
        <PolicyWhatIfPanel policy={input} policyId={policy.id} forceOpen />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" icon="shield" loading={saving} text="Switch to Enforce" onClick={() => void enforce()} />
          </>
        }
      />
    </Dialog>
  );
}
