import t, { type Test } from 'tap';
import { SETTINGS_DEFAULTS, logQuerySchema } from '@gsg/shared';
import { createRetentionService } from '../../src/modules/logs/retention.ts';
import { createSettingsService } from '../../src/modules/settings/service.ts';
import { recordingBus } from '../events/recording-bus.ts';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import { logRecordFixture } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';
import { createLogArchive } from '../../src/modules/logs/archive.ts';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-06-15T12:30:00.000Z');
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs).toISOString();
const ADMIN = { accountId: 'acc-admin', username: 'admin' };
const pii = { id: 'pol-pii', name: 'PII Detection', ruleType: 'PII' };

function setup(t: Test) {
  const dir = tempDataDir(t);
  const store = createSqliteStore(dir);
  t.teardown(() => store.close());
  const settings = createSettingsService(store.settings, recordingBus(t).bus);
  const archiveDir = join(dir, 'archive');
  return { store, settings, archiveDir, archive: createLogArchive(archiveDir, () => NOW) };
}

const listIds = async (store: ReturnType<typeof setup>['store']) =>
  (await store.logs.list(logQuerySchema.parse({ limit: '500' }))).items.map((l) => l.id);

t.test('logs older than the retention period go, with their rollups; newer ones stay', async (t) => {
  const { store, settings, archive } = setup(t);
  await store.logs.insertMany([
    logRecordFixture('year-old', daysAgo(365), { status: 'blocked', policyTriggered: 'PII Detection', policyId: 'pol-pii', policies: [pii] }),
    logRecordFixture('just-past', daysAgo(90, 2 * HOUR), { status: 'flagged' }),
    logRecordFixture('within', daysAgo(89)),
    logRecordFixture('today', daysAgo(0)),
  ]);
  const retention = createRetentionService(store.logs, settings, archive);

  const run = await retention.run(NOW);
  t.equal(run.deleted, 2, 'the default period is 90 days');
  t.same(await listIds(store), ['today', 'within']);
  t.same(
    await store.logs.summary(logQuerySchema.parse({})),
    { total: 2, allowed: 2, blocked: 0, flagged: 0 },
    "Monitoring's cards count only the logs that are left",
  );
  t.same(await store.rollups.totals('policy', new Date(0), NOW), [], "the deleted log's policy no longer counts on the dashboard");
  t.equal((await retention.run(NOW)).deleted, 0, 'a second run finds nothing more');

  await settings.put('general', { ...SETTINGS_DEFAULTS.general, retentionPeriod: 30 }, ADMIN);
  t.equal((await retention.run(NOW)).deleted, 1, 'a shorter period saved in settings applies on the next run');
  t.same(await listIds(store), ['today']);
});

t.test('the cutoff is a whole hour: logs of the hour holding the exact limit wait for the next run', async (t) => {
  const { store, settings, archive } = setup(t);
  await settings.put('general', { ...SETTINGS_DEFAULTS.general, retentionPeriod: 1 }, ADMIN);
  // NOW is 12:30, so the exact limit is 12:30 yesterday; the cutoff is 12:00 yesterday.
  await store.logs.insertMany([
    logRecordFixture('before-hour', daysAgo(1, 31 * 60_000)),
    logRecordFixture('same-hour', daysAgo(1, 10 * 60_000)),
  ]);
  const run = await createRetentionService(store.logs, settings, archive).run(NOW);
  t.same(run.cutoff, new Date('2026-06-14T12:00:00.000Z'));
  t.same(await listIds(store), ['same-hour'], 'at most an hour past its period, never deleted early');
});

t.test('a backlog goes a few logs per call, an hour at a time, oldest first', async (t) => {
  const { store, settings, archive } = setup(t);
  // Five logs in each of three hours, a hundred days back; one more within the period.
  const start = Date.parse(daysAgo(100)) - (Date.parse(daysAgo(100)) % HOUR);
  const old = Array.from({ length: 15 }, (_, i) => logRecordFixture(`old-${i}`, new Date(start + Math.floor(i / 5) * HOUR + (i % 5) * 60_000).toISOString()));
  await store.logs.insertMany([...old, logRecordFixture('kept', daysAgo(1))]);
  const calls: Array<{ cutoff: number; limit: number | undefined; deleted: number }> = [];
  const logs = {
    ...store.logs,
    async deleteOlderThan(cutoff: Date, limit?: number) {
      const deleted = await store.logs.deleteOlderThan(cutoff, limit);
      calls.push({ cutoff: cutoff.getTime(), limit, deleted });
      return deleted;
    },
  };
  const run = await createRetentionService(logs, settings, archive, { chunk: 2 }).run(NOW);
  t.equal(run.deleted, 15);
  t.equal(run.calls, calls.length);
  t.ok(calls.every((c) => c.limit === 2 && c.deleted <= 2), 'never more than the chunk at once');
  t.same(
    calls.map((c) => (c.cutoff - start) / HOUR),
    [1, 1, 1, 2, 2, 2, 3, 3, 3],
    'each hour emptied before the next is started',
  );
  t.same(await listIds(store), ['kept']);
  t.same(await store.logs.summary(logQuerySchema.parse({})), { total: 1, allowed: 1, blocked: 0, flagged: 0 }, 'rollups exact at the end');
});

