import t from 'tap';
import type { PolicyInput } from '@gsg/shared';
import { forEachAdapter } from './adapters.ts';

const input: PolicyInput = {
  name: 'Credit Card Protection',
  description: 'Blocks card numbers',
  ruleType: 'PCI',
  severity: 'high',
  action: 'block',
  isEnabled: true,
  sensitivity: 'medium',
  mode: 'enforce',
  rules: { type: 'regex', pattern: '\\b\\d{16}\\b' },
};

forEachAdapter(t, 'policies: create, read, update, delete', async (t, store) => {
  const created = await store.policies.create(input, new Date('2026-01-01T00:00:00Z'));
  t.match(created, { ...input, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
  t.same(await store.policies.get(created.id), created);

  const updated = await store.policies.update(
    created.id,
    { ...input, isEnabled: false, sensitivity: 'high', rules: { type: 'keyword', keywords: ['merger', 'layoff'] } },
    new Date('2026-02-01T00:00:00Z'),
  );
  t.match(updated, { isEnabled: false, sensitivity: 'high', rules: { type: 'keyword', keywords: ['merger', 'layoff'] }, createdAt: created.createdAt });
  t.equal((await store.policies.get(created.id))?.sensitivity, 'high', 'the sensitivity is stored');
  const monitored = await store.policies.update(created.id, { ...input, mode: 'monitor' }, new Date('2026-02-01T00:00:00Z'));
  t.equal(monitored?.mode, 'monitor');
  t.equal((await store.policies.get(created.id))?.mode, 'monitor', 'the mode is stored');
  t.equal(updated?.updatedAt, '2026-02-01T00:00:00.000Z');
  t.equal(await store.policies.update('missing', input, new Date()), null);

  t.equal((await store.policies.list()).length, 1);
  t.equal(await store.policies.delete(created.id), true);
  t.equal(await store.policies.delete(created.id), false);
  t.same(await store.policies.list(), []);
});

forEachAdapter(t, 'policies: insertMany keeps the given ids, list is in creation order', async (t, store) => {
  const at = (d: string) => new Date(d).toISOString();
  await store.policies.insertMany([
    { ...input, id: 'p-2', name: 'Second', createdAt: at('2026-01-02'), updatedAt: at('2026-01-02') },
    { ...input, id: 'p-1', name: 'First', createdAt: at('2026-01-01'), updatedAt: at('2026-01-01') },
  ]);
  t.same((await store.policies.list()).map((p) => p.id), ['p-1', 'p-2']);
});
