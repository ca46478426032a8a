// The recorded incident, replayed as an agent sends it, against the sample policies: the SOC sees a
// handful of alerts, each counting exactly the conversations it stands for (issue 15, grouping).
import t from 'tap';
import type { Alert, AlertPage, LogSummary } from '@gsg/shared';
import { replay } from '../../src/agent/replay.ts';
import { readStream } from '../../src/streams/format.ts';
import { streamFile } from '../../src/streams/index.ts';
import { SAMPLE_POLICIES } from '@gsg/sample-data/sample/policies';
import { agentServer } from './agent-server.ts';

/** What the issue's replay produced before grouping: one alert per blocked or flagged conversation. */
const UNGROUPED_ALERTS = 116;
const HANDFUL = 12;

t.test('the incident replay gives a handful of alerts whose counts add up to every alerting conversation', async (t) => {
  const server = await agentServer(t);
  for (const { id: _, ...policy } of Object.values(SAMPLE_POLICIES)) {
    t.equal((await server.as({ method: 'POST', url: '/api/v1/policies', payload: policy })).statusCode, 201, policy.name);
  }
  const lines = await readStream(streamFile('incident'));
  t.equal(lines.length, 369);
  const result = await replay({ url: server.url, key: server.key, lines, speed: 1e6 });
  t.match(result, { total: 369, accepted: 369, rejected: 0 });

  const summary = (await server.as({ method: 'GET', url: '/api/v1/logs/summary' })).json() as LogSummary;
  const alerting = summary.blocked + summary.flagged;
  const page = (await server.as({ method: 'GET', url: '/api/v1/alerts?pageSize=100' })).json() as AlertPage;
  const alerts: Alert[] = page.items;
  t.ok(alerting >= UNGROUPED_ALERTS, `${alerting} conversations were blocked or flagged`);
  t.ok(alerts.length <= HANDFUL, `they make ${alerts.length} alerts (${alerts.map((a) => `${a.user}, ${a.policyTriggered}: ×${a.count}`).join('; ')})`);
  t.equal(page.total, alerts.length, 'all of them on one page');
  t.equal(page.summary.open, alerts.length, 'the bell counts alerts, not conversations');
  t.equal(alerts.reduce((sum, a) => sum + a.count, 0), alerting, 'their counts add up to the alerting conversations');
  for (const alert of alerts) {
    const linked = await server.app.store.logs.forAlert(alert, alerting);
    t.equal(linked.length, alert.count, `${alert.user}, ${alert.policyTriggered}: the count is its conversations`);
    t.ok(linked.every((log) => log.user === alert.user && log.policyTriggered === alert.policyTriggered), 'one person, one set of policies');
  }
  t.ok(alerts.some((a) => a.user === 'Rahul Mehta' && a.count > 10), 'the leaker is a few alerts of many conversations each');
});
