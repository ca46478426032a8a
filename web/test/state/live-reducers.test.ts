import t from 'tap';
import type { Alert, AlertPage, ConversationLog, Detection, DetectionPage, LiveEventOf, LogPage, LogSummary } from '@gsg/shared';
import { applyLogEvents, monitoringState, reloadLogs, showPendingLogs, trackTableScroll } from '../../src/state/monitoring.ts';
import { applyDetectionEvents, detectionsState, loadDetections, setDetectionsPage } from '../../src/state/detections.ts';
import { alertListState, applyAlertListEvents, loadAlerts, setAtTop, showPendingAlerts } from '../../src/state/alert-list.ts';

// The live reducers of Monitoring, Discover and Alerts, run in Node against a console API answered here:
// what joins the table, what waits behind 'N new' (the table-hold rule), what the filters keep out, and
// how the counts follow.

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

const log = (id: string, hoursAgo: number, fields: Partial<ConversationLog> = {}): ConversationLog => ({
  id,
  timestamp: at(hoursAgo),
  userId: 'u-ana',
  user: 'Ana Lima',
  hostname: 'ana-mbp',
  ipAddress: '10.0.0.7',
  inputRedacted: 'What is our travel policy?',
  outputRedacted: 'It allows economy fares.',
  status: 'allowed',
  policyTriggered: '',
  policyId: '',
  aiModel: 'gpt-4o',
  sessionId: 's-1',
  monitored: null,
  ...fields,
});

const detection = (id: string, hoursAgo: number, fields: Partial<Detection> = {}): Detection => ({
  id,
  user: 'Ana Lima',
  hostname: 'ana-mbp',
  ipAddress: '10.0.0.7',
  os: 'macOS',
  aiTool: 'ChatGPT',
  toolId: 'chatgpt',
  action: 'allowed',
  timestamp: at(hoursAgo),
  ...fields,
});

const alert = (id: string, hoursAgo: number, fields: Partial<Alert> = {}): Alert => ({
  id,
  timestamp: at(hoursAgo),
  userId: 'u-ana',
  user: 'Ana Lima',
  inputPreview: 'My SSN is [US_SSN]',
  outputPreview: '',
  policyTriggered: 'PII Protection',
  policyId: 'p-pii',
  actionTaken: 'redacted',
  severity: 'high',
  status: 'open',
  logId: null,
  history: [{ from: null, to: 'open', at: at(hoursAgo), by: 'system' }],
  assignee: null,
  disposition: null,
  comments: [],
  count: 1,
  firstSeenAt: at(hoursAgo),
  lastSeenAt: at(hoursAgo),
  dueAt: at(hoursAgo - 24),
  ...fields,
});

