import t from 'tap';
import { forEachAdapter } from './adapters.ts';

forEachAdapter(t, 'sign-in flows: each is spent once, even by parallel callers', async (t, store) => {
  const flows = store.signInFlows;
  t.equal(await flows.spend('flow-a', 10_000), true, 'the first use goes on');
  t.equal(await flows.spend('flow-a', 10_000), false, 'a second use is refused');
  t.equal(await flows.spend('flow-a', 99_000), false, 'whatever expiry it claims');
  const burst = await Promise.all(Array.from({ length: 20 }, () => flows.spend('flow-b', 10_000)));
  t.equal(burst.filter(Boolean).length, 1, 'of twenty parallel uses exactly one goes on');
  t.equal(await flows.spend('flow-c', 10_000), true, 'another flow is its own');
});

forEachAdapter(t, 'sign-in flows are forgotten once expired, not before', async (t, store) => {
  const flows = store.signInFlows;
  await flows.spend('old', 1_000);
  await flows.spend('edge', 2_000);
  await flows.spend('new', 5_000);
  await flows.prune(2_000);
  t.equal(await flows.spend('old', 6_000), true, 'an expired flow was pruned');
  t.equal(await flows.spend('edge', 6_000), false, 'one expiring at that very instant is kept');
  t.equal(await flows.spend('new', 6_000), false, 'an unexpired flow is kept');
});
