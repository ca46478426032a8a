import t from 'tap';
import { dashboardSchema } from '@gsg/shared';
import { buildTestApp } from '@gsg/server/test/helper';
import { HISTORY_LOGS } from '@gsg/sample-data/history';
import { SPEC_DETECTION_IDS } from '@gsg/sample-data/sample/detections';

// One seeded app for the whole file: seeding is the expensive part and every case only reads.
const { as, raw } = await buildTestApp(t, { seed: true });
const get = async (url: string) => {
  const res = await as({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

t.test('the five sample policies', async (t) => {
  const { items } = await get('/api/v1/policies');
  t.same(
    items.map((p: { name: string }) => p.name).sort(),
    ['Credit Card Protection', 'HIPAA Compliance', 'Intellectual Property', 'PII Detection', 'Sensitive Topics'],
  );
});

t.test("Discover lists the spec's twelve detections among the history", async (t) => {
  const first = await get('/api/v1/detections?pageSize=100&page=1');
  const second = await get('/api/v1/detections?pageSize=100&page=2');
  const ids = [...first.items, ...second.items].map((d: { id: string }) => d.id);
  t.ok(first.total > 12, `${first.total} detections`);
  t.ok(SPEC_DETECTION_IDS.every((id) => ids.includes(id)), 'all twelve sample rows');
  t.ok(first.summary.totalUsers > 5 && first.summary.totalTools > 5);
});

t.test('alerts in all three statuses', async (t) => {
  const { summary, items } = await get('/api/v1/alerts');
  t.ok(summary.open > 0 && summary.investigating > 0 && summary.resolved > 0, JSON.stringify(summary));
  t.ok(items.every((a: { logId: string | null }) => a.logId !== null), 'each points at its log');
});

t.test('endpoints fill every card', async (t) => {
  const { summary } = await get('/api/v1/endpoints');
  t.ok(summary.total >= 35, `${summary.total} endpoints`);
  t.ok(summary.activeNow > 0 && summary.needsUpdate > 0 && summary.offline > 0, JSON.stringify(summary));
});

t.test('access users and groups', async (t) => {
  t.equal((await get('/api/v1/access/users')).items.length, 15);
  t.ok((await get('/api/v1/access/groups')).items.length >= 6);
});

t.test('30 days of conversation logs', async (t) => {
  t.equal((await raw.rows('logs')).length, HISTORY_LOGS);
});

t.test('Monitoring shows redacted text; Reveal Original returns what the user typed', async (t) => {
  const { items } = await get('/api/v1/logs?status=blocked&limit=100');
  const log = items.find((l: { inputRedacted: string }) => /\[(US_SSN|EMAIL_ADDRESS|CREDIT_CARD|PHONE_NUMBER)\]/.test(l.inputRedacted));
  t.ok(log, 'a blocked prompt with personal data hidden');
  const res = await as({ method: 'POST', url: `/api/v1/logs/${log.id}/reveal`, payload: { which: 'input', reason: 'Case review' } });
  t.equal(res.statusCode, 200);
  const original: string = res.json().content;
  t.notMatch(original, /\[[A-Z_]+\]/, 'no placeholders in the original');
  t.ok(original.startsWith(log.inputRedacted.split('[')[0]), 'the same prompt');
});

t.test('the dashboard has data for every widget', async (t) => {
  const dashboard = dashboardSchema.parse(await get('/api/v1/dashboard'));
  const { kpis } = dashboard;
  t.ok(kpis.totalQueries > 0 && kpis.blockedQueries > 0 && kpis.flaggedQueries > 0 && kpis.policyViolations > 0, JSON.stringify(kpis));
  t.equal(kpis.topPolicyViolations.length, 5, 'every policy has violations');
  t.ok(kpis.topViolators.length > 0);
  for (const widget of [
    'queryTraffic',
    'violationTypes',
    'shadowAiTrend',
    'blockedVsAllowed',
    'topAiTools',
    'endpointCoverage',
    'alertResponseTime',
    'peakUsageHours',
  ] as const) {
    t.ok(dashboard[widget].length > 0, `${widget} has data`);
  }
  t.ok(dashboard.queryTraffic.some((d) => d.queries > 0 && d.blocked > 0), 'traffic over the last 7 days');
  t.ok(dashboard.shadowAiTrend.some((d) => d.detected > 0), 'detections over time');
  t.ok(dashboard.alertResponseTime.some((d) => d.avgTime > 0), 'resolution times');
  t.ok(dashboard.endpointCoverage.every((s) => s.value > 0), `both coverage slices: ${JSON.stringify(dashboard.endpointCoverage)}`);
});