t.test('the event loop keeps turning while a large backlog is deleted', async (t) => {
  const { store, settings, archive } = setup(t);
  const logs = Array.from({ length: 20_000 }, (_, i) => logRecordFixture(`b-${i}`, daysAgo(120, -i * 60_000)));
  for (let i = 0; i < logs.length; i += 2000) await store.logs.insertMany(logs.slice(i, i + 2000));
  let turns = 0;
  const ticker = setInterval(() => (turns += 1), 1);
  const run = await createRetentionService(store.logs, settings, archive).run(NOW);
  clearInterval(ticker);
  t.equal(run.deleted, 20_000);
  t.ok(run.calls > 1, `${run.calls} calls`);
  t.ok(turns > 0, `timers ran ${turns} times during the run`);
});

t.test('runs that overlap share one run', async (t) => {
  const { store, settings, archive } = setup(t);
  await store.logs.insertMany([logRecordFixture('old', daysAgo(100))]);
  const retention = createRetentionService(store.logs, settings, archive);
  const [a, b] = await Promise.all([retention.run(NOW), retention.run(NOW)]);
  t.equal(a, b);
  t.equal(a.deleted, 1);
});

t.test('with Auto-archive on, each hour is written to a compressed NDJSON file with its manifest before it is deleted', async (t) => {
  const { store, settings, archive, archiveDir } = setup(t);
  const old = [
    logRecordFixture('a1', '2026-01-10T08:05:00.000Z', { user: 'Ann' }),
    logRecordFixture('a2', '2026-01-10T08:55:00.000Z', { user: 'Bo', inputRedacted: 'card [CARD_NUMBER]' }),
    logRecordFixture('b1', '2026-01-11T23:10:00.000Z', { user: 'Cy' }),
  ];
  await store.logs.insertMany([...old, logRecordFixture('today', daysAgo(0))]);
  const run = await createRetentionService(store.logs, settings, archive).run(NOW);
  t.match(run, { deleted: 3, archived: 3 });
  t.same(readdirSync(archiveDir).sort(), ['2026-01-10', '2026-01-11']);
  t.same(readdirSync(join(archiveDir, '2026-01-10')).sort(), ['08.manifest.json', '08.ndjson.gz']);

  const file = readFileSync(join(archiveDir, '2026-01-10', '08.ndjson.gz'));
  const lines = gunzipSync(file).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  t.same(lines.map((l) => l.id).sort(), ['a1', 'a2'], 'read back with gunzip, a log a line');
  t.equal(lines.find((l) => l.id === 'a2')?.inputRedacted, 'card [CARD_NUMBER]', 'the redacted text as the console shows it');
  t.notOk(lines.some((l) => 'inputEncrypted' in l), 'no originals, sealed or not');
  const manifest = JSON.parse(readFileSync(join(archiveDir, '2026-01-10', '08.manifest.json'), 'utf8'));
  t.same(manifest, {
    file: '08.ndjson.gz',
    from: '2026-01-10T08:00:00.000Z',
    to: '2026-01-10T09:00:00.000Z',
    count: 2,
    sha256: createHash('sha256').update(file).digest('hex'),
    format: 'ndjson+gzip',
    createdAt: NOW.toISOString(),
  });
});

t.test('with Auto-archive off nothing is archived; an archive that cannot be written stops the run and deletes nothing', async (t) => {
  const { store, settings, archive, archiveDir } = setup(t);
  await store.logs.insertMany([logRecordFixture('old', '2026-01-10T08:05:00.000Z')]);
  chmodSync(join(archiveDir, '..'), 0o500);
  t.teardown(() => chmodSync(join(archiveDir, '..'), 0o700));
  if (process.getuid?.() === 0) {
    // root writes anywhere: make the archive path a file instead, which no one can write under.
    chmodSync(join(archiveDir, '..'), 0o700);
    await import('node:fs/promises').then((fs) => fs.writeFile(archiveDir, 'not a directory'));
  }
  await t.rejects(createRetentionService(store.logs, settings, archive).run(NOW));
  t.same(await listIds(store), ['old'], 'the log is still there');

  await settings.put('general', { ...SETTINGS_DEFAULTS.general, autoArchive: false }, ADMIN);
  const run = await createRetentionService(store.logs, settings, archive).run(NOW);
  t.match(run, { deleted: 1, archived: 0 });
  t.notOk(existsSync(join(archiveDir, '2026-01-10')), 'no archive was written');
});
