import t from 'tap';
import { forEachAdapter } from './adapters.ts';

const WINDOW = 60_000;

forEachAdapter(t, 'attempt counters: atomic counts, windows, take-backs, forgetting', async (t, store) => {
  const attempts = store.signInAttempts;
  const counts = await Promise.all(Array.from({ length: 20 }, () => attempts.count(['k'], 1_000, WINDOW)));
  t.same(counts.map(([c]) => c!.count).sort((a, b) => a - b), Array.from({ length: 20 }, (_, i) => i + 1), 'parallel counts never repeat');
  t.same(await attempts.count(['k', 'other'], 2_000, WINDOW), [{ count: 21, windowStart: 1_000 }, { count: 1, windowStart: 2_000 }]);
  await attempts.uncount(['k']);
  t.same(await attempts.count(['k'], 3_000, WINDOW), [{ count: 21, windowStart: 1_000 }], 'one taken back');
  t.same(await attempts.count(['k'], 1_000 + WINDOW + 1, WINDOW), [{ count: 1, windowStart: 1_000 + WINDOW + 1 }], 'a new window starts over');
  await attempts.forget(['k']);
  t.same(await attempts.count(['k'], 70_000, WINDOW), [{ count: 1, windowStart: 70_000 }], 'forgotten');
});

forEachAdapter(t, 'attempt counters are pruned oldest first, never all at once', async (t, store) => {
  const attempts = store.signInAttempts;
  for (let i = 1; i <= 6; i++) await attempts.count([`key-${i}`], i * 1000, WINDOW);
  await attempts.prune(2_500, 3);
  const left = [];
  for (let i = 1; i <= 6; i++) left.push((await attempts.count([`key-${i}`], 6_000, WINDOW))[0]!.count);
  t.same(left, [1, 1, 1, 2, 2, 2], 'the three newest kept their counts; the others start again');
});
