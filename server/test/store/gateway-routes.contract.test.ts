import t from 'tap';
import type { GatewayRouteRecord } from '../../src/store/index.ts';
import { forEachAdapter } from './adapters.ts';

const route = (id: string, position: number, over: Partial<GatewayRouteRecord> = {}): GatewayRouteRecord => ({
  id,
  name: `Route ${id}`,
  modelPattern: 'gpt-4o*',
  upstreamUrl: 'https://api.openai.com/v1',
  sealedKey: `v1:sealed-${id}`,
  enabled: true,
  position,
  createdAt: `2026-11-20T10:0${position}:00.000Z`,
  updatedAt: `2026-11-20T10:0${position}:00.000Z`,
  ...over,
});

forEachAdapter(t, 'gateway routes: kept whole, listed in position order, changed, reordered at once and removed', async (t, store) => {
  const routes = store.gatewayRoutes;
  t.same(await routes.list(), [], 'none to begin with');
  const a = route('a', 0);
  const b = route('b', 1, { modelPattern: 'claude-*', upstreamUrl: 'http://127.0.0.1:5001/v1', sealedKey: null, enabled: false });
  const c = route('c', 2, { modelPattern: 'mistral-large' });
  for (const r of [c, a, b]) await routes.create(r);
  t.same(await routes.list(), [a, b, c], 'by position, whatever the order they were made in');
  t.same(await routes.get('b'), b, 'a route without a key keeps null');
  t.equal(await routes.get('missing'), null);

  const changed = { ...a, name: 'OpenAI', sealedKey: 'v1:another', enabled: false, updatedAt: '2026-11-21T08:00:00.000Z' };
  t.equal(await routes.update(changed), true);
  t.same(await routes.get('a'), changed, 'every field replaced');
  t.equal(await routes.update(route('missing', 5)), false, 'no such route');
  t.equal(await routes.get('missing'), null, 'an update does not create');

  await routes.reorder(['c', 'a', 'b']);
  t.same(
    (await routes.list()).map((r) => [r.id, r.position]),
    [
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ],
    'each takes its index',
  );
  t.equal(await routes.delete('a'), true);
  t.equal(await routes.delete('a'), false, 'gone already');
  t.same(
    (await routes.list()).map((r) => r.id),
    ['c', 'b'],
  );
});

forEachAdapter(t, 'gateway routes: equal positions fall back to the oldest first', async (t, store) => {
  await store.gatewayRoutes.create(route('late', 0, { createdAt: '2026-11-22T00:00:00.000Z' }));
  await store.gatewayRoutes.create(route('early', 0, { createdAt: '2026-11-21T00:00:00.000Z' }));
  t.same(
    (await store.gatewayRoutes.list()).map((r) => r.id),
    ['early', 'late'],
  );
});
