import { proxy, useSnapshot } from 'valtio';
import {
  ALERTS_API,
  BELL_MAX_ALERTS,
  ERRORS,
  SUCCESS,
  type Alert,
  type AlertSummary,
  type KpiDelta,
  type LiveEventOf,
} from '@gsg/shared';
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
    const page = await api.call(ALERTS_API.list, { query: { page: 1 } });
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
    updated = await api.call(ALERTS_API.update, { params: { id }, body: { status: 'resolved' } });
  } catch {
    showError(ERRORS.updateAlertStatus);
    return;
  }
  // The badge follows the server's kpi.delta for this change (see applyOpenAlertsDelta), so it is not
  // counted here a second time.
  alertsState.recent = alertsState.recent.map((a) => (a.id === id ? updated : a));
  showToast(SUCCESS.alertResolved, SUCCESS.alertResolvedDetail);
}

/**
 * Whether this change resolved an alert past its due time: it then leaves the overdue count (the count of
 * alerts still waiting late), though its row stays marked as a breach.
 */
export function resolvedLate(event: LiveEventOf<'alerts'>): boolean {
  if (event.type === 'alert.created' || event.type === 'alert.grown' || event.type === 'alert.triaged') return false;
  const move = event.data.history.at(-1);
  return move?.to === 'resolved' && Date.parse(event.data.dueAt) < Date.parse(move.at);
}

/** Live: new alerts join the top of the bell's list; changed ones are replaced where they are. */
export function applyAlertEvents(events: Array<LiveEventOf<'alerts'>>): void {
  let recent = alertsState.recent;
  const summary = alertsState.summary;
  for (const event of events) if (summary && resolvedLate(event)) summary.overdue = Math.max(0, summary.overdue - 1);
  for (const { type, data } of events) {
    if (recent.some((a) => a.id === data.id)) recent = recent.map((a) => (a.id === data.id ? data : a));
    else if (type === 'alert.created') recent = [data, ...recent];
  }
  alertsState.recent = [...recent].sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, BELL_MAX_ALERTS);
}

/** Live: the badge counts open alerts, which the server's KPI deltas track exactly. */
export function applyOpenAlertsDelta(events: Array<LiveEventOf<'kpi'>>): void {
  const summary = alertsState.summary;
  if (!summary) return;
  const change = events.reduce((sum, { data }: { data: KpiDelta }) => sum + data.openAlerts, 0);
  summary.open = Math.max(0, summary.open + change);
}

export const useAlerts = () => useSnapshot(alertsState);
