import { Component, type ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';

export const SCREEN_FAILED = 'This screen could not be shown.';
export const SCREEN_FAILED_HINT = 'Reload the page to try again. Your other screens are not affected.';

/**
 * A screen that throws while loading or drawing (its code could not be fetched even after a reload, a bug)
 * shows this in its place: the header and sidebar stay, and the user can go elsewhere or reload, instead of
 * facing a white page. Keyed by the screen where it wraps one, so moving to another screen starts afresh.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NonIdealState
        className="screen-failed"
        icon="error"
        title={SCREEN_FAILED}
        description={SCREEN_FAILED_HINT}
        action={<Button intent="primary" icon="refresh" text="Reload" onClick={() => location.reload()} />}
      />
    );
  }
}
