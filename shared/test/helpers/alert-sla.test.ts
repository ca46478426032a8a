import t from 'tap';
import { alertDueAt, isOverdue } from '../../src/helpers/alert-sla.ts';

const raised = '2026-11-25T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

t.test('due after 1, 8 and 24 hours by severity', async (t) => {
  t.equal(alertDueAt({ timestamp: raised, severity: 'high' }).toISOString(), '2026-11-25T11:00:00.000Z');
  t.equal(alertDueAt({ timestamp: raised, severity: 'medium' }).toISOString(), '2026-11-25T18:00:00.000Z');
  t.equal(alertDueAt({ timestamp: raised, severity: 'low' }).toISOString(), '2026-11-26T10:00:00.000Z');
});

t.test('overdue: unresolved past its due time, or resolved only after it', async (t) => {
  const open = { timestamp: raised, severity: 'high' as const, status: 'open' as const, history: [] };
  t.notOk(isOverdue(open, at('2026-11-25T11:00:00.000Z')), 'due at that very instant is not yet late');
  t.ok(isOverdue(open, at('2026-11-25T11:00:00.001Z')));
  t.ok(isOverdue({ ...open, status: 'investigating' }, at('2026-11-25T12:00:00.000Z')), 'investigating still counts');
  const resolvedAt = (when: string) => ({ ...open, status: 'resolved' as const, history: [{ from: 'open' as const, to: 'resolved' as const, at: when, by: 'admin' }] });
  t.notOk(isOverdue(resolvedAt('2026-11-25T10:59:00.000Z'), at('2026-11-27T00:00:00.000Z')), 'resolved in time stays in time');
  t.ok(isOverdue(resolvedAt('2026-11-25T11:30:00.000Z'), at('2026-11-27T00:00:00.000Z')), 'resolved late stays a breach');
});
