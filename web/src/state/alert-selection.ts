import { ALERTS_API, ERRORS, SUCCESS, alertsUpdatedDetail, type AlertBulkResult, type AlertDisposition } from '@gsg/shared';
import { ApiError, api } from '../api/client.ts';
import { alertListState, loadAlerts, replaceEverywhere } from './alert-list.ts';
import { showError, showToast } from './toasts.ts';

/** The change the bulk bar applies to every ticked alert; the server judges each on its own. */
export type BulkChange = { status: 'investigating' | 'resolved' } | { assignee: string | null } | { disposition: AlertDisposition };

export function toggleSelected(id: string): void {
  const ids = alertListState.selectedIds;
  alertListState.selectedIds = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The heading's box: every row of the page, or none when all were ticked. */
export function toggleWholePage(): void {
  const onPage = alertListState.items.map((a) => a.id);
  const all = onPage.length > 0 && onPage.every((id) => alertListState.selectedIds.includes(id));
  alertListState.selectedIds = all ? [] : onPage;
}

export function clearSelection(): void {
  alertListState.selectedIds = [];
}

/**
 * Applies one change to the ticked alerts in one request. Those changed are shown at once; those the
 * rules refused (an alert already resolved, say) stay ticked, and the toast says how many and why.
 */
export async function applyToSelected(change: BulkChange): Promise<void> {
  const ids = [...alertListState.selectedIds];
  if (ids.length === 0 || alertListState.bulkBusy) return;
  let answer: AlertBulkResult;
  alertListState.bulkBusy = true;
  try {
    answer = await api.call(ALERTS_API.bulk, { body: { ids, ...change } });
  } catch (err) {
    showError(err instanceof ApiError ? err.message : ERRORS.updateAlertStatus);
    void loadAlerts();
    return;
  } finally {
    alertListState.bulkBusy = false;
  }
  const changed = answer.results.flatMap((r) => (r.ok && r.alert ? [r.alert] : []));
  for (const alert of changed) replaceEverywhere(alert);
  const refused = answer.results.filter((r) => !r.ok);
  alertListState.selectedIds = refused.map((r) => r.id);
  const detail = alertsUpdatedDetail(changed.length, ids.length);
  if (refused.length === 0) showToast(SUCCESS.alertsUpdated, detail);
  else showError(`${detail}. ${refused[0]!.message ?? ERRORS.updateAlertStatus}`);
}
