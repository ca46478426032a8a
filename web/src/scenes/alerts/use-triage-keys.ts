import { useMemo } from 'react';
import { useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { NEXT_MOVE, alertInHand, moveAlert, moveFocus, openAlert, triageAlert } from '../../state/alert-list.ts';
import { toggleSelected } from '../../state/alert-selection.ts';
import { authState } from '../../state/auth.ts';
import { usePermission } from '../../state/permissions.ts';

const GROUP = 'Alerts';

/** Acts on the alert in hand (the dialog's, else the focused row's) when there is one. */
const onAlert = (act: (alert: NonNullable<ReturnType<typeof alertInHand>>) => void) => () => {
  const alert = alertInHand();
  if (alert) act(alert);
};

/**
 * Keyboard triage on Security Alerts, in Blueprint's hotkeys (so '?' lists them): j and k move through
 * the page, o opens the alert, x ticks it for a bulk change, i investigates it, r resolves it and a assigns
 * it to me. The moves follow
 * the transition rules (the next step only) and need the triage permission, as the buttons do.
 */
export function useTriageKeys() {
  const triage = usePermission('alerts.triage').allowed;
  const keys = useMemo<HotkeyConfig[]>(
    () => [
      { combo: 'j', label: 'Next alert', global: true, group: GROUP, onKeyDown: () => moveFocus(1) },
      { combo: 'k', label: 'Previous alert', global: true, group: GROUP, onKeyDown: () => moveFocus(-1) },
      { combo: 'o', label: 'Open the alert', global: true, group: GROUP, onKeyDown: onAlert((alert) => openAlert(alert)) },
      {
        combo: 'x',
        label: 'Select for a bulk change',
        global: true,
        group: GROUP,
        disabled: !triage,
        onKeyDown: onAlert((alert) => toggleSelected(alert.id)),
      },
      {
        combo: 'i',
        label: 'Mark as Investigating',
        global: true,
        group: GROUP,
        disabled: !triage,
        onKeyDown: onAlert((alert) => NEXT_MOVE[alert.status] === 'investigating' && void moveAlert(alert.id, 'investigating')),
      },
      {
        combo: 'r',
        label: 'Mark as Resolved',
        global: true,
        group: GROUP,
        disabled: !triage,
        onKeyDown: onAlert((alert) => NEXT_MOVE[alert.status] === 'resolved' && void moveAlert(alert.id, 'resolved')),
      },
      {
        combo: 'a',
        label: 'Assign to me',
        global: true,
        group: GROUP,
        disabled: !triage,
        onKeyDown: onAlert((alert) => {
          const me = authState.me?.username;
          if (me && alert.assignee !== me) void triageAlert(alert.id, { assignee: me });
        }),
      },
    ],
    [triage],
  );
  useHotkeys(keys);
}
