import { proxy, useSnapshot } from 'valtio';
import {
  DETECTIONS_API,
  ERRORS,
  SUCCESS,
  type Detection,
  type DetectionSummary,
  type LiveEventOf,
  type OperatingSystem,
} from '@gsg/shared';
import { api } from '../api/client.ts';
import { saveDownload } from '../api/save-download.ts';
import type { PageSize } from '../components/Pager.tsx';
import { ANY_TIME, inTimeRange, timeRangeBounds, type TimeRange } from '../components/time-range.ts';
import { listLoader, unloadedList, type PagedList } from './list-loader.ts';
import { showError, showToast } from './toasts.ts';

export interface DetectionFilters {
  /** The header text filter: user, hostname, IP address or AI tool. */
  search: string;
  /** Quick Search: any field. */
  q: string;
  /** OS checklist; empty means all. */
  os: OperatingSystem[];
  time: TimeRange;
}

/** The cards count distinct users, hosts and tools of the filtered set. */
interface DetectionsState extends PagedList<Detection, DetectionSummary> {
  filters: DetectionFilters;
  /** Detections that arrived live since the last load, to mark them as new. */
  arrivedIds: string[];
}

const emptyFilters = (): DetectionFilters => ({ search: '', q: '', os: [], time: ANY_TIME });

export const detectionsState = proxy<DetectionsState>({ ...unloadedList(), filters: emptyFilters(), arrivedIds: [] });

function filterQuery(filters: DetectionFilters, now: Date) {
  return {
    search: filters.search || undefined,
    q: filters.q || undefined,
    os: filters.os.length > 0 ? filters.os.join(',') : undefined,
    ...timeRangeBounds(filters.time, now),
  };
}

const pageQuery = () => ({
  ...filterQuery(detectionsState.filters, new Date()),
  page: detectionsState.page,
  pageSize: detectionsState.pageSize,
});

const loader = listLoader(detectionsState, () => api.call(DETECTIONS_API.list, { query: pageQuery() }));

/** Loads the current page; false when it failed (the spec's error toast has been shown). */
export function loadDetections(): Promise<boolean> {
  return loader.load(
    (page) => {
      detectionsState.items = page.items;
      detectionsState.total = page.total;
      detectionsState.summary = page.summary;
      detectionsState.arrivedIds = [];
    },
    () => showError(ERRORS.loadDetections),
  );
}

export async function refreshDetections(): Promise<void> {
  if (await loadDetections()) showToast(SUCCESS.dataRefreshed);
}

/** Changes filters and goes back to the first page, where the newest matches are. */
export function setDetectionFilters(change: Partial<DetectionFilters>): void {
  Object.assign(detectionsState.filters, change);
  detectionsState.page = 1;
  void loadDetections();
}

export function setDetectionsPage(page: number): void {
  detectionsState.page = page;
  void loadDetections();
}

export function setDetectionsPageSize(pageSize: PageSize): void {
  detectionsState.pageSize = pageSize;
  detectionsState.page = 1;
  void loadDetections();
}

export async function exportDetections(): Promise<void> {
  try {
    const file = await api.download('/detections/export', { query: filterQuery(detectionsState.filters, new Date()) });
    saveDownload(file, 'shadow-ai-detections.csv');
    showToast(SUCCESS.exportSuccess, SUCCESS.exportSuccessDetail);
  } catch (err) {
    showError(err instanceof Error ? err.message : String(err));
  }
}

const contains = (value: string, text: string): boolean => value.toLowerCase().includes(text.toLowerCase());

/** The server's filter rules (spec section 5), for detections that arrive live. */
function matchesDetectionFilters(d: Detection, filters: DetectionFilters, now: Date): boolean {
  const header = [d.user, d.hostname, d.ipAddress, d.aiTool];
  if (filters.search && !header.some((v) => contains(v, filters.search))) return false;
  if (filters.q && ![...header, d.os, d.timestamp].some((v) => contains(v, filters.q))) return false;
  if (filters.os.length > 0 && !filters.os.includes(d.os)) return false;
  return inTimeRange(d.timestamp, filters.time, now);
}

// The cards count distinct values of the whole filtered set, which only the server knows.
const refreshCounts = loader.countsRefresher((page) => {
  detectionsState.summary = page.summary;
  detectionsState.total = page.total;
}, ERRORS.loadDetections);

/**
 * Live: detections matching the filters join the first page in time order (a later page keeps its rows,
 * so what someone is reading does not shift), and the count and cards follow.
 */
export function applyDetectionEvents(events: Array<LiveEventOf<'detections'>>): void {
  const now = new Date();
  const known = new Set(detectionsState.items.map((d) => d.id));
  const matching = events
    .flatMap((e) => (e.type === 'detection.created' ? [e.data] : []))
    .filter((d) => !known.has(d.id) && matchesDetectionFilters(d, detectionsState.filters, now));
  if (matching.length === 0) return;
  detectionsState.total += matching.length;
  if (detectionsState.page === 1) {
    detectionsState.items = [...matching, ...detectionsState.items]
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
      .slice(0, detectionsState.pageSize);
    detectionsState.arrivedIds = [...detectionsState.arrivedIds, ...matching.map((d) => d.id)];
  }
  refreshCounts();
}

export const useDetections = () => useSnapshot(detectionsState);
