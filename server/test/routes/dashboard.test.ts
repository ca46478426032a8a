import t from 'tap';
import { DEFAULT_ALERT_SLA, KPI_WINDOW_DAYS, alertDueAt, TRAFFIC_DAYS, dashboardSchema, type Alert, type Endpoint, type LogStatus } from '@gsg/shared';
import type { FastifyInstance } from 'fastify';
import type { NewDetectionRecord, NewLogRecord } from '../../src/store/index.ts';
import { buildTestApp } from '../helper.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Every moment is placed on whole days before today (UTC), so the expected values hold whatever the
// time of day the test runs at.
const today = Math.floor(Date.now() / DAY);
const dayAt = (daysAgo: number, hour: number, minute = 0) => (today - daysAgo) * DAY + hour * HOUR + minute * MINUTE;
const dateOf = (daysAgo: number) => new Date((today - daysAgo) * DAY).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();

const pii = { id: 'pol-pii', name: 'PII Detection', ruleType: 'PII' };
const pci = { id: 'pol-pci', name: 'Credit Card Protection', ruleType: 'PCI' };
const topics = { id: 'pol-topics', name: 'Sensitive Topics', ruleType: 'Sensitive Topics' };

let serial = 0;
function log(at: number, user: string, status: LogStatus, aiModel: string, hostname: string, policies: NewLogRecord['policies'] = []): NewLogRecord {
  serial += 1;
  return {
    id: `log-${serial}`,
    timestamp: iso(at),
    userId: `uid-${user}`,
    user,
    hostname,
    ipAddress: '10.0.0.1',
    inputRedacted: 'in',
    outputRedacted: 'out',
    inputEncrypted: 'sealed',
    outputEncrypted: 'sealed',
    status,
    policyTriggered: policies.map((p) => p.name).join(', '),
    policyId: policies.map((p) => p.id).join(','),
    aiModel,
    sessionId: 's',
    policies,
  };
}

function detection(at: number, hostname: string): NewDetectionRecord {
  serial += 1;
  return { id: `det-${serial}`, user: 'alice', hostname, ipAddress: '10.0.0.9', os: 'Windows', aiTool: 'Perplexity', timestamp: iso(at) };
}

function endpoint(hostname: string): Endpoint {
  return {
    id: `ep-${hostname}`,
    hostname,
    ipAddress: '10.0.0.2',
    os: 'macOS',
    clientVersion: '2.4.1',
    lastSeen: iso(dayAt(1, 9)),
    status: 'Active',
    user: 'alice',
    pendingVersion: null,
    updateError: null,
  };
}

function alert(raisedAt: number, resolvedAt: number | null): Alert {
  serial += 1;
  const raised = { from: null, to: 'open' as const, at: iso(raisedAt), by: 'system' };
  return {
    id: `alert-${serial}`,
    timestamp: iso(raisedAt),
    userId: 'uid-bob',
    user: 'bob',
    inputPreview: 'in',
    outputPreview: 'out',
    policyTriggered: 'PII Detection',
    policyId: 'pol-pii',
    actionTaken: 'Blocked',
    severity: 'high',
    status: resolvedAt === null ? 'open' : 'resolved',
    logId: null,
    history: resolvedAt === null ? [raised] : [raised, { from: 'open', to: 'resolved', at: iso(resolvedAt), by: 'admin' }],
    assignee: null,
    disposition: null,
    comments: [],
    count: 1,
    firstSeenAt: iso(raisedAt),
    lastSeenAt: iso(raisedAt),
    dueAt: alertDueAt(iso(raisedAt), 'high', DEFAULT_ALERT_SLA),
  };
}

