import { proxy, useSnapshot } from 'valtio';
import { AUDIT_API, type AuditEntry } from '@gsg/shared';
import { api, loadAgainOnServerReturn } from '../api/client.ts';
import { saveDownload } from '../api/save-download.ts';
import { errorMessageOf } from './list-resource.ts';
import { latestRequests } from './list-loader.ts';
import { showError, showToast } from './toasts.ts';

export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

const PAGE_SIZE = 50;

/** The Audit Log screen: the trail newest first, filtered, a page more at a time. */
export const auditState = proxy({
  filters: { actor: '', action: '', target: '', from: '', to: '' } as AuditFilters,
  items: [] as AuditEntry[],
  nextBefore: null as number | null,
  loading: false,
  loaded: false,
  error: null as string | null,
  exporting: false,
});
export const useAudit = () => useSnapshot(auditState);

const queryOf = (f: AuditFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as Record<string, string>;
const requests = latestRequests();

/** The first page for the filters as they are; `more` adds the next older page instead. */
export async function loadAudit(more = false): Promise<void> {
  const isLatest = requests.start();
  auditState.loading = true;
  try {
    const query = { ...queryOf(auditState.filters), limit: String(PAGE_SIZE), ...(more && auditState.nextBefore ? { before: String(auditState.nextBefore) } : {}) };
    const page = await api.call(AUDIT_API.page, { query });
    if (!isLatest()) return;
    auditState.items = more ? [...auditState.items, ...page.items] : page.items;
    auditState.nextBefore = page.nextBefore;
    auditState.loaded = true;
    auditState.error = null;
  } catch (err) {
    if (!isLatest() || loadAgainOnServerReturn(err, () => loadAudit(more))) return;
    auditState.error = errorMessageOf(err);
  } finally {
    if (isLatest()) auditState.loading = false;
  }
}

export function setAuditFilter(key: keyof AuditFilters, value: string): void {
  auditState.filters[key] = value;
  void loadAudit();
}

export async function exportAudit(): Promise<void> {
  auditState.exporting = true;
  try {
    saveDownload(await api.download('/audit/export', { query: queryOf(auditState.filters) }), 'audit-log.csv');
    showToast('Export complete', 'The audit entries matching the filters were exported to CSV');
  } catch (err) {
    showError(errorMessageOf(err));
  } finally {
    auditState.exporting = false;
  }
}
