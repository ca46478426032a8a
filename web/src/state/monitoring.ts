import { latestRequests } from './list-loader.ts';
import { proxy, ref, useSnapshot, type Snapshot } from 'valtio';
import { endOfDay, format, parseISO, startOfDay } from 'date-fns';
import {
  LOGS_API,
  ERRORS,
  LOG_STATUSES,
  SUCCESS,
  contentRevealedDetail,
  logFilterSchema,
  logMatchesFilter,
  type ConversationLog,
  type LiveEventOf,
  type LogFilter,
  type LogStatus,
  type LogSummary,
  type RevealField,
} from '@gsg/shared';
import { ApiError, api } from '../api/client.ts';
import { saveDownload } from '../api/save-download.ts';
import { showError, showToast } from './toasts.ts';

/** The filters '+ Add filter' offers, in its menu's order. */
export const OPTIONAL_FILTERS = [
  { key: 'tool', label: 'Tool' },
  { key: 'policy', label: 'Policy' },
  { key: 'hostname', label: 'Hostname' },
  { key: 'ip', label: 'IP Address' },
] as const;
export type OptionalFilter = (typeof OPTIONAL_FILTERS)[number]['key'];
export type TextFilter = 'user' | OptionalFilter;

/** The table's columns, in order; Edit Columns hides any of them. */
export const LOG_COLUMNS = [
  { id: 'timestamp', name: 'Timestamp' },
  { id: 'user', name: 'User' },
  { id: 'hostname', name: 'Hostname' },
  { id: 'ipAddress', name: 'IP Address' },
  { id: 'tool', name: 'Tool' },
  { id: 'input', name: 'Input' },
  { id: 'output', name: 'Output' },
  { id: 'status', name: 'Status' },
  { id: 'policy', name: 'Policy Triggered' },
] as const;
export type LogColumnId = (typeof LOG_COLUMNS)[number]['id'];

/** What the filters panel shows: dates as the date inputs hold them (yyyy-MM-dd, local days). */
export interface FilterInputs extends Record<TextFilter, string> {
  status: LogStatus[];
  dateFrom: string;
  dateTo: string;
}

type Revealed = Partial<Record<RevealField, string>>;

interface MonitoringState {
  inputs: FilterInputs;
  /** The optional filters the user added, in the order added. */
  added: OptionalFilter[];
  /** The loaded logs, newest first; not proxied (the table only reads them, and they can be 100,000). */
  rows: readonly ConversationLog[];
  /** The keyset cursor of the next page; null once every matching log is loaded. */
  nextCursor: string | null;
  loading: boolean;
  loadingMore: boolean;
  /** The cards: counts of every log matching the filters; null before the first load. */
  summary: LogSummary | null;
  /** Live logs held back because the user had scrolled: the 'N new' control, newest first. */
  pending: readonly ConversationLog[];
  /**
   * Logs that arrived while the table was held but came as a resync rather than as events (a burst): the
   * cards count them and so does 'N new', which then reloads the table instead of inserting.
   */
  missed: number;
  /** Originals revealed on this page, by log id. */
  revealed: Record<string, Revealed>;
  /** The reveal under way (`id:which`), for its button's spinner. */
  revealing: string | null;
  exporting: boolean;
  hiddenColumns: LogColumnId[];
  /** The log the details dialog shows. */
  selected: ConversationLog | null;
  /** Bumped each time the rows are replaced, so the table returns to its top. */
  generation: number;
}

const emptyInputs = (): FilterInputs => ({
  status: [],
  user: '',
  tool: '',
  policy: '',
  hostname: '',
  ip: '',
  dateFrom: '',
  dateTo: '',
});

export const monitoringState = proxy<MonitoringState>({
  inputs: emptyInputs(),
  added: [],
  rows: ref([]),
  nextCursor: null,
  loading: false,
  loadingMore: false,
  summary: null,
  pending: ref([]),
  missed: 0,
  revealed: {},
  revealing: null,
  exporting: false,
  hiddenColumns: [],
  selected: null,
  generation: 0,
});

const FIRST_PAGE = 100;
// Later pages are larger: someone scrolling far is paging through thousands.
const NEXT_PAGE = 500;
export const FILTER_DEBOUNCE_MS = 300;
const COLUMNS_STORAGE_KEY = 'monitoring-columns';

type Query = Record<string, string | undefined>;

// What the loaded rows were read with: later pages, the export and live matching follow it.
let appliedQuery: Query = {};
let appliedFilter: LogFilter = {};
// Ids of every loaded or held-back log, so a live log the page already has is not added twice.
let known = new Set<string>();
// A load started later wins over an earlier one still under way; paging and resyncs join the latest load.
const requests = latestRequests();
let debounce: ReturnType<typeof setTimeout> | undefined;
// Where the table is scrolled to, asked only when live logs arrive (the table registers how to read it).
let readTableScrollTop: () => number = () => 0;

const text = (value: string): string | undefined => value.trim() || undefined;

