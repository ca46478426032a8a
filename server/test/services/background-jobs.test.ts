import t from 'tap';
import { startBackgroundJobs } from '../../src/services/background-jobs.ts';
import { logRecordFixture } from '../fixtures.ts';
import { buildTestApp } from '../helper.ts';

t.test('a started server applies the retention period at once, not only on the hour', async (t) => {
  const { app, raw } = await buildTestApp(t);
  const storedLogs = async () => (await raw.rows('logs')).length;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  await app.store.logs.insertMany([logRecordFixture('stale', daysAgo(91)), logRecordFixture('fresh', daysAgo(1))]);
  const jobs = startBackgroundJobs(app);
  t.teardown(() => jobs.stop());
  for (let waited = 0; (await storedLogs()) > 1 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
  t.equal(await storedLogs(), 1);
  t.ok(await app.store.logs.get('fresh'), 'the log within the period stays');
});
