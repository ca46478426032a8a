// Large data sets for benchmarks: any number of logs over the last 30 days from a generated
// organisation, written batch by batch so memory stays bounded whatever the count.
import { KPI_WINDOW_DAYS } from '@gsg/shared';
import type { Store } from '@gsg/server/store';
import { judgeFor } from '@gsg/server/sample-data-seeding';
import { generateLogBatches } from '@gsg/sample-data/log-generator';
import { createPopulation, MAX_POPULATION } from '@gsg/sample-data/people';
import { createRandom } from '@gsg/sample-data/random';
import { samplePolicies } from '@gsg/sample-data/sample/policies';
import { DAY_MS } from '@gsg/sample-data/timeline';

export const DEFAULT_BATCH_SIZE = 5000;
/** About a month of prompts for a typical person: the organisation grows with the log count. */
const PROMPTS_PER_PERSON = 500;
const MIN_POPULATION = 25;

export const populationFor = (count: number) =>
  Math.min(MAX_POPULATION, Math.max(MIN_POPULATION, Math.round(count / PROMPTS_PER_PERSON)));

export interface GenerateOptions {
  count: number;
  now: Date;
  /** Different seeds give different data; reuse one to reproduce a data set. */
  seed: string;
  users?: number;
  batchSize?: number;
  seal(text: string): string;
  /** Called after each written batch with the running total. */
  onProgress?(written: number): void;
}

/** The logs name the sample policies; a database without them (not seeded) gets them first. */
async function ensureSamplePolicies(store: Store, now: Date): Promise<void> {
  const missing = [];
  for (const policy of samplePolicies(now)) if (!(await store.policies.get(policy.id))) missing.push(policy);
  if (missing.length > 0) await store.policies.insertMany(missing);
}

/** Writes `count` generated logs; returns how many were written. */
export async function generateLogs(store: Store, options: GenerateOptions): Promise<number> {
  const { count, now, seal } = options;
  await ensureSamplePolicies(store, now);
  const random = createRandom(`gsg-generate/${options.seed}`);
  const people = createPopulation(random.fork('people'), options.users ?? populationFor(count));
  const batches = generateLogBatches({
    random: random.fork('logs'),
    people,
    from: new Date(now.getTime() - KPI_WINDOW_DAYS * DAY_MS),
    to: now,
    count,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    seal,
    judge: judgeFor,
  });
  let written = 0;
  for (const batch of batches) {
    written += (await store.logs.insertMany(batch)).inserted.length;
    options.onProgress?.(written);
  }
  return written;
}
