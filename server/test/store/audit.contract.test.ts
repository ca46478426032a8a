import t from 'tap';
import { forEachAdapter } from './adapters.ts';
import type { AuditRecord } from '../../src/store/index.ts';
import { CHAIN_START, checkLinks } from '../../src/store/audit-chain.ts';

const entry = (id: string, at: string, over: Partial<AuditRecord> = {}): AuditRecord => ({
  id,
  at,
  actorId: 'acc-1',
  actorName: 'dana',
  action: 'policy.saved',
  target: `policy:${id}`,
  ipAddress: '10.0.0.7',
  userAgent: 'Mozilla/5.0',
  detail: { name: 'PII' },
  before: { mode: 'enforce', rules: [1, 2] },
  after: { rules: [1, 2, 3], mode: 'monitor' },
  ...over,
});

forEachAdapter(t, 'audit: appends chain each entry to the one before, and read back as written', async (t, store) => {
  const first = await store.audit.append(entry('e-1', '2026-01-01T10:00:00.000Z'));
  const second = await store.audit.append(entry('e-2', '2026-01-01T11:00:00.000Z', { before: null, after: null, actorId: null, actorName: 'system' }));
  t.match(first, { seq: 1, prevHash: CHAIN_START });
  t.match(second, { seq: 2, prevHash: first.hash });
  const chain = await store.audit.chain(0, 10);
  t.same(chain, [first, second], 'stored exactly, nested values included');
  t.equal(checkLinks(chain, 0, CHAIN_START), null, 'the chain holds');
  t.same(await store.audit.chain(1, 10), [second], 'read on from a place');
});

forEachAdapter(t, 'audit: appends made at once each take their own place, and the chain holds', async (t, store) => {
  const appended = await Promise.all(Array.from({ length: 40 }, (_, i) => store.audit.append(entry(`e-${i}`, `2026-01-01T10:00:${String(i).padStart(2, '0')}.000Z`))));
  t.same(appended.map((e) => e.seq).sort((a, b) => a - b), Array.from({ length: 40 }, (_, i) => i + 1));
  t.equal(checkLinks(await store.audit.chain(0, 100), 0, CHAIN_START), null);
});

forEachAdapter(t, 'audit: a page is newest first, filtered by actor, action, target and time, and continues before a seq', async (t, store) => {
  await store.audit.append(entry('e-1', '2026-01-01T10:00:00.000Z', { actorName: 'dana', action: 'policy.saved', target: 'policy:p-1' }));
  await store.audit.append(entry('e-2', '2026-01-02T10:00:00.000Z', { actorName: 'lee', action: 'log.revealed', target: 'log:l-9' }));
  await store.audit.append(entry('e-3', '2026-01-03T10:00:00.000Z', { actorName: 'Dana_K', action: 'log.revealed', target: 'log:l-10%' }));
  const ids = async (filter: Parameters<typeof store.audit.page>[0], before?: number, limit = 10) =>
    (await store.audit.page(filter, before, limit)).map((e) => e.id);
  t.same(await ids({}), ['e-3', 'e-2', 'e-1']);
  t.same(await ids({}, undefined, 2), ['e-3', 'e-2']);
  t.same(await ids({}, 2), ['e-1'], 'before a seq');
  t.same(await ids({ actor: 'DANA' }), ['e-3', 'e-1'], 'actor matches part of the name in any case');
  t.same(await ids({ actor: '_' }), ['e-3'], 'an underscore is literal');
  t.same(await ids({ action: 'log.revealed' }), ['e-3', 'e-2']);
  t.same(await ids({ action: 'log' }), [], 'action matches whole');
  t.same(await ids({ target: '10%' }), ['e-3'], 'a percent sign is literal');
  t.same(await ids({ from: '2026-01-02T00:00:00.000Z', to: '2026-01-02T23:59:59.999Z' }), ['e-2']);
});

forEachAdapter(t, 'audit: an event already in the trail is not appended again, even by appends at once', async (t, store) => {
  const first = await store.audit.append(entry('e-1', '2026-01-01T10:00:00.000Z', { eventId: 'ev-1' }));
  t.match(first, { seq: 1, eventId: 'ev-1' });
  const again = await store.audit.append(entry('e-1-again', '2026-01-01T10:05:00.000Z', { eventId: 'ev-1' }));
  t.same(again, first, 'the entry that has the event is returned, unchanged');
  // Redeliveries racing the first append: one entry per event, each its own place.
  const burst = await Promise.all(
    Array.from({ length: 30 }, (_, i) => store.audit.append(entry(`b-${i}`, '2026-01-01T11:00:00.000Z', { eventId: `ev-${2 + (i % 3)}` }))),
  );
  t.equal(new Set(burst.map((e) => e.seq)).size, 3, 'three events, three entries');
  const other = await store.audit.append(entry('e-9', '2026-01-01T12:00:00.000Z'));
  const unlinked = await store.audit.append(entry('e-10', '2026-01-01T12:00:00.000Z', { eventId: null }));
  t.same([other.seq, unlinked.seq], [5, 6], 'entries that record no event are each appended');
  const chain = await store.audit.chain(0, 100);
  t.equal(chain.length, 6);
  t.same(chain.map((e) => e.eventId ?? null).filter((id) => id !== null).sort(), ['ev-1', 'ev-2', 'ev-3', 'ev-4']);
  t.equal(checkLinks(chain, 0, CHAIN_START), null, 'the chain holds');
});

forEachAdapter(t, 'audit: the event id is covered by the hash', async (t, store) => {
  const appended = await store.audit.append(entry('e-1', '2026-01-01T10:00:00.000Z', { eventId: 'ev-1' }));
  t.equal(checkLinks([{ ...appended, eventId: 'ev-2' }], 0, CHAIN_START)?.problem, 'entry 1 was changed after it was written');
  const plain = await store.audit.append(entry('e-2', '2026-01-01T10:00:00.000Z'));
  t.notOk('eventId' in plain && plain.eventId, 'an entry with no event has none');
});
