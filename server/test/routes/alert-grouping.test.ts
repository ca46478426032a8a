import t from 'tap';
import { SETTINGS_DEFAULTS, type AlertDetail } from '@gsg/shared';
import { recordEvents } from '../events/recording-bus.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { startWebhookReceiver } from '../webhook-receiver.ts';

const SECRET = 'grouping-test-webhook-secret-01';

const judge = async (as: TestApp['as'], i: number, over: Record<string, string> = {}) =>
  (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input: `Email jane${i}@example.com`, output: 'ok', ...over } })).json() as {
    logId: string;
    alertId: string;
  };

t.test("one person's conversations join one alert: counted, listed, told to consoles, sent once", async (t) => {
  const app = await buildTestApp(t);
  await app.as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const receiver = await startWebhookReceiver(t, SECRET);
  await app.as({ method: 'POST', url: '/api/v1/integrations', payload: { type: 'webhook', name: 'SOC', config: { url: receiver.url, secret: SECRET } } });
  const heard = recordEvents(t, app.app.events);

  const judged = [await judge(app.as, 0), await judge(app.as, 1), await judge(app.as, 2)];
  const alertId = judged[0]!.alertId;
  t.same(judged.map((j) => j.alertId), [alertId, alertId, alertId], 'each evaluation names the one alert it joined');

  const detail = (await app.as({ method: 'GET', url: `/api/v1/alerts/${alertId}` })).json() as AlertDetail;
  t.equal(detail.count, 3);
  t.ok(detail.firstSeenAt <= detail.lastSeenAt);
  t.same(detail.conversations.map((c) => c.id), judged.map((j) => j.logId).reverse(), 'its conversations, newest first');
  t.ok(detail.conversations.every((c) => !c.inputRedacted.includes('@example.com')), 'redacted text only');
  const list = (await app.as({ method: 'GET', url: '/api/v1/alerts' })).json();
  t.same([list.total, list.summary.open, list.items[0].count], [1, 1, 3], 'the list and its counts count alerts, not conversations');

  t.same(heard.of('alert.created').map((e) => e.data.alert.count), [1]);
  t.same(heard.of('alert.grown').map((e) => e.data.alert.count), [2, 3], 'consoles hear the alert grow');
  await app.app.outbox.drain();
  t.same(receiver.received.map((m) => m.body.type), ['alert.created'], 'a growing alert sends no more messages');

  // Taken up, the alert gathers nothing more: the next conversation raises a new one.
  await app.as({ method: 'PATCH', url: `/api/v1/alerts/${alertId}`, payload: { status: 'investigating' } });
  const after = await judge(app.as, 3);
  t.not(after.alertId, alertId);
  t.equal((await app.as({ method: 'GET', url: `/api/v1/alerts/${alertId}` })).json().count, 3);
});

t.test('the grouping window is a setting, validated, and 0 turns grouping off', async (t) => {
  const app = await buildTestApp(t);
  await app.as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const general = (await app.as({ method: 'GET', url: '/api/v1/settings/general' })).json();
  t.equal(general.values.alertGroupingMinutes, 30, 'half an hour by default');
  for (const bad of [-1, 1441, 2.5, '30']) {
    const res = await app.as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, alertGroupingMinutes: bad } });
    t.equal(res.statusCode, 400, `${JSON.stringify(bad)} is refused`);
    t.match(res.json().message, /alertGroupingMinutes/);
  }
  const off = await app.as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, alertGroupingMinutes: 0 } });
  t.equal(off.statusCode, 200);
  const [a, b] = [await judge(app.as, 0), await judge(app.as, 1)];
  t.not(a.alertId, b.alertId, 'with grouping off each conversation raises its own alert');
});

t.test('an unknown alert is a 404', async (t) => {
  const app = await buildTestApp(t);
  t.equal((await app.as({ method: 'GET', url: '/api/v1/alerts/no-such-alert' })).statusCode, 404);
});
