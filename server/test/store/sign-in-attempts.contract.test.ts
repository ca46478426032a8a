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

forEachAdapter(t, 'pruning keeps exactly the newest counters even when their windows began at the same instant', async (t, store) => {
  const attempts = store.signInAttempts;
  // One sign-in counts several keys (the account, the address) at the same instant.
  await attempts.count(['account-a', 'address-a'], 1_000, WINDOW);
  await attempts.count(['account-b', 'address-b'], 2_000, WINDOW);
  await attempts.count(['account-c', 'address-c'], 3_000, WINDOW);
  await attempts.prune(0, 3);
  const kept: string[] = [];
  for (const key of ['account-a', 'address-a', 'account-b', 'address-b', 'account-c', 'address-c']) {
    if ((await attempts.count([key], 4_000, WINDOW))[0]!.count === 2) kept.push(key);
  }
  t.equal(kept.length, 3, 'three counters kept, not fewer');
  t.ok(kept.includes('account-c') && kept.includes('address-c'), 'the newest pair is kept');
  t.ok(kept.filter((k) => k.endsWith('-b')).length === 1, 'one of the pair tied at the boundary is kept');
});