/** The API query for the panel's filters. Dates are local days: From at its start, To to its end. */
function queryOf(inputs: FilterInputs): Query {
  return {
    status: inputs.status.length > 0 ? inputs.status.join(',') : undefined,
    user: text(inputs.user),
    tool: text(inputs.tool),
    policy: text(inputs.policy),
    hostname: text(inputs.hostname),
    ip: text(inputs.ip),
    from: inputs.dateFrom ? startOfDay(parseISO(inputs.dateFrom)).toISOString() : undefined,
    to: inputs.dateTo ? endOfDay(parseISO(inputs.dateTo)).toISOString() : undefined,
  };
}

/** The statuses a `status` URL parameter names ("blocked" or "blocked,flagged"); none means all. */
export function statusesFromSearch(search: string): LogStatus[] {
  const names = (new URLSearchParams(search).get('status') ?? '').split(',').map((s) => s.trim());
  return LOG_STATUSES.filter((status) => names.includes(status));
}

export async function reloadLogs(): Promise<void> {
  clearTimeout(debounce);
  const isLatest = requests.start();
  const query = queryOf(monitoringState.inputs);
  monitoringState.loading = true;
  monitoringState.loadingMore = false;
  try {
    const [page, summary] = await Promise.all([
      api.call(LOGS_API.list, { query: { ...query, limit: FIRST_PAGE } }),
      api.call(LOGS_API.summary, { query }),
    ]);
    if (!isLatest()) return;
    appliedQuery = query;
    appliedFilter = logFilterSchema.parse(query);
    known = new Set(page.items.map((log) => log.id));
    monitoringState.rows = ref(page.items);
    monitoringState.nextCursor = page.nextCursor;
    monitoringState.summary = summary;
    monitoringState.pending = ref([]);
    monitoringState.missed = 0;
    monitoringState.generation += 1;
  } catch {
    if (isLatest()) showError(ERRORS.loadLogs);
  } finally {
    if (isLatest()) monitoringState.loading = false;
  }
}

/** The next keyset page, when the table nears the end of what is loaded. */
export async function loadMoreLogs(): Promise<void> {
  const cursor = monitoringState.nextCursor;
  if (!cursor || monitoringState.loading || monitoringState.loadingMore) return;
  const isLatest = requests.join();
  monitoringState.loadingMore = true;
  try {
    const page = await api.call(LOGS_API.list, { query: { ...appliedQuery, cursor, limit: NEXT_PAGE } });
    if (!isLatest()) return;
    const fresh = page.items.filter((log) => !known.has(log.id));
    for (const log of fresh) known.add(log.id);
    monitoringState.rows = ref([...monitoringState.rows, ...fresh]);
    monitoringState.nextCursor = page.nextCursor;
  } catch {
    if (!isLatest()) return;
    // Paging stops rather than retrying on every scroll; changing a filter starts again.
    monitoringState.nextCursor = null;
    showError(ERRORS.loadLogs);
  } finally {
    if (isLatest()) monitoringState.loadingMore = false;
  }
}

const sameStatuses = (a: readonly LogStatus[], b: readonly LogStatus[]) => a.join(',') === b.join(',');

function readHiddenColumns(): LogColumnId[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(COLUMNS_STORAGE_KEY) ?? '[]');
    return LOG_COLUMNS.map((c) => c.id).filter((id) => Array.isArray(saved) && saved.includes(id));
  } catch {
    return [];
  }
}

/** A log another screen (an alert's conversations) asked Monitoring to open on its next visit. */
let handedOver: ConversationLog | null = null;

/** Opens the log's details on the next visit to Monitoring: navigate there after calling this. */
export function showLogInMonitoring(log: ConversationLog): void {
  handedOver = log;
}

/** A fresh visit: no filters but the URL's statuses, the saved column choice, and a log handed over, open. */
export function openMonitoring(status: LogStatus[]): void {
  monitoringState.inputs = { ...emptyInputs(), status };
  monitoringState.added = [];
  monitoringState.selected = handedOver;
  handedOver = null;
  monitoringState.revealed = {};
  monitoringState.hiddenColumns = readHiddenColumns();
  void reloadLogs();
}

/** Leaving the page: nothing still under way may land afterwards. */
export function closeMonitoring(): void {
  clearTimeout(debounce);
  requests.cancel();
}

export function setStatusFilter(status: LogStatus[]): void {
  if (sameStatuses(status, monitoringState.inputs.status)) return;
  monitoringState.inputs.status = status;
  void reloadLogs();
}

/** Free text reloads once typing pauses, so a word typed is one query, not one per letter. */
export function setTextFilter(key: TextFilter, value: string): void {
  monitoringState.inputs[key] = value;
  clearTimeout(debounce);
  debounce = setTimeout(() => void reloadLogs(), FILTER_DEBOUNCE_MS);
}

export function setDateFilter(key: 'dateFrom' | 'dateTo', value: string): void {
  monitoringState.inputs[key] = value;
  void reloadLogs();
}

export function addFilter(key: OptionalFilter): void {
  if (!monitoringState.added.includes(key)) monitoringState.added.push(key);
}

