import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import type { PolicyException, PolicyExceptionKind } from '@gsg/shared';
import { GatedButton } from '../../components/GatedButton.tsx';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import { loadPolicyExceptions, removePolicyException } from '../../state/policy-exceptions.ts';

export const EXCEPTION_KIND_LABELS: Record<PolicyExceptionKind, string> = {
  value: 'Value',
  term: 'Term',
  person: 'Person',
};

/**
 * A policy's exceptions (what false positives taught it to leave alone), each with Remove behind a
 * confirmation. Values show in their redacted form: the server never keeps them as typed.
 */
export function PolicyExceptionsList({ policyId, policyName }: { policyId: string; policyName: string }) {
  const [items, setItems] = useState<PolicyException[] | null>(null);
  const [removing, setRemoving] = useState<{ exception: PolicyException; open: boolean } | null>(null);
  const close = () => setRemoving((r) => r && { ...r, open: false });

  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    void loadPolicyExceptions(policyId).then((found) => live && setItems(found ?? []));
    return () => {
      live = false;
    };
  }, [policyId, generation]);

  // Another console (or this one) added or removed an exception of this policy: the list follows.
  useLiveTopic(
    'policies',
    (events) => {
      for (const { type, data } of events) {
        if (type !== 'policy.exceptions.changed' || data.policyId !== policyId) continue;
        setItems((list) => {
          if (list === null) return list;
          const without = list.filter((e) => e.id !== data.exception.id);
          return data.change === 'added' ? [...without, data.exception] : without;
        });
      }
    },
    () => setGeneration((g) => g + 1),
  );

  const remove = async (exception: PolicyException) => {
    if (await removePolicyException(policyId, exception.id)) setItems((list) => list?.filter((e) => e.id !== exception.id) ?? null);
  };

  return (
    <section className="policy-exceptions" aria-label={`Exceptions of ${policyName}`}>
      <h4 className="policy-exceptions__heading">Exceptions</h4>
      {items === null ? (
        <Spinner size={20} aria-label="Loading exceptions" />
      ) : items.length === 0 ? (
        <NonIdealState className="policy-exceptions__empty" description="No exceptions. An analyst adds one from an alert marked false positive." />
      ) : (
        <HTMLTable compact className="policy-exceptions__table">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Excluded</th>
              <th scope="col">Reason</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span className="policies-table__sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id} data-exception-id={e.id}>
                <td>{EXCEPTION_KIND_LABELS[e.kind]}</td>
                <td className="policy-exceptions__value">{e.display}</td>
                <td className="policy-exceptions__reason">{e.reason ?? '—'}</td>
                <td className="policy-exceptions__added">
                  {format(parseISO(e.createdAt), 'MMM d, yyyy')} by {e.createdBy}
                </td>
                <td>
                  <GatedButton
                    permission="policies.except"
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    text="Remove"
                    aria-label={`Remove exception ${e.display}`}
                    onClick={() => setRemoving({ exception: e, open: true })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Alert
        isOpen={removing?.open ?? false}
        intent="danger"
        icon="trash"
        confirmButtonText="Remove"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        onCancel={close}
        onConfirm={() => {
          if (removing) void remove(removing.exception);
          close();
        }}
      >
        <p>
          Remove the exception <strong>{removing?.exception.display}</strong> from <strong>{policyName}</strong>? The policy acts on it again from the
          next conversation.
        </p>
      </Alert>
    </section>
  );
}

/** The exceptions on their own, from the policy's row menu: for those who may not edit the policy itself. */
export function PolicyExceptionsDialog({ policy, onClose }: { policy: { id: string; name: string }; onClose: () => void }) {
  return (
    <Dialog isOpen onClose={onClose} title={`Exceptions: ${policy.name}`} icon="filter-remove" className="policy-exceptions-dialog">
      <DialogBody>
        <PolicyExceptionsList policyId={policy.id} policyName={policy.name} />
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
