// npm run bench:gateway
// What the gateway adds to a model call: the server runs as a child process with the sample policies, in
// front of a stub upstream in a process of its own, and each figure is taken
// straight from the stub and through the gateway, interleaved so both see the same machine:
// - latency of a chat completion with a 1 KB prompt, one call at a time (p50, p99; targets: at most 1 ms
//   added at p50, 5 ms at p99);
// - the delay to the first streamed token, from a stub sending chunks at once and from one pacing them as a
//   model generating text does;
// - throughput with 100 concurrent clients, with the server's peak RSS; the engine must not be what limits it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { samplePolicies } from '@gsg/sample-data/sample/policies';
import { signInAdmin, startChildServer } from '../test-support/child-server.ts';

const ADMIN_PASSWORD = 'Bench-Gateway-Password-1';
const UPSTREAM_KEY = 'sk-bench-upstream';
const LATENCY_RUNS = 2_000;
const WARM_UP = 300;
const STREAM_RUNS = 300;
const CONCURRENT_CLIENTS = 100;
const THROUGHPUT_SECONDS = 8;
const PACE_MS = 20;
const TARGET_P50_MS = 1;
const TARGET_P99_MS = 5;

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** About 1 KB of ordinary prose: no policy matches, so the call goes through and the reply comes back. */
const PROMPT = (
  'Please summarise the quarterly planning notes below for the engineering team, keeping the decisions and the owners. ' +
  'We agreed to move the release train to a two week cadence, to retire the old build agents by the end of the month, ' +
  'and to spend the first sprint of each quarter on reliability work. The design review for the new search service is ' +
  'scheduled for Thursday; the team asked for load figures before then. Documentation for the public API needs another pass, ' +
  'in particular the pagination examples, which still show the old parameters. Support reported fewer tickets about sign-in ' +
  'since the last change, and asked that the status page link be added to the error screens. Finally, the hiring plan for the ' +
  'next half stays as it is, with two openings for platform engineers and one for a technical writer. Budget questions go to ' +
  'the finance partner before the end of the month, and the offsite agenda will be shared once the venue has confirmed the dates. ' +
  'Please keep the summary short and list any open questions at the end.'
).slice(0, 1024);

async function startStub(pace: number): Promise<{ url: string; stop: () => void }> {
  const cli = fileURLToPath(new URL('../test-support/stub-upstream-cli.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--pace', String(pace)], { stdio: ['ignore', 'pipe', 'inherit'] });
  process.once('exit', () => child.kill('SIGKILL'));
  const [url] = await new Promise<string[]>((done) => createInterface({ input: child.stdout! }).once('line', (line) => done([line])));
  return { url: url!, stop: () => child.kill('SIGTERM') };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-bench-'));
  const pacedDataDir = mkdtempSync(join(tmpdir(), 'gateway-bench-paced-'));
  const stub = await startStub(0);
  const pacedStub = await startStub(PACE_MS);
  const server = await startChildServer({
    dataDir,
    adminPassword: ADMIN_PASSWORD,
    env: { GSG_GATEWAY_UPSTREAM_URL: stub.url, GSG_GATEWAY_UPSTREAM_KEY: UPSTREAM_KEY },
  });
  const paced = await startChildServer({
    dataDir: pacedDataDir,
    adminPassword: ADMIN_PASSWORD,
    env: { GSG_GATEWAY_UPSTREAM_URL: pacedStub.url, GSG_GATEWAY_UPSTREAM_KEY: UPSTREAM_KEY },
  });
  try {
    const key = await prepare(server.base);
    const pacedKey = await prepare(paced.base);
    console.log(`Gateway benchmark: the sample policies, a ${PROMPT.length}-character prompt, each call naming a person, stub upstream on loopback\n`);

    const direct = (stream = false, url = stub.url) => call(`${url}/chat/completions`, UPSTREAM_KEY, stream);
    const gateway = (stream = false, base = server.base, k = key) => call(`${base}/v1/chat/completions`, k, stream);

    for (let i = 0; i < WARM_UP; i++) await Promise.all([direct(), gateway()]);
    const straight: number[] = [];
    const through: number[] = [];
    for (let i = 0; i < LATENCY_RUNS; i++) {
      straight.push(await timed(() => direct()));
      through.push(await timed(() => gateway()));
    }
    const [s, g] = [sortedOf(straight), sortedOf(through)];
    const added50 = quantile(g, 0.5) - quantile(s, 0.5);
    const added99 = quantile(g, 0.99) - quantile(s, 0.99);
    console.log(`Latency, one call at a time (${LATENCY_RUNS} calls each)`);
    console.log(`  direct   p50 ${ms(quantile(s, 0.5))}   p99 ${ms(quantile(s, 0.99))}`);
    console.log(`  gateway  p50 ${ms(quantile(g, 0.5))}   p99 ${ms(quantile(g, 0.99))}`);
    console.log(`  added    p50 ${ms(added50)} (target <= ${TARGET_P50_MS} ms) ${added50 <= TARGET_P50_MS ? 'ok' : 'MISSED'}`);
    console.log(`           p99 ${ms(added99)} (target <= ${TARGET_P99_MS} ms) ${added99 <= TARGET_P99_MS ? 'ok' : 'MISSED'}\n`);

    const firstToken = async (runs: number, directCall: () => Promise<Response>, gatewayCall: () => Promise<Response>) => {
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < runs; i++) {
        a.push(await untilFirstToken(directCall));
        b.push(await untilFirstToken(gatewayCall));
      }
      return [sortedOf(a), sortedOf(b)] as const;
    };
    const [fs, fg] = await firstToken(STREAM_RUNS, () => direct(true), () => gateway(true));
    const [ps, pg] = await firstToken(STREAM_RUNS / 3, () => direct(true, pacedStub.url), () => gateway(true, paced.base, pacedKey));
    console.log(`Delay to the first streamed token (p50 / p99)`);
    console.log(`  chunks at once     direct ${ms(quantile(fs, 0.5))} / ${ms(quantile(fs, 0.99))}   gateway ${ms(quantile(fg, 0.5))} / ${ms(quantile(fg, 0.99))}   added ${ms(quantile(fg, 0.5) - quantile(fs, 0.5))} at p50`);
    console.log(`  a chunk per ${PACE_MS} ms  direct ${ms(quantile(ps, 0.5))} / ${ms(quantile(ps, 0.99))}   gateway ${ms(quantile(pg, 0.5))} / ${ms(quantile(pg, 0.99))}   added ${ms(quantile(pg, 0.5) - quantile(ps, 0.5))} at p50`);
    console.log(`  (the gateway holds back the word being written, and recent digits, until judged whole)\n`);

    const directRate = await throughput(() => direct());
    const gatewayRate = await throughput(() => gateway());
    console.log(`Throughput, ${CONCURRENT_CLIENTS} concurrent clients, ${THROUGHPUT_SECONDS} s each`);
    console.log(`  direct   ${directRate.toFixed(0)} calls/s`);
    console.log(`  gateway  ${gatewayRate.toFixed(0)} calls/s (each judged twice, logged, pushed live), server peak RSS ${server.peakRssMb().toFixed(0)} MB`);
    const judging = await judgingShare(server.base, key);
    console.log(`  judging took ${judging.toFixed(1)}% of the gateway's time per call (the engine is not the limit while this stays small)`);
  } finally {
    await Promise.all([server.stop(), paced.stop()]);
    stub.stop();
    pacedStub.stop();
    for (const dir of [dataDir, pacedDataDir]) rmSync(dir, { recursive: true, force: true });
  }
}

