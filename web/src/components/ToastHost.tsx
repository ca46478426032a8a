import { OverlayToaster, Toast } from '@blueprintjs/core';
import { TOAST_TIMEOUT_MS } from '@gsg/shared';
import { dismissToast, useToasts } from '../state/toasts.ts';

/** Shows the one current toast; it dismisses itself after the spec's timeout. */
export function ToastHost() {
  const { current } = useToasts();
  return (
    <OverlayToaster position="bottom-right" maxToasts={1}>
      {current && (
        <Toast
          key={current.id}
          intent={current.intent}
          icon={current.intent === 'danger' ? 'error' : 'tick-circle'}
          timeout={TOAST_TIMEOUT_MS}
          onDismiss={() => dismissToast(current.id)}
          message={
            <div className="toast" role={current.intent === 'danger' ? 'alert' : 'status'}>
              <strong className="toast__title">{current.title}</strong>
              {current.description && <div className="toast__description">{current.description}</div>}
            </div>
          }
        />
      )}
    </OverlayToaster>
  );
}