async function seed(app: FastifyInstance): Promise<void> {
  await app.store.logs.insertMany([
    log(dayAt(1, 12, 0), 'alice', 'allowed', 'ChatGPT', 'LAPTOP-ALICE'),
    log(dayAt(1, 12, 5), 'alice', 'allowed', 'ChatGPT', 'LAPTOP-ALICE'),
    log(dayAt(1, 12, 10), 'bob', 'blocked', 'Claude', 'DESKTOP-BOB', [pii, pci]),
    log(dayAt(1, 12, 30), 'carol', 'flagged', 'Gemini', 'LAPTOP-CAROL', [topics]),
    log(dayAt(3, 8, 0), 'bob', 'blocked', 'ChatGPT', 'DESKTOP-BOB', [pii]),
    log(dayAt(3, 8, 45), 'dave', 'allowed', 'Copilot', 'VM-DAVE'),
    log(dayAt(10, 15, 0), 'bob', 'flagged', 'ChatGPT', 'DESKTOP-BOB', [pii]),
    log(dayAt(10, 15, 10), 'erin', 'blocked', 'Claude', 'ERIN-PC', [pci]),
    // Older than the 30-day window: counted nowhere but among the hosts seen.
    log(dayAt(KPI_WINDOW_DAYS + 1, 12), 'zed', 'blocked', 'ChatGPT', 'OLD-HOST', [pii]),
  ]);
  // The policy was renamed since those logs; one other was deleted.
  await app.store.policies.insertMany([
    {
      ...pii,
      name: 'PII Guard',
      ruleType: 'PII',
      description: 'Personal data',
      severity: 'high',
      action: 'block',
      isEnabled: true,
      sensitivity: 'medium',
      mode: 'enforce',
      rules: { type: 'detector', detectorModel: 'pii-detector-v1' },
      createdAt: iso(dayAt(40, 0)),
      updatedAt: iso(dayAt(0, 0)),
    },
  ]);
  await app.store.detections.insertMany([
    detection(dayAt(1, 12), 'LAPTOP-ALICE'),
    detection(dayAt(1, 13), 'LAPTOP-ALICE'),
    detection(dayAt(3, 9), 'VM-DAVE'),
    detection(dayAt(40, 9), 'VM-DAVE'),
  ]);
  await app.store.endpoints.insertMany([endpoint('LAPTOP-ALICE'), endpoint('DESKTOP-BOB'), endpoint('NEW-LAPTOP')]);
  await app.store.alerts.insertMany([
    alert(dayAt(1, 10, 0), dayAt(1, 10, 30)),
    alert(dayAt(1, 9, 0), dayAt(1, 10, 0)),
    alert(dayAt(3, 8, 0), dayAt(2, 8, 20)),
    alert(dayAt(1, 11, 0), null),
    alert(dayAt(21, 8, 0), dayAt(20, 8, 0)),
  ]);
}

t.test('the dashboard needs a session: none, a forged one and odd spellings of its path are refused', async (t) => {
  const { app } = await buildTestApp(t);
  for (const url of ['/api/v1/dashboard', '/api/v1/dashboard/', '/api/v1/%64ashboard']) {
    t.equal((await app.inject({ method: 'GET', url })).statusCode, 401, `${url} without a session`);
    t.equal((await app.inject({ method: 'GET', url, headers: { cookie: 'gsg_session=forged' } })).statusCode, 401, `${url} with a forged session`);
  }
  // An empty path segment matches no route: refused before any session is looked at, and no figures go out.
  const doubled = await app.inject({ method: 'GET', url: '/api/v1//dashboard' });
  t.equal(doubled.statusCode, 403);
  t.notMatch(doubled.body, 'kpis');
});

t.test('an empty database gives zero KPIs and zero-filled series', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'GET', url: '/api/v1/dashboard' });
  t.equal(res.statusCode, 200);
  const body = dashboardSchema.parse(res.json());
  t.same(body.kpis, {
    totalQueries: 0,
    blockedQueries: 0,
    flaggedQueries: 0,
    policyViolations: 0,
    topPolicyViolations: [],
    topViolators: [],
  });
  t.equal(body.queryTraffic.length, TRAFFIC_DAYS);
  t.ok(body.queryTraffic.every((p) => p.queries === 0));
  t.equal(body.shadowAiTrend.length, KPI_WINDOW_DAYS);
  t.equal(body.peakUsageHours.length, 24);
  t.same(body.endpointCoverage.map((s) => s.value), [0, 0]);
  t.same(body.violationTypes, []);
  t.same(body.alertResponseTime, []);
});

