import { Alert } from '@blueprintjs/core';
import type { Endpoint } from '@gsg/shared';

export type RemovalTarget = { kind: 'one'; endpoint: Pick<Endpoint, 'id' | 'hostname'> } | { kind: 'selected'; count: number };

interface Props {
  target: RemovalTarget | null;
  onConfirm(target: RemovalTarget): void;
  onCancel(): void;
}

/** Removal is permanent (spec), so it is confirmed first. */
export function RemoveConfirmation({ target, onConfirm, onCancel }: Props) {
  const what = target?.kind === 'one' ? target.endpoint.hostname : `${target?.count ?? 0} endpoints`;
  return (
    <Alert
      isOpen={target !== null}
      intent="danger"
      icon="trash"
      confirmButtonText="Remove"
      cancelButtonText="Cancel"
      canEscapeKeyCancel
      onConfirm={() => target && onConfirm(target)}
      onCancel={onCancel}
    >
      <p className="remove-confirmation__title">Remove {what}?</p>
      <p>This permanently removes {target?.kind === 'one' ? 'this endpoint' : 'these endpoints'} from the console. It cannot be undone.</p>
    </Alert>
  );
}
