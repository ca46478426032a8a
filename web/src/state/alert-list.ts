import { listLoader } from './list-loader.ts';
import { proxy, useSnapshot } from 'valtio';
import {
  ALERTS_API,
  DEFAULT_PAGE_SIZE,
  ERRORS,
  UNASSIGNED,
  isOverdue,
  SUCCESS,
  type Alert,
  type AlertStatus,
  type AlertSummary,
  type AlertDisposition,
  type ConversationLog,
  type AlertUpdate,
  type LiveEventOf,
  type Severity,
} from '@gsg/shared';
import { ApiError, api } from '../api/client.ts';
import type { PageSize } from '../components/Pager.tsx';
import { ANY_TIME, inTimeRange, timeRangeBounds, type TimeRange } from '../components/time-range.ts';
import { resolvedLate } from './alerts.ts';
import { authState } from './auth.ts';
import { showError, showToast } from './toasts.ts';

/** The two moves the alerts screen offers (spec section 4); the bell's direct resolve is not one of them. */
export type AlertMove = 'investigating' | 'resolved';
export const NEXT_MOVE: Record<AlertStatus, AlertMove | null> = { open: 'investigating', investigating: 'resolved', resolved: null };

interface AlertListState {
  /** The current page of alerts matching the filters, newest first. */
  items: Alert[];
  /** How many alerts match the filters. */
  total: number;
  page: number;
  pageSize: PageSize;
  /** The cards: every alert, whatever the filters; null before the first load. */
  summary: AlertSummary | null;
  /** The status a card filters by; null shows every status. */
  status: AlertStatus | null;
  range: TimeRange;
  /** Text in the previews, the user or the policy. */
  search: string;
  /** Only the alerts assigned to the signed-in person. */
  assignedToMe: boolean;
  /** An assignee's username, or UNASSIGNED; "Assigned to me" wins over it. */
  assignee: string | null;
  disposition: AlertDisposition | null;
  severity: Severity | null;
  /** A policy the alert names, by name. */
  policy: string | null;
  /** The person whose conversations raised the alert, exactly. */
  user: string | null;
  /** Only unresolved alerts past their due time (the SLA of Settings › General). */
  overdueOnly: boolean;
  loading: boolean;
  /** Whether the first rows of the table are in view: only then do live alerts join it at once. */
  atTop: boolean;
  /** Live alerts matching the filters that arrived while the user was elsewhere: the 'N new' control. */
  pending: Alert[];
  /** The alert the detail dialog shows. */
  selected: Alert | null;
  /** The selected alert's conversations, newest first; null while they load. */
  conversations: ConversationLog[] | null;
  /** The alert whose status is being changed, for its button's spinner. */
  moving: string | null;
  /** The row keyboard triage acts on (j and k move it); null until a key picks one. */
  focusedId: string | null;
  /** The rows ticked for a bulk change (alert-selection.ts), in the order they were ticked. */
  selectedIds: string[];
  /** A bulk change on its way: the bar's buttons wait for it. */
  bulkBusy: boolean;
}

export const alertListState = proxy<AlertListState>({
  items: [],
  total: 0,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE as PageSize,
  summary: null,
  status: null,
  range: ANY_TIME,
  search: '',
  assignedToMe: false,
  assignee: null,
  disposition: null,
  severity: null,
  policy: null,
  user: null,
  overdueOnly: false,
  loading: false,
  atTop: true,
  pending: [],
  selected: null,
  conversations: null,
  moving: null,
  focusedId: null,
  selectedIds: [],
  bulkBusy: false,
});

const loader = listLoader(alertListState, () => {
  const { page, pageSize, status, range, search, disposition, severity, policy, user, overdueOnly } = alertListState;
  return api.call(ALERTS_API.list, {
    query: {
      page,
      pageSize,
      status: status ?? undefined,
      ...timeRangeBounds(range),
      q: search || undefined,
      assignee: assigneeFilter() ?? undefined,
      disposition: disposition ?? undefined,
      severity: severity ?? undefined,
      policy: policy ?? undefined,
      user: user ?? undefined,
      overdue: overdueOnly ? 'true' : undefined,
    },
  });
});

export async function loadAlerts(): Promise<void> {
  await loader.load(
    (answer) => {
      alertListState.items = answer.items;
      alertListState.total = answer.total;
      alertListState.summary = answer.summary;
      alertListState.pending = [];
      // The selection is of rows in view: those no longer on the page drop out of it.
      alertListState.selectedIds = alertListState.selectedIds.filter((id) => answer.items.some((a) => a.id === id));
    },
    () => showError(ERRORS.loadAlerts),
  );
}