/** What the fake console API answers, by path; each request is kept with its query. */
const answers = new Map<string, (query: URLSearchParams) => unknown>();
const requests: Array<{ path: string; query: URLSearchParams }> = [];
globalThis.fetch = (async (input: string | URL) => {
  const url = new URL(String(input), 'http://console.test');
  requests.push({ path: url.pathname, query: url.searchParams });
  const answer = answers.get(url.pathname);
  if (!answer) return new Response(JSON.stringify({ message: `no answer for ${url.pathname}` }), { status: 404 });
  return new Response(JSON.stringify(answer(url.searchParams)), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const logEvents = (...logs: ConversationLog[]): Array<LiveEventOf<'logs'>> => logs.map((data) => ({ type: 'log.created', data }));

t.test('Monitoring: live logs join the top of an unscrolled, unfiltered table; otherwise they wait', async (t) => {
  const summary: LogSummary = { total: 2, allowed: 2, blocked: 0, flagged: 0 };
  answers.set('/api/v1/logs', (): LogPage => ({ items: [log('l2', 1), log('l1', 2)], nextCursor: null }));
  answers.set('/api/v1/logs/summary', () => summary);
  await reloadLogs();
  t.same(monitoringState.rows.map((l) => l.id), ['l2', 'l1']);
  const generation = monitoringState.generation;

  applyLogEvents(logEvents(log('l3', 0, { status: 'blocked' })));
  t.same(monitoringState.rows.map((l) => l.id), ['l3', 'l2', 'l1'], 'at the top, unfiltered: the row joins at once');
  t.same(monitoringState.summary, { total: 3, allowed: 2, blocked: 1, flagged: 0 }, 'the cards count it by status');

  applyLogEvents(logEvents(log('l3', 0, { status: 'blocked' })));
  t.equal(monitoringState.summary?.total, 3, 'a log seen before is not counted twice');

  // Scrolled: the rows being read stay put.
  const forget = trackTableScroll(() => 240);
  applyLogEvents(logEvents(log('l4', 0)));
  t.same(monitoringState.rows.map((l) => l.id), ['l3', 'l2', 'l1'], 'a scrolled table does not move');
  t.same(monitoringState.pending.map((l) => l.id), ['l4'], "it waits behind 'N new'");
  forget();
  applyLogEvents(logEvents(log('l5', 0)));
  t.same(monitoringState.pending.map((l) => l.id), ['l5', 'l4'], 'once some wait, later ones wait behind them, even back at the top');

  showPendingLogs();
  t.same(monitoringState.rows.map((l) => l.id), ['l5', 'l4', 'l3', 'l2', 'l1'], "'N new' puts them on top");
  t.same(monitoringState.pending, []);
  t.ok(monitoringState.generation > generation, 'and the table returns to its top');
});

t.test('Monitoring: a filtered table holds new rows, and logs outside the filter stay out', async (t) => {
  answers.set('/api/v1/logs', (): LogPage => ({ items: [log('b1', 1, { status: 'blocked' })], nextCursor: null }));
  answers.set('/api/v1/logs/summary', (): LogSummary => ({ total: 1, allowed: 0, blocked: 1, flagged: 0 }));
  monitoringState.inputs.status = ['blocked'];
  await reloadLogs();
  t.equal(requests.at(-1)?.query.get('status'), 'blocked', 'the filter is asked of the server');

  applyLogEvents(logEvents(log('a1', 0, { status: 'allowed' })));
  t.same(monitoringState.pending, [], 'an allowed log is not shown under Blocked');
  t.equal(monitoringState.summary?.total, 1, 'nor counted');

  applyLogEvents(logEvents(log('b2', 0, { status: 'blocked' })));
  t.same(monitoringState.rows.map((l) => l.id), ['b1'], 'a filtered table does not move');
  t.same(monitoringState.pending.map((l) => l.id), ['b2']);
  t.same(monitoringState.summary, { total: 2, allowed: 0, blocked: 2, flagged: 0 });
  monitoringState.inputs.status = [];
});

const detectionEvents = (...ds: Detection[]): Array<LiveEventOf<'detections'>> => ds.map((data) => ({ type: 'detection.created', data }));

t.test('Discover: sightings join page 1 in time order at its size; a later page keeps its rows', async (t) => {
  const summary = { totalUsers: 1, totalHosts: 1, totalTools: 1 };
  const pageOne = Array.from({ length: 25 }, (_, i) => detection(`p${i}`, 1 + i));
  answers.set('/api/v1/detections', (query): DetectionPage => ({
    items: query.get('page') === '2' ? [detection('d1', 5)] : pageOne,
    total: 26,
    page: Number(query.get('page') ?? 1),
    pageSize: Number(query.get('pageSize') ?? 25),
    summary,
  }));
  await loadDetections();

  applyDetectionEvents(detectionEvents(detection('late', 100), detection('new', 0)));
  const ids = detectionsState.items.map((d) => d.id);
  t.same(ids.slice(0, 2), ['new', 'p0'], 'newest first');
  t.equal(ids.length, 25, 'cut to the page size');
  t.notOk(ids.includes('late') || ids.includes('p24'), 'what is older than the page falls off it');
  t.equal(detectionsState.total, 28, 'the count follows');
  t.same(detectionsState.arrivedIds, ['late', 'new'], 'marked as new');

  applyDetectionEvents(detectionEvents(detection('new', 0)));
  t.equal(detectionsState.total, 28, 'a sighting seen before is not counted again');

  detectionsState.filters.os = ['Linux'];
  applyDetectionEvents(detectionEvents(detection('mac', 0, { os: 'macOS' })));
  t.equal(detectionsState.total, 28, 'one outside the OS filter stays out');
  detectionsState.filters.os = [];

  setDetectionsPage(2);
  await t.resolveMatch(waitFor(() => detectionsState.items[0]?.id === 'd1'), true);
  applyDetectionEvents(detectionEvents(detection('newer', 0)));
  t.same(detectionsState.items.map((d) => d.id), ['d1'], 'page 2 does not shift');
  t.equal(detectionsState.total, 27, 'only the count grows');
});

const alertEvents = (...events: Array<LiveEventOf<'alerts'>>) => events;

t.test('Alerts: a new alert tops the first page at the top; paged, scrolled or filtered it waits', async (t) => {
  const summary = { total: 1, open: 1, investigating: 0, resolved: 0, overdue: 0 };
  answers.set('/api/v1/alerts', (): AlertPage => ({ items: [alert('a1', 2)], total: 1, page: 1, pageSize: 25, summary }));
  await loadAlerts();

  applyAlertListEvents(alertEvents({ type: 'alert.created', data: alert('a2', 0) }));
  t.same(alertListState.items.map((a) => a.id), ['a2', 'a1'], 'joins at once');
  t.match(alertListState.summary, { total: 2, open: 2 }, 'counted as open');

  const moved = alert('a1', 2, { status: 'investigating', history: [...alert('a1', 2).history, { from: 'open', to: 'investigating', at: at(0), by: 'admin' }] });
  applyAlertListEvents(alertEvents({ type: 'alert.updated', data: moved }));
  t.equal(alertListState.items.find((a) => a.id === 'a1')?.status, 'investigating', 'a move is shown where the alert is');
  t.match(alertListState.summary, { total: 2, open: 1, investigating: 1 }, 'and moves one count to the other');

  setAtTop(false);
  applyAlertListEvents(alertEvents({ type: 'alert.created', data: alert('a3', 0) }));
  t.same(alertListState.items.map((a) => a.id), ['a2', 'a1'], 'a scrolled table does not move');
  t.same(alertListState.pending.map((a) => a.id), ['a3']);
  setAtTop(true);
  showPendingAlerts();
  t.same(alertListState.items.map((a) => a.id), ['a3', 'a2', 'a1'], "'N new' puts it on top");
  t.equal(alertListState.total, 3);
});

/** Resolves true once `check` holds (the loaders answer asynchronously), false after a second. */
async function waitFor(check: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}