/** Signs in, saves the sample policies and issues a gateway key. */
async function prepare(base: string): Promise<string> {
  const cookie = await signInAdmin(base, ADMIN_PASSWORD);
  const headers = { cookie, 'content-type': 'application/json' };
  for (const { id: _id, createdAt: _c, updatedAt: _u, ...policy } of samplePolicies(new Date())) {
    const res = await fetch(`${base}/api/v1/policies`, { method: 'POST', headers, body: JSON.stringify(policy) });
    if (!res.ok) throw new Error(`policy not saved: ${res.status} ${await res.text()}`);
  }
  const res = await fetch(`${base}/api/v1/api-keys`, { method: 'POST', headers, body: JSON.stringify({ name: 'bench', scope: 'gateway' }) });
  return ((await res.json()) as { key: string }).key;
}

let person = 0;
let sent = 0;
/**
 * The prompt of one call: the same 1 KB, told apart by its last words, so that no call finds its prompt
 * among the texts the gateway judged before (it keeps a few, for the reply's second look at its prompt).
 */
const promptOf = (n: number) => `${PROMPT.slice(0, PROMPT.length - 15)} (ref ${String(n).padStart(8, '0')})`;

function call(url: string, key: string, stream: boolean): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-gsg-user': `user${person++ % 1000}@acme.example` },
    body: JSON.stringify({ model: 'gpt-4o-mini', stream, messages: [{ role: 'user', content: promptOf(sent++) }] }),
  });
}

async function timed(send: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await send();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`call failed: ${res.status}`);
  return performance.now() - start;
}

/** From sending to the first chunk that carries reply text. */
async function untilFirstToken(send: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await send();
  const decoder = new TextDecoder();
  let seen = '';
  let first = 0;
  for await (const chunk of res.body!) {
    seen += decoder.decode(chunk, { stream: true });
    if (!first && /"content":"[^"]/.test(seen)) first = performance.now() - start;
  }
  if (!first) throw new Error('no token arrived');
  return first;
}

async function throughput(send: () => Promise<Response>): Promise<number> {
  let done = 0;
  const until = performance.now() + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENT_CLIENTS }, async () => {
      while (performance.now() < until) {
        const res = await send();
        await res.arrayBuffer();
        if (res.ok) done++;
      }
    }),
  );
  return done / THROUGHPUT_SECONDS;
}

/**
 * How much of a call's time in the gateway is judging: the prompt and the reply judged in this process
 * with the same policies, against the gateway's median time for one call (its added latency plus the stub's).
 */
async function judgingShare(base: string, key: string): Promise<number> {
  const { evaluate } = await import('../src/guardrails/index.ts');
  const policies = samplePolicies(new Date());
  const reply = 'Paris is the capital of France.';
  const runs = 2000;
  for (let i = 0; i < 200; i++) evaluate(promptOf(-i), reply, policies);
  const start = performance.now();
  for (let i = 0; i < runs; i++) {
    const prompt = promptOf(i);
    evaluate(prompt, undefined, policies);
    evaluate(prompt, reply, policies);
  }
  const judging = (performance.now() - start) / runs;
  const times: number[] = [];
  for (let i = 0; i < 300; i++) times.push(await timed(() => call(`${base}/v1/chat/completions`, key, false)));
  return (judging / quantile(sortedOf(times), 0.5)) * 100;
}

await main();