export function removeFilter(key: OptionalFilter): void {
  monitoringState.added = monitoringState.added.filter((k) => k !== key);
  if (monitoringState.inputs[key] === '') return;
  monitoringState.inputs[key] = '';
  void reloadLogs();
}

export function clearAllFilters(): void {
  monitoringState.inputs = emptyInputs();
  monitoringState.added = [];
  void reloadLogs();
}

/**
 * The table says how to read its scroll position, so live rows can leave a scrolled table where it is.
 * Returns the function that forgets it.
 */
export function trackTableScroll(read: () => number): () => void {
  readTableScrollTop = read;
  return () => {
    if (readTableScrollTop === read) readTableScrollTop = () => 0;
  };
}

/**
 * Live: new logs matching the filters join the cards at once, and the table's top when the user has
 * neither scrolled nor filtered; otherwise they wait in the 'N new' control so the rows being read stay put.
 */
export function applyLogEvents(events: Array<LiveEventOf<'logs'>>): void {
  const summary = monitoringState.summary;
  if (!summary) return;
  const fresh: ConversationLog[] = [];
  for (const { data } of events) {
    if (known.has(data.id) || !logMatchesFilter(data, appliedFilter)) continue;
    known.add(data.id);
    fresh.unshift(data);
    summary.total += 1;
    summary[data.status] += 1;
  }
  if (fresh.length === 0) return;
  if (!isTableHeld()) monitoringState.rows = ref([...fresh, ...monitoringState.rows]);
  else monitoringState.pending = ref([...fresh, ...monitoringState.pending]);
}

const isFiltered = (): boolean => Object.values(appliedQuery).some((value) => value !== undefined);

/**
 * Whether live logs must wait in 'N new' instead of joining the table: a table the user has scrolled or
 * filtered does not move under them, and once some wait, later ones wait behind them.
 */
const isTableHeld = (): boolean =>
  readTableScrollTop() > 0 || isFiltered() || monitoringState.pending.length > 0 || monitoringState.missed > 0;

/**
 * Live events were missed (a burst, or a reconnect too late to recover). A table that is not held reloads;
 * a held one stays as the user is reading it, and only the cards and the 'N new' count catch up.
 */
export async function resyncLogs(): Promise<void> {
  if (!isTableHeld()) return reloadLogs();
  const isLatest = requests.join();
  try {
    const summary = await api.call(LOGS_API.summary, { query: appliedQuery });
    const shown = monitoringState.summary;
    if (!isLatest() || !shown) return;
    monitoringState.missed += Math.max(0, summary.total - shown.total);
    monitoringState.summary = summary;
  } catch {
    if (isLatest()) showError(ERRORS.loadLogs);
  }
}

/** The 'N new' control: the held-back logs join the top of the table, or it reloads when some were missed. */
export function showPendingLogs(): void {
  if (monitoringState.missed > 0) {
    void reloadLogs();
    return;
  }
  monitoringState.rows = ref([...monitoringState.pending, ...monitoringState.rows]);
  monitoringState.pending = ref([]);
  monitoringState.generation += 1;
}

export function setColumnVisible(id: LogColumnId, visible: boolean): void {
  const hidden = visible ? monitoringState.hiddenColumns.filter((c) => c !== id) : [...monitoringState.hiddenColumns, id];
  // One column always stays, or the table would have nothing to show.
  if (hidden.length >= LOG_COLUMNS.length) return;
  monitoringState.hiddenColumns = hidden;
  localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(hidden));
}

export function openLogDetails(log: Snapshot<ConversationLog>): void {
  // The state copies what it is given into a proxy of its own: the snapshot's readonly marks go with it.
  monitoringState.selected = log as ConversationLog;
}

export function closeLogDetails(): void {
  monitoringState.selected = null;
}

/**
 * Reveal Original: the server decrypts one field and audits it with the reason given; the original
 * replaces the redacted text. True once revealed.
 */
export async function revealContent(id: string, which: RevealField, reason: string): Promise<boolean> {
  monitoringState.revealing = `${id}:${which}`;
  try {
    const { content } = await api.call(LOGS_API.reveal, { params: { id }, body: { which, reason } });
    monitoringState.revealed[id] = { ...monitoringState.revealed[id], [which]: content };
    showToast(SUCCESS.contentRevealed, contentRevealedDetail(which));
    return true;
  } catch (err) {
    // A log whose original was not kept says why; any other failure is the spec's message.
    showError(err instanceof ApiError && err.status === 409 ? err.message : ERRORS.revealContent);
    return false;
  } finally {
    monitoringState.revealing = null;
  }
}

/** Export CSV: the server's export of every log matching the filters as the panel shows them now. */
export async function exportLogs(): Promise<void> {
  monitoringState.exporting = true;
  try {
    const file = await api.download('/logs/export', { query: queryOf(monitoringState.inputs) });
    saveDownload(file, `genai-logs-${format(new Date(), 'yyyy-MM-dd')}.csv`);
    showToast(SUCCESS.logsExported);
  } catch (err) {
    showError(err instanceof ApiError ? err.message : String(err));
  } finally {
    monitoringState.exporting = false;
  }
}

export const useMonitoring = () => useSnapshot(monitoringState);
