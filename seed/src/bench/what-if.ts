// npm run bench:whatif [-- --data-dir DIR] [--logs N]
// Measures the policy what-if on past traffic against the real server: a data directory with 100,000
// stored conversations (originals sealed, as ingest keeps them), a draft PII policy (the detector rule, the
// costliest to judge) tried on all of them, timed from the start request until the run says it is done.
// While it runs, the policy list is read over and over to show the server keeps answering. Prints the
// time next to the target (under 60 s for 100,000), the rate, and the server's peak memory.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { KPI_WINDOW_DAYS, type PolicyInput, type PolicyWhatIfJob } from '@gsg/shared';
import { loadConfig } from '@gsg/server/config';
import { createStore } from '@gsg/server/store';
import { createSecretBox, loadSecretKey } from '@gsg/server/security/secret-box';
import { generateLogs } from '../generate.ts';
import { SAMPLE_POLICIES } from '@gsg/sample-data/sample/policies';
import { DAY_MS } from '@gsg/sample-data/timeline';
import { quantile, signIn, startBenchServer } from './harness.ts';

const TARGET = { conversations: 100_000, seconds: 60 };
const REUSE_SHARE = 0.95;
const POLL_MS = 200;
// The data spans the last 30 days as generated; a day more keeps the oldest in range as they age.
const RANGE_DAYS = KPI_WINDOW_DAYS + 1;
// The admin of the benchmark's own throwaway data directory; a directory prepared elsewhere needs its
// admin password in GSG_ADMIN_PASSWORD.
const BENCH_PASSWORD = process.env.GSG_ADMIN_PASSWORD ?? 'Bench-Admin-Password-1';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, logs: { type: 'string' } } });
const wanted = Number(values.logs ?? TARGET.conversations);
if (!Number.isSafeInteger(wanted) || wanted < 1) throw new Error(`--logs must be a positive whole number, got '${values.logs}'`);
const dataDir = values['data-dir'] ? resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir']) : join(tmpdir(), 'gsg-bench-whatif');
const format = (n: number) => n.toLocaleString('en-US');

/** A draft as the policy form sends it: the sample PII policy (the detector rule) under its own name. */
const { id: _sampleId, ...samplePii } = SAMPLE_POLICIES.pii;
const draft: PolicyInput = { ...samplePii, name: 'PII (what-if bench)', description: 'Personal data, tried on past traffic' };

/** Tops the directory up to `wanted` logs within the last 30 days, unless it nearly holds them already. */
async function prepareData(): Promise<void> {
  const config = loadConfig({ ...process.env, GSG_DATA_DIR: dataDir });
  const store = await createStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
  try {
    const now = new Date();
    const recent = await store.logs.countBetween(new Date(now.getTime() - KPI_WINDOW_DAYS * DAY_MS), now);
    if (recent >= wanted * REUSE_SHARE) {
      console.log(`Data: reusing ${format(recent)} conversations of the last ${KPI_WINDOW_DAYS} days in ${dataDir}`);
      return;
    }
    const missing = wanted - recent;
    console.log(`Data: generating ${format(missing)} conversations into ${dataDir} (found ${format(recent)} recent ones)...`);
    const secretBox = createSecretBox(loadSecretKey(config.secretKey, config.dataDir));
    const started = performance.now();
    await generateLogs(store, { count: missing, now, seed: now.toISOString(), seal: (text) => secretBox.seal(text) });
    console.log(`Data: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await store.close();
  }
}

await prepareData();
const server = await startBenchServer(dataDir, BENCH_PASSWORD);
const base = server.base;

try {
  const cookie = await signIn(base, BENCH_PASSWORD);
  const headers = { cookie, 'content-type': 'application/json' };
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/policies/what-if`, { method: 'POST', headers, body: JSON.stringify({ policy: draft, days: RANGE_DAYS }) });
  if (res.status !== 202) throw new Error(`the run did not start: ${res.status} ${(await res.text()).slice(0, 200)}`);
  let job = (await res.json()) as PolicyWhatIfJob;
  console.log(`What-if: ${format(job.total)} conversations in the last ${RANGE_DAYS} days`);

  // The server keeps answering while the run goes: a policy list read between polls, timed.
  const listTimes: number[] = [];
  let lastReport = 0;
  while (job.state === 'running') {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const listStarted = performance.now();
    const list = await fetch(`${base}/api/v1/policies`, { headers: { cookie } });
    await list.text();
    listTimes.push(performance.now() - listStarted);
    job = (await (await fetch(`${base}/api/v1/policies/what-if/${job.id}`, { headers: { cookie } })).json()) as PolicyWhatIfJob;
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed - lastReport >= 5) {
      lastReport = elapsed;
      console.log(`  ${elapsed.toFixed(0)} s: ${format(job.scanned)} of ${format(job.total)}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.state !== 'done') throw new Error(`the run ended ${job.state}: ${job.error ?? ''}`);

  const scaled = (seconds * TARGET.conversations) / Math.max(1, job.scanned);
  const ok = job.scanned >= TARGET.conversations ? seconds < TARGET.seconds : scaled < TARGET.seconds;
  listTimes.sort((a, b) => a - b);
  console.log(
    `What-if (draft PII detector policy): ${format(job.scanned)} conversations judged in ${seconds.toFixed(1)} s ` +
      `(${format(Math.round(job.scanned / seconds))}/s), ${format(job.totals.matched)} would be blocked, ` +
      `${job.judgedOnRedacted} judged on redacted text, ${job.samples.length} samples`,
  );
  if (job.scanned < TARGET.conversations) console.log(`  at this rate ${format(TARGET.conversations)} would take ${scaled.toFixed(1)} s`);
  console.log(`  target: ${format(TARGET.conversations)} in under ${TARGET.seconds} s: ${ok ? 'met' : 'MISSED'}`);
  if (listTimes.length > 0) {
    console.log(
      `Policy list read while it ran: ${listTimes.length} requests, p50 ${quantile(listTimes, 0.5).toFixed(1)} ms, max ${listTimes.at(-1)!.toFixed(1)} ms`,
    );
  }
  console.log(`Server peak RSS (VmHWM): ${server.peakRssMb().toFixed(0)} MB`);
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
