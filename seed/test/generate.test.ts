import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { conversationLogSchema } from '@gsg/shared';
import { createStore } from '@gsg/server/store';
import { createSecretBox } from '@gsg/server/security/secret-box';
import { sqliteRawStore } from '@gsg/server/test-support/raw-store';
import { judgeFor } from '@gsg/server/sample-data-seeding';
import { generateLogs, populationFor } from '../src/generate.ts';
import { generateLogBatches } from '@gsg/sample-data/log-generator';
import { createPopulation, MAX_POPULATION } from '@gsg/sample-data/people';
import { createRandom } from '@gsg/sample-data/random';

const DAY = 86_400_000;
const now = new Date('2025-06-18T15:30:00.000Z');
const from = new Date(now.getTime() - 30 * DAY);

function generate(seed: string, count: number, batchSize: number) {
  const random = createRandom(seed);
  const people = createPopulation(random.fork('people'), 40);
  return [...generateLogBatches({ random: random.fork('logs'), people, from, to: now, count, batchSize, seal: (s) => s, judge: judgeFor })];
}

t.test('batches: exactly the count asked for, none over the batch size, oldest first, inside the window', async (t) => {
  const batches = generate('a', 2500, 1000);
  t.same(batches.map((b) => b.length), [1000, 1000, 500]);
  const times = batches.flat().map((l) => Date.parse(l.timestamp));
  t.ok(times.every((x, i) => i === 0 || x >= times[i - 1]!), 'chronological, as ingest would write them');
  t.ok(times.every((x) => x >= from.getTime() && x < now.getTime()));
  t.ok(batches.flat().every((l) => conversationLogSchema.safeParse(l).success));
});

t.test('the same seed reproduces a data set; another seed gives new ids', async (t) => {
  t.same(generate('a', 300, 100), generate('a', 300, 100));
  const first = new Set(generate('a', 2000, 2000).flat().map((l) => l.id));
  t.notOk(generate('b', 2000, 2000).flat().some((l) => first.has(l.id)), 'no id of run b appears in run a');
});

t.test('the generated organisation grows with the data and keeps people distinct', async (t) => {
  t.equal(populationFor(1000), 25);
  t.equal(populationFor(1_000_000), 2000);
  const everyone = createPopulation(createRandom('p'), MAX_POPULATION);
  for (const field of ['userId', 'name', 'email', 'hostname', 'ipAddress'] as const) {
    t.equal(new Set(everyone.map((p) => p[field])).size, MAX_POPULATION, `${field} is unique`);
  }
});

t.test('generateLogs writes into a real store; the originals decrypt with the data directory key', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'gsg-seed-test-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const store = await createStore({ dataDir: dir });
  t.teardown(() => store.close());
  const box = createSecretBox(randomBytes(32));
  const progress: number[] = [];
  const written = await generateLogs(store, {
    count: 1200,
    now,
    seed: 'one',
    batchSize: 500,
    seal: (text) => box.seal(text),
    onProgress: (done) => progress.push(done),
  });
  t.equal(written, 1200);
  t.same(progress, [500, 1000, 1200], 'progress after every batch');
  t.equal((await store.policies.list()).length, 5, 'the sample policies the logs name');

  await generateLogs(store, { count: 800, now, seed: 'two', seal: (text) => box.seal(text) });
  t.equal((await sqliteRawStore(dir).rows('logs')).length, 2000, 'a second run adds to the first');
  t.equal((await store.policies.list()).length, 5, 'without duplicating the policies');

  const page = await store.logs.list({ status: ['blocked'], limit: 100 });
  const withPlaceholder = page.items.find((l) => /\[[A-Z_]+\]/.test(l.inputRedacted));
  t.ok(withPlaceholder, 'a blocked log with redacted values');
  const original = box.open((await store.logs.getEncryptedOriginal(withPlaceholder!.id, 'input'))!);
  t.ok(original.startsWith(withPlaceholder!.inputRedacted.split('[')[0]!), 'the same prompt');
  t.notMatch(original, /\[[A-Z_]+\]/, 'reveal shows the real values');
});
