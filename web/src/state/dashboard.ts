import { latestRequests } from './list-loader.ts';
import { proxy, useSnapshot } from 'valtio';
import {
  DASHBOARD_API,
  DASHBOARD_CHARTS,
  DASHBOARD_CHARTS_STORAGE_KEY,
  ERRORS,
  MAX_DASHBOARD_CHARTS,
  MIN_DASHBOARD_CHARTS,
  SUCCESS,
  dashboardLayoutSchema,
  type Dashboard,
  type DashboardLayout,
  type LiveEventOf,
} from '@gsg/shared';
import { api } from '../api/client.ts';
import { showToast } from './toasts.ts';

interface DashboardState {
  /** True until the current load has settled, successfully or not. */
  loading: boolean;
  /** The last answer of GET /dashboard; null before it and after a failed load (zeros, no charts). */
  data: Dashboard | null;
  /** All ten charts in display order, each with its enabled flag. */
  layout: DashboardLayout;
}

export const defaultLayout = (): DashboardLayout => DASHBOARD_CHARTS.map(({ id, enabled }) => ({ id, enabled }));

export const dashboardState = proxy<DashboardState>({ loading: true, data: null, layout: defaultLayout() });

/**
 * The layout saved in this browser, or the default when none is saved. A value that is not a valid
 * layout is ignored (spec) rather than half-applied. Charts the saved list lacks (saved before a chart
 * existed) are appended switched off, so the user's count of enabled charts stays what they chose.
 */
export function readSavedLayout(): DashboardLayout {
  const raw = localStorage.getItem(DASHBOARD_CHARTS_STORAGE_KEY);
  if (raw === null) return defaultLayout();
  let saved: DashboardLayout;
  try {
    saved = dashboardLayoutSchema.parse(JSON.parse(raw));
  } catch (err) {
    console.error(ERRORS.parseSavedCharts, err);
    return defaultLayout();
  }
  const seen = new Set<string>();
  const layout: DashboardLayout = [];
  for (const entry of saved) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    layout.push(entry);
  }
  for (const { id } of DASHBOARD_CHARTS) if (!seen.has(id)) layout.push({ id, enabled: false });
  return layout;
}

const requests = latestRequests();
let lastFetchAt = 0;

async function fetchDashboard(): Promise<void> {
  const isLatest = requests.start();
  lastFetchAt = Date.now();
  try {
    const data = await api.call(DASHBOARD_API.load);
    if (isLatest()) dashboardState.data = data;
  } catch (err) {
    // The spec: a failed load is only logged; the page shows zeros and no charts. A failed live refresh
    // keeps what is shown, and the next change tries again.
    console.error(ERRORS.loadDashboard, err);
    if (isLatest() && dashboardState.loading) dashboardState.data = null;
  } finally {
    if (isLatest()) dashboardState.loading = false;
  }
}

export async function loadDashboard(): Promise<void> {
  dashboardState.loading = true;
  dashboardState.layout = readSavedLayout();
  await fetchDashboard();
}

/** Reloads the data behind the cards and charts without the loading state: the page stays as it is. */
export const refreshDashboard = fetchDashboard;

// Charts and the violation total cannot be folded from counters, so they are reloaded while events arrive,
// at most this often; the three counter cards follow each delta at once.
const REFRESH_INTERVAL_MS = 10_000;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;

function scheduleRefresh(): void {
  if (refreshTimer) return;
  refreshTimer = setTimeout(
    () => {
      refreshTimer = null;
      void refreshDashboard();
    },
    Math.max(0, lastFetchAt + REFRESH_INTERVAL_MS - Date.now()),
  );
}

/** Stops a refresh still waiting, when nothing shows the dashboard any more. */
export function stopDashboardRefresh(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
}

/**
 * Live: the counter cards add the server's deltas (new logs fall inside the 30-day window), then a
 * refresh follows. A delta that raced a refresh in flight is caught by the refresh scheduled after it.
 */
export function applyKpiDeltas(events: Array<LiveEventOf<'kpi'>>): void {
  const kpis = dashboardState.data?.kpis;
  if (!kpis) return;
  let changed = false;
  for (const { data } of events) {
    kpis.totalQueries += data.queries;
    kpis.blockedQueries += data.blocked;
    kpis.flaggedQueries += data.flagged;
    changed ||= Object.values(data).some((n) => n !== 0);
  }
  if (changed) scheduleRefresh();
}

export const enabledCount = (layout: readonly { enabled: boolean }[]): number => layout.filter((c) => c.enabled).length;

/** Saves a customized layout after the spec's 4..8 check; false (with the spec's toast) when it fails. */
export function saveLayout(layout: DashboardLayout): boolean {
  const count = enabledCount(layout);
  if (count < MIN_DASHBOARD_CHARTS) {
    showToast(ERRORS.minCharts, ERRORS.minChartsDetail, 'danger');
    return false;
  }
  if (count > MAX_DASHBOARD_CHARTS) {
    showToast(ERRORS.maxCharts, ERRORS.maxChartsDetail, 'danger');
    return false;
  }
  localStorage.setItem(DASHBOARD_CHARTS_STORAGE_KEY, JSON.stringify(layout));
  dashboardState.layout = layout.map((entry) => ({ ...entry }));
  showToast(SUCCESS.dashboardCustomized, SUCCESS.dashboardCustomizedDetail);
  return true;
}

export function resetLayout(): void {
  localStorage.removeItem(DASHBOARD_CHARTS_STORAGE_KEY);
  dashboardState.layout = defaultLayout();
  showToast(SUCCESS.dashboardReset, SUCCESS.dashboardResetDetail);
}

export const useDashboard = () => useSnapshot(dashboardState);
