import t from 'tap';
import { SETTINGS_DEFAULTS } from '../../src/schemas/settings.ts';
import { alertDueAt, alertSlaOf, isOverdue } from '../../src/helpers/alert-sla.ts';

const raised = '2026-11-25T10:00:00.000Z';
const at = (iso: string) => new Date(iso);
const defaultSla = alertSlaOf(SETTINGS_DEFAULTS.general);

t.test('by default due after 1, 8 and 24 hours by severity', async (t) => {
  t.equal(alertDueAt(raised, 'high', defaultSla), '2026-11-25T11:00:00.000Z');
  t.equal(alertDueAt(raised, 'medium', defaultSla), '2026-11-25T18:00:00.000Z');
  t.equal(alertDueAt(raised, 'low', defaultSla), '2026-11-26T10:00:00.000Z');
});

t.test('the SLA of Settings › General decides the hours', async (t) => {
  const sla = alertSlaOf({ alertSlaHighHours: 2, alertSlaMediumHours: 12, alertSlaLowHours: 72 });
  t.same(sla, { high: 2, medium: 12, low: 72 });
  t.equal(alertDueAt(raised, 'high', sla), '2026-11-25T12:00:00.000Z');
  t.equal(alertDueAt(raised, 'low', sla), '2026-11-28T10:00:00.000Z');
});

t.test('overdue: unresolved past its due time, or resolved only after it', async (t) => {
  const open = { dueAt: '2026-11-25T11:00:00.000Z', status: 'open' as const, history: [] };
  t.notOk(isOverdue(open, at('2026-11-25T11:00:00.000Z')), 'due at that very instant is not yet late');
  t.ok(isOverdue(open, at('2026-11-25T11:00:00.001Z')));
  t.ok(isOverdue({ ...open, status: 'investigating' }, at('2026-11-25T12:00:00.000Z')), 'investigating still counts');
  const resolvedAt = (when: string) => ({ ...open, status: 'resolved' as const, history: [{ from: 'open' as const, to: 'resolved' as const, at: when, by: 'admin' }] });
  t.notOk(isOverdue(resolvedAt('2026-11-25T10:59:00.000Z'), at('2026-11-27T00:00:00.000Z')), 'resolved in time stays in time');
  t.ok(isOverdue(resolvedAt('2026-11-25T11:30:00.000Z'), at('2026-11-27T00:00:00.000Z')), 'resolved late stays a breach');
});
