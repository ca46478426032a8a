import { useEffect, useState } from 'react';
import { Alert, Spinner } from '@blueprintjs/core';
import type { Snapshot } from 'valtio';
import type { Policy } from '@gsg/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import { applyPolicyChanges, deletePolicy, loadPolicies, loadPrecision, usePolicies } from '../../state/policies.ts';
import type { ScreenProps } from '../screens.ts';
import { PoliciesTable } from './PoliciesTable.tsx';
import { PolicyCards } from './PolicyCards.tsx';
import { PolicyDialog } from './PolicyDialog.tsx';
import { PolicyExceptionsDialog } from './PolicyExceptions.tsx';
import { EnforcePolicyDialog } from './EnforcePolicyDialog.tsx';
import './guardrails.css';
import { GatedButton } from '../../components/GatedButton.tsx';

/** What the Add/Edit dialog is open on: a new policy, or one of the list's. */
type Editing = { policy: Snapshot<Policy> | null };

/** Policy Guardrails (/guardrails): summary cards, the filterable policy table, add, edit and delete. */
export default function GuardrailsScene({ title, subtitle }: ScreenProps) {
  const { loading, items, filters, precision } = usePolicies();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [excepting, setExcepting] = useState<Snapshot<Policy> | null>(null);
  const [enforcing, setEnforcing] = useState<Snapshot<Policy> | null>(null);
  // The policy stays named while the confirmation closes, so the dialog does not go blank as it fades.
  const [deleting, setDeleting] = useState<{ policy: Snapshot<Policy>; open: boolean } | null>(null);
  const closeDelete = () => setDeleting((d) => d && { ...d, open: false });

  useEffect(() => {
    void loadPolicies();
  }, []);
  // Another console's change shows here as it happens.
  useLiveTopic('policies', applyPolicyChanges, loadPolicies);
  // A disposition given anywhere moves the precision column.
  useLiveTopic('alerts', (events) => events.some((e) => e.type === 'alert.triaged') && void loadPrecision(), loadPrecision);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<GatedButton permission="policies.manage" intent="primary" icon="plus" text="Add Policy" onClick={() => setEditing({ policy: null })} />}
      />
      {loading ? (
        <Spinner aria-label="Loading policies" />
      ) : (
        <>
          <PolicyCards items={items} filters={filters} />
          <PoliciesTable items={items} filters={filters} precision={precision} onEdit={(policy) => setEditing({ policy })} onExceptions={setExcepting} onEnforce={setEnforcing} onDelete={(policy) => setDeleting({ policy, open: true })} />
        </>
      )}
      {editing && <PolicyDialog policy={editing.policy} onClose={() => setEditing(null)} />}
      {excepting && <PolicyExceptionsDialog policy={excepting} onClose={() => setExcepting(null)} />}
      {enforcing && <EnforcePolicyDialog policy={enforcing} onClose={() => setEnforcing(null)} />}
      <Alert
        isOpen={deleting?.open ?? false}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        onCancel={closeDelete}
        onConfirm={() => {
          if (deleting) void deletePolicy(deleting.policy.id);
          closeDelete();
        }}
      >
        <p>
          Delete the policy <strong>{deleting?.policy.name}</strong>? Conversations will no longer be checked against it. This cannot be undone.
        </p>
      </Alert>
    </>
  );
}
