import { proxy, useSnapshot } from 'valtio';
import { BELL_MAX_ALERTS, ERRORS, SUCCESS, type Alert, type AlertPage, type AlertSummary } from '@gsg/shared';
import { api } from '../api/client.ts';
import { showError, showToast } from './toasts.ts';

interface AlertsState {
  /** The newest alerts of every status, as the notification bell lists them. */
  recent: Alert[];
  /** Per-status counts of all alerts; null until the first load. */
  summary: AlertSummary | null;
}

export const alertsState = proxy<AlertsState>({ recent: [], summary: null });

export async function loadRecentAlerts(): Promise<void> {
  try {
    const page = await api.get<AlertPage>('/alerts', { query: { page: 1 } });
    alertsState.recent = page.items.slice(0, BELL_MAX_ALERTS);
    alertsState.summary = page.summary;
  } catch (err) {
    // The spec: the bell only logs a failed load; no toast.
    console.error(ERRORS.loadAlerts, err);
  }
}

/** The bell's dismiss: an open alert goes straight to resolved and stays in the list. */
export async function resolveAlert(id: string): Promise<void> {
  let updated: Alert;
  try {
    updated = await api.patch<Alert>(`/alerts/${encodeURIComponent(id)}`, { status: 'resolved' });
  } catch {
    showError(ERRORS.updateAlertStatus);
    return;
  }
  const before = alertsState.recent.find((a) => a.id === id)?.status;
  alertsState.recent = alertsState.recent.map((a) => (a.id === id ? updated : a));
  const summary = alertsState.summary;
  if (summary && before && before !== updated.status) {
    summary[before] -= 1;
    summary[updated.status] += 1;
  }
  showToast(SUCCESS.alertResolved, SUCCESS.alertResolvedDetail);
}

export const useAlerts = () => useSnapshot(alertsState);