/** A new filter or page size reads from the first page. */
function refilter(
  change: Partial<
    Pick<
      AlertListState,
      'status' | 'range' | 'pageSize' | 'search' | 'assignedToMe' | 'assignee' | 'disposition' | 'severity' | 'policy' | 'user' | 'overdueOnly'
    >
  >,
): void {
  Object.assign(alertListState, change, { page: 1 });
  void loadAlerts();
}

/** A status card: on, or off when it was already on. */
export const toggleStatusFilter = (status: AlertStatus): void =>
  refilter({ status: alertListState.status === status ? null : status });
export const setTimeRange = (range: TimeRange): void => refilter({ range });
export const setPageSize = (pageSize: PageSize): void => refilter({ pageSize });
export const setAlertSearch = (search: string): void => refilter({ search: search.trim() });
export const setAssignedToMe = (assignedToMe: boolean): void => refilter({ assignedToMe });
export const setAssigneeFilter = (assignee: string | null): void => refilter({ assignee });
export const setDispositionFilter = (disposition: AlertDisposition | null): void => refilter({ disposition });
export const setSeverityFilter = (severity: Severity | null): void => refilter({ severity });
export const setPolicyFilter = (policy: string | null): void => refilter({ policy });
export const setUserFilter = (user: string | null): void => refilter({ user });
export const setOverdueOnly = (overdueOnly: boolean): void => refilter({ overdueOnly });

/** The policies an alert names: its Policy Triggered, the names joined by commas. */
const policiesOf = (alert: Alert) => alert.policyTriggered.split(',').map((name) => name.trim());

/** The assignee filtered by: the signed-in person when "Assigned to me" is on, else the one picked, if any. */
const assigneeFilter = (): string | null => (alertListState.assignedToMe ? (authState.me?.username ?? null) : alertListState.assignee);

/** As the server's `q` compares: ASCII letters in either case, anything else as itself. */
const containsText = (haystack: string, needle: string) => haystack.replace(/[A-Z]/g, (c) => c.toLowerCase()).includes(needle.replace(/[A-Z]/g, (c) => c.toLowerCase()));

export function setPage(page: number): void {
  alertListState.page = page;
  void loadAlerts();
}

export function setAtTop(atTop: boolean): void {
  alertListState.atTop = atTop;
}

export function openAlert(alert: Alert): void {
  alertListState.selected = alert;
  alertListState.conversations = null;
  void loadConversations(alert.id);
}

/** The dialog's list of the conversations the alert stands for, from its detail. */
async function loadConversations(id: string): Promise<void> {
  try {
    const { conversations } = await api.call(ALERTS_API.get, { params: { id } });
    if (alertListState.selected?.id === id) alertListState.conversations = conversations;
  } catch {
    if (alertListState.selected?.id === id) showError(ERRORS.loadLogs);
  }
}

export function closeAlert(): void {
  alertListState.selected = null;
  alertListState.conversations = null;
}

const newestFirst = (a: Alert, b: Alert) => b.timestamp.localeCompare(a.timestamp);

/** The held-back alerts join the top of the first page. */
export function showPendingAlerts(): void {
  const { pending, page, pageSize } = alertListState;
  if (page !== 1) {
    alertListState.page = 1;
    void loadAlerts();
    return;
  }
  alertListState.items = [...pending, ...alertListState.items].sort(newestFirst).slice(0, pageSize);
  alertListState.total += pending.length;
  alertListState.pending = [];
}

const matchesFilters = (alert: Alert): boolean => {
  const { status, range, search, disposition, severity, policy, user, overdueOnly } = alertListState;
  const assignee = assigneeFilter();
  return (
    (status === null || alert.status === status) &&
    inTimeRange(alert.timestamp, range) &&
    (search === '' || [alert.inputPreview, alert.outputPreview, alert.user, alert.policyTriggered].some((field) => containsText(field, search))) &&
    (assignee === null || alert.assignee === (assignee === UNASSIGNED ? null : assignee)) &&
    (disposition === null || alert.disposition === disposition) &&
    (severity === null || alert.severity === severity) &&
    (policy === null || policiesOf(alert).includes(policy)) &&
    (user === null || alert.user === user) &&
    (!overdueOnly || (alert.status !== 'resolved' && isOverdue(alert)))
  );
};

export function replaceEverywhere(alert: Alert): void {
  const swap = (list: Alert[]) => list.map((a) => (a.id === alert.id ? alert : a));
  alertListState.items = swap(alertListState.items);
  alertListState.pending = swap(alertListState.pending);
  if (alertListState.selected?.id === alert.id) alertListState.selected = alert;
}

/**
 * The cards count exactly from the events: a new alert adds one to its status, and a move (the last step of
 * its history) takes one from where it was and adds one where it went.
 */
