import t from 'tap';
import { logQuerySchema } from '@gsg/shared';
import { logRecordFixture } from '../fixtures.ts';
import { forEachAdapter } from './adapters.ts';

const HOUR = 3_600_000;
const BASE = Date.parse('2026-02-01T00:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

forEachAdapter(t, 'logs: oldestTimestamp names where retention starts', async (t, store) => {
  t.equal(await store.logs.oldestTimestamp(), null, 'no logs, no oldest');
  await store.logs.insertMany([
    logRecordFixture('mid', at(BASE + 2 * HOUR + 10_000)),
    logRecordFixture('old', at(BASE + 15 * 60_000 + 123)),
    logRecordFixture('new', at(BASE + 5 * HOUR)),
  ]);
  t.same(await store.logs.oldestTimestamp(), new Date(BASE + 15 * 60_000 + 123), 'to the millisecond, whatever the insert order');
  await store.logs.deleteOlderThan(new Date(BASE + HOUR));
  t.same(await store.logs.oldestTimestamp(), new Date(BASE + 2 * HOUR + 10_000), 'the next one once the oldest hour is gone');
  await store.logs.deleteOlderThan(new Date(BASE + 6 * HOUR));
  t.equal(await store.logs.oldestTimestamp(), null);
});

forEachAdapter(t, 'logs: deleteOlderThan with a limit paces the delete; the rollups go with the last log of their hours', async (t, store, raw) => {
  const pii = { id: 'pol-pii', name: 'PII Detection', ruleType: 'PII' };
  await store.logs.insertMany([
    ...Array.from({ length: 4 }, (_, i) =>
      logRecordFixture(`old-${i}`, at(BASE + i * 60_000), { status: 'blocked', policyTriggered: 'PII Detection', policyId: 'pol-pii', policies: [pii] }),
    ),
    logRecordFixture('new', at(BASE + 2 * HOUR)),
  ]);
  const total = async () => (await store.logs.summary(logQuerySchema.parse({}))).total;
  const cutoff = new Date(BASE + HOUR);
  t.equal(await store.logs.deleteOlderThan(cutoff, 3), 3, 'the oldest three');
  t.equal(await store.logs.oldestTimestamp().then((d) => d?.getTime()), BASE + 3 * 60_000);
  t.equal((await raw.rows('logs')).length, 2);
  t.equal(await store.logs.deleteOlderThan(cutoff, 3), 1, 'fewer than the limit: none left before the cutoff');
  t.equal(await total(), 1, 'and then the hour’s rollups are gone too');
  t.same(await store.rollups.totals('policy', new Date(0), new Date(BASE + 4 * HOUR)), []);

  await store.logs.insertMany([logRecordFixture('a', at(BASE + 3 * HOUR)), logRecordFixture('b', at(BASE + 3 * HOUR + 1))]);
  const later = new Date(BASE + 4 * HOUR);
  t.equal(await store.logs.deleteOlderThan(later, 3), 3, 'exactly the limit');
  t.equal(await store.logs.deleteOlderThan(later, 3), 0, 'a call more says none are left');
  t.equal(await total(), 0);
});
