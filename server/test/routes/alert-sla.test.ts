import t from 'tap';
import { SETTINGS_DEFAULTS, type Alert } from '@gsg/shared';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

const HOUR_MS = 3_600_000;

const raiseAlert = async (as: TestApp['as'], i: number): Promise<Alert> => {
  const { alertId } = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input: `Email jane${i}@example.com`, output: 'ok' } })).json();
  return (await as({ method: 'GET', url: `/api/v1/alerts/${alertId}` })).json();
};
const hoursToDue = (alert: Alert) => (Date.parse(alert.dueAt) - Date.parse(alert.timestamp)) / HOUR_MS;

t.test('the SLA is a setting: each new alert is due after its severity\'s hours, fixed when it is raised', async (t) => {
  const app = await buildTestApp(t);
  await app.as({ method: 'POST', url: '/api/v1/policies', payload: { ...piiBlockPolicy, severity: 'high' } });
  const general = (await app.as({ method: 'GET', url: '/api/v1/settings/general' })).json().values;
  t.same([general.alertSlaHighHours, general.alertSlaMediumHours, general.alertSlaLowHours], [1, 8, 24], 'high 1 h, medium 8 h, low 24 h by default');

  const before = await raiseAlert(app.as, 0);
  t.equal(hoursToDue(before), 1);

  const put = await app.as({
    method: 'PUT',
    url: '/api/v1/settings/general',
    payload: { ...SETTINGS_DEFAULTS.general, alertGroupingMinutes: 0, alertSlaHighHours: 4 },
  });
  t.equal(put.statusCode, 200);
  const after = await raiseAlert(app.as, 1);
  t.equal(hoursToDue(after), 4, 'raised under the new SLA');
  const kept = (await app.as({ method: 'GET', url: `/api/v1/alerts/${before.id}` })).json();
  t.equal(kept.dueAt, before.dueAt, 'an alert raised before keeps the due time it was given');
});

t.test('SLA hours are whole hours from 1 to 720', async (t) => {
  const app = await buildTestApp(t);
  for (const field of ['alertSlaHighHours', 'alertSlaMediumHours', 'alertSlaLowHours']) {
    for (const bad of [0, -1, 721, 1.5, '8', null]) {
      const res = await app.as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, [field]: bad } });
      t.equal(res.statusCode, 400, `${field} ${JSON.stringify(bad)} is refused`);
      t.match(res.json().message, new RegExp(field));
    }
  }
  const { values } = (await app.as({ method: 'GET', url: '/api/v1/settings/general' })).json();
  t.same(values, SETTINGS_DEFAULTS.general, 'nothing was stored');
});

t.test('overdue alerts are counted on the cards and listed by ?overdue=true', async (t) => {
  const app = await buildTestApp(t);
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const { alertFixture } = await import('../fixtures.ts');
  await app.app.store.alerts.insertMany([
    alertFixture('late', iso(now - 3 * HOUR_MS), { dueAt: iso(now - 2 * HOUR_MS) }),
    alertFixture('on-time', iso(now - HOUR_MS), { dueAt: iso(now + HOUR_MS) }),
  ]);
  const page = (await app.as({ method: 'GET', url: '/api/v1/alerts?overdue=true' })).json();
  t.same(page.items.map((a: Alert) => a.id), ['late']);
  t.equal(page.summary.overdue, 1);
  for (const bad of ['yes', 'false', '1']) {
    t.equal((await app.as({ method: 'GET', url: `/api/v1/alerts?overdue=${bad}` })).statusCode, 400, `overdue=${bad} is refused`);
  }
});