function countInSummary(event: LiveEventOf<'alerts'>): void {
  const summary = alertListState.summary;
  if (!summary || event.type === 'alert.triaged' || event.type === 'alert.grown') return;
  if (event.type === 'alert.created') {
    summary.total += 1;
    summary[event.data.status] += 1;
    return;
  }
  const move = event.data.history.at(-1);
  if (!move) return;
  if (move.from) summary[move.from] = Math.max(0, summary[move.from] - 1);
  summary[move.to] += 1;
  if (resolvedLate(event)) summary.overdue = Math.max(0, summary.overdue - 1);
}

/**
 * Whether new alerts must wait behind 'N new': a table the user has paged, scrolled or filtered does not
 * move under them, and once some wait, later ones wait behind them.
 */
const isTableHeld = (): boolean =>
  alertListState.page !== 1 ||
  !alertListState.atTop ||
  alertListState.status !== null ||
  alertListState.range.kind !== ANY_TIME.kind ||
  alertListState.search !== '' ||
  alertListState.assignedToMe ||
  alertListState.assignee !== null ||
  alertListState.disposition !== null ||
  alertListState.severity !== null ||
  alertListState.policy !== null ||
  alertListState.user !== null ||
  alertListState.overdueOnly ||
  alertListState.pending.length > 0;

/**
 * Live: changed alerts are updated where they are; a new alert matching the filters tops the table when the
 * user is looking at the top of the unfiltered first page, and otherwise waits behind 'N new'.
 */
export function applyAlertListEvents(events: Array<LiveEventOf<'alerts'>>): void {
  const known = new Set([...alertListState.items, ...alertListState.pending].map((a) => a.id));
  const arrived: Alert[] = [];
  for (const event of events) {
    countInSummary(event);
    if (event.type === 'alert.grown' && alertListState.selected?.id === event.data.id) void loadConversations(event.data.id);
    if (event.type !== 'alert.created' || known.has(event.data.id)) replaceEverywhere(event.data);
    else if (matchesFilters(event.data)) arrived.push(event.data);
  }
  if (arrived.length === 0) return;
  if (!isTableHeld()) {
    alertListState.items = [...arrived, ...alertListState.items].sort(newestFirst).slice(0, alertListState.pageSize);
    alertListState.total += arrived.length;
  } else {
    alertListState.pending = [...arrived, ...alertListState.pending].sort(newestFirst);
  }
}

/**
 * Keyboard triage moves the focused row `by` rows (1: the next, -1: the previous) within the page; the
 * first key picks the first row.
 */
export function moveFocus(by: 1 | -1): void {
  const { items, focusedId } = alertListState;
  if (items.length === 0) return;
  const at = items.findIndex((a) => a.id === focusedId);
  const next = at < 0 ? 0 : Math.min(items.length - 1, Math.max(0, at + by));
  alertListState.focusedId = items[next]!.id;
}

/** The alert keyboard triage acts on: the one the dialog shows, else the focused row. */
export function alertInHand(): Alert | null {
  const { selected, items, focusedId } = alertListState;
  return selected ?? items.find((a) => a.id === focusedId) ?? null;
}

/** Investigate or Resolve, from the row menu or the detail dialog. */
export async function moveAlert(id: string, status: AlertMove): Promise<void> {
  alertListState.moving = id;
  try {
    const updated = await api.call(ALERTS_API.update, { params: { id }, body: { status } });
    // The cards follow the server's alert.updated event for this move, so it is not counted here too.
    replaceEverywhere(updated);
    showToast(SUCCESS.alertStatusUpdated);
  } catch {
    showError(ERRORS.updateAlertStatus);
    // Someone else may have moved it meanwhile: show what the alert is now.
    void loadAlerts();
  } finally {
    alertListState.moving = null;
  }
}

/** Assignee and disposition, from the detail dialog; the alert shown is the server's answer. */
export async function triageAlert(id: string, change: Pick<AlertUpdate, 'assignee' | 'disposition'>): Promise<void> {
  try {
    replaceEverywhere(await api.call(ALERTS_API.update, { params: { id }, body: change }));
  } catch (err) {
    showError(err instanceof ApiError ? err.message : ERRORS.updateAlertStatus);
  }
}

/** Adds a note; true once stored, so the dialog can clear its box. */
export async function commentOnAlert(id: string, text: string): Promise<boolean> {
  try {
    replaceEverywhere(await api.call(ALERTS_API.comment, { params: { id }, body: { text } }));
    return true;
  } catch (err) {
    showError(err instanceof ApiError ? err.message : ERRORS.updateAlertStatus);
    return false;
  }
}

export const useAlertList = () => useSnapshot(alertListState);
