import t from 'tap';
import { deliverySummary } from '../../src/scenes/settings/delivery-summary.ts';

const empty = { pending: 0, delivered: 0, dead: 0, last: null, nextAttemptAt: null };

t.test('a destination nothing was sent to says so', async (t) => {
  t.same(deliverySummary(empty), { counts: 'Nothing sent yet', problem: null });
});

t.test('counts name only what there is; a delivered last attempt is no problem', async (t) => {
  t.same(deliverySummary({ ...empty, delivered: 12, last: { at: '2026-11-25T10:00:00.000Z', status: 'delivered', error: null } }), {
    counts: '12 delivered',
    problem: null,
  });
  t.equal(deliverySummary({ ...empty, delivered: 3, pending: 1, dead: 2 }).counts, '3 delivered · 1 waiting · 2 given up');
});

t.test('a failed last attempt says why, and when the next comes', async (t) => {
  const next = new Date(2026, 10, 25, 10, 32, 5).toISOString();
  const failed = { ...empty, pending: 1, last: { at: '2026-11-25T10:32:04.000Z', status: 'failed' as const, error: 'the receiver answered 503' }, nextAttemptAt: next };
  t.equal(deliverySummary(failed).problem, 'Last attempt failed: the receiver answered 503. Next try at 10:32:05.');
  t.equal(deliverySummary({ ...failed, pending: 0, dead: 1, nextAttemptAt: null }).problem, 'Last attempt failed: the receiver answered 503.', 'given up: no next try');
});