t.test('the dashboard computes every KPI and dataset from the stored data', async (t) => {
  const { app, as } = await buildTestApp(t);
  await seed(app);
  const res = await as({ method: 'GET', url: '/api/v1/dashboard' });
  t.equal(res.statusCode, 200);
  const body = dashboardSchema.parse(res.json());

  t.same(body.kpis, {
    totalQueries: 8,
    blockedQueries: 3,
    flaggedQueries: 2,
    policyViolations: 6,
    topPolicyViolations: [
      { policy: 'PII Guard', count: 3 },
      { policy: 'Credit Card Protection', count: 2 },
      { policy: 'Sensitive Topics', count: 1 },
    ],
    topViolators: [
      { user: 'bob', violations: 3 },
      { user: 'carol', violations: 1 },
      { user: 'erin', violations: 1 },
    ],
  });

  t.same(
    body.queryTraffic,
    [6, 5, 4, 3, 2, 1, 0].map((daysAgo) => ({
      date: dateOf(daysAgo),
      ...(daysAgo === 1
        ? { queries: 4, blocked: 1, flagged: 1 }
        : daysAgo === 3
          ? { queries: 2, blocked: 1, flagged: 0 }
          : { queries: 0, blocked: 0, flagged: 0 }),
    })),
    'seven days ending today, zero-filled',
  );

  t.same(body.violationTypes, [
    { name: 'PII', value: 3, color: '#CD4246' },
    { name: 'PCI', value: 2, color: '#2D72D2' },
    { name: 'Sensitive Topics', value: 1, color: '#D1980B' },
  ]);

  t.same(body.blockedVsAllowed, [
    { name: 'Allowed', value: 3, color: '#238551' },
    { name: 'Blocked', value: 3, color: '#CD4246' },
    { name: 'Flagged', value: 2, color: '#C87619' },
  ]);

  t.same(body.topAiTools, [
    { tool: 'ChatGPT', usage: 4 },
    { tool: 'Claude', usage: 2 },
    { tool: 'Copilot', usage: 1 },
    { tool: 'Gemini', usage: 1 },
  ]);

  const peak = Object.fromEntries(body.peakUsageHours.map((p) => [p.hour, p.usage]));
  t.same(body.peakUsageHours.map((p) => p.hour), Array.from({ length: 24 }, (_, h) => h));
  t.same({ 8: peak[8], 12: peak[12], 15: peak[15] }, { 8: 2, 12: 4, 15: 2 });
  t.equal(body.peakUsageHours.reduce((n, p) => n + p.usage, 0), 8, 'no other hour has usage');

  t.equal(body.shadowAiTrend.length, KPI_WINDOW_DAYS);
  t.same(body.shadowAiTrend.at(0), { date: dateOf(KPI_WINDOW_DAYS - 1), detected: 0 });
  t.same(body.shadowAiTrend.at(-1), { date: dateOf(0), detected: 0 });
  t.same(
    body.shadowAiTrend.filter((p) => p.detected > 0),
    [
      { date: dateOf(3), detected: 1 },
      { date: dateOf(1), detected: 2 },
    ],
  );

  // 3 endpoints registered; hosts seen without one: LAPTOP-CAROL, VM-DAVE, ERIN-PC, OLD-HOST.
  t.same(body.endpointCoverage, [
    { name: 'With Client', value: 42.9, color: '#2D72D2' },
    { name: 'Without Client', value: 57.1, color: '#8F99A8' },
  ]);

  t.same(body.alertResponseTime, [
    { date: dateOf(2), avgTime: 1460 },
    { date: dateOf(1), avgTime: 45 },
  ], 'mean minutes to resolve, per day of resolution, over the last week');
});
