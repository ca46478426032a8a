import t from 'tap';
import type { PolicyInput } from '@gsg/shared';
import type { PolicyExceptionRecord } from '../../src/store/index.ts';
import { forEachAdapter } from './adapters.ts';
import { piiBlockPolicy } from '../fixtures.ts';

const input: PolicyInput = { ...piiBlockPolicy, name: 'PII' };

const record = (id: string, policyId: string, over: Partial<PolicyExceptionRecord> = {}): PolicyExceptionRecord => ({
  id,
  policyId,
  kind: 'value',
  display: 's•••@acme.example',
  reason: null,
  alertId: null,
  createdAt: `2026-11-01T09:00:0${id.slice(-1)}.000Z`,
  createdBy: 'anil',
  matchHash: `hash-${id}`,
  ...over,
});

forEachAdapter(t, 'policy exceptions: created once per policy, kind and hash, listed, removed, and gone with their policy', async (t, store) => {
  const a = await store.policies.create(input, new Date('2026-01-01T00:00:00Z'));
  const b = await store.policies.create({ ...input, name: 'Other' }, new Date('2026-01-01T00:00:00Z'));
  const first = record('e-1', a.id, { reason: 'Support inbox', alertId: 'alert-1' });
  t.equal(await store.policyExceptions.create(first), true);
  t.equal(await store.policyExceptions.create(record('e-2', a.id, { kind: 'person', matchHash: 'hash-e-1' })), true, 'the same hash of another kind is another exception');
  t.equal(await store.policyExceptions.create(record('e-3', a.id, { matchHash: 'hash-e-1' })), false, 'the same kind and hash again is refused');
  t.equal(await store.policyExceptions.create(record('e-4', b.id, { matchHash: 'hash-e-1' })), true, 'another policy may have it');

  const { matchHash: _first, ...shown } = first;
  t.same((await store.policyExceptions.listFor(a.id))[0], shown, 'every field kept; the list shows no hash');
  t.same((await store.policyExceptions.listFor(a.id)).map((e) => e.id), ['e-1', 'e-2'], 'oldest first');
  t.same((await store.policyExceptions.listAll()).map((e) => [e.id, e.policyId, e.kind, e.matchHash]), [
    ['e-1', a.id, 'value', 'hash-e-1'],
    ['e-2', a.id, 'person', 'hash-e-1'],
    ['e-4', b.id, 'value', 'hash-e-1'],
  ]);

  t.equal(await store.policyExceptions.delete(b.id, 'e-1'), null, "one policy cannot remove another's exception");
  const { matchHash: _second, ...second } = record('e-2', a.id, { kind: 'person', matchHash: 'hash-e-1' });
  t.same(await store.policyExceptions.delete(a.id, 'e-2'), second, 'the removed exception is returned');
  t.same((await store.policyExceptions.listFor(a.id)).map((e) => e.id), ['e-1']);
  t.equal(await store.policyExceptions.delete(a.id, 'e-2'), null, 'removed once');

  t.equal(await store.policies.delete(a.id), true);
  t.same((await store.policyExceptions.listAll()).map((e) => e.id), ['e-4'], "a deleted policy's exceptions go with it");
});
