// npm run bench:ingest [-- --seconds N] [--clients N] [--batch N]
// Sustained ingest throughput of the real server on a fresh data directory with the five sample
// policies: conversation events (prompts of about 1 KB, some carrying personal data, card numbers or
// confidential topics) pushed through POST /api/v1/ingest/events with an API key, in batches, from a few
// concurrent loopback clients, for a bounded time after a warm-up. Every batch must come back fully
// accepted. Prints conversation events per second, HTTP p50/p99 per request and the server's peak
// memory next to the target.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { IngestResult } from '@gsg/shared';
import { renderConversation, TEMPLATES, type Template } from '@gsg/sample-data/conversations';
import { createPopulation } from '@gsg/sample-data/people';
import { createRandom, type Random } from '@gsg/sample-data/random';
import { SAMPLE_POLICIES } from '@gsg/sample-data/sample/policies';
import { quantile, signIn, startBenchServer } from './harness.ts';

const TARGET_PER_SECOND = 2_000;
const WARM_UP_SECONDS = 3;
const DISTINCT_CONVERSATIONS = 1_000;
const PROMPT_CHARS = 1_000;
/** Prompts that start from a template breaking a policy; the rest are ordinary work. */
const VIOLATING_SHARE = 0.2;
const BENCH_PASSWORD = 'Bench-Admin-Password-1';

const { values } = parseArgs({
  options: { seconds: { type: 'string' }, clients: { type: 'string' }, batch: { type: 'string' } },
});
function positive(name: string, raw: string | undefined, fallback: number): number {
  const n = Number(raw ?? fallback);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got '${raw}'`);
  return n;
}
const seconds = positive('seconds', values.seconds, 20);
const clients = positive('clients', values.clients, 4);
const batchSize = positive('batch', values.batch, 200);

const allowed = TEMPLATES.filter((t) => t.policies.length === 0);
const violating = TEMPLATES.filter((t) => t.policies.length > 0);
const carriesData = (t: Template) => t.policies.includes('pii') || t.policies.includes('pci') || t.policies.includes('phi');

/**
 * Conversation events as JSON text without their opening brace: a request puts `{"eventId":"…",` in
 * front of each, so building a batch costs the client almost nothing next to the server's work.
 */
function conversationPool(random: Random): { bodies: string[]; withData: number } {
  const people = createPopulation(random.fork('people'), 300);
  let withData = 0;
  const bodies = Array.from({ length: DISTINCT_CONVERSATIONS }, () => {
    const person = random.pick(people);
    const lead = random.chance(VIOLATING_SHARE) ? random.pick(violating) : random.pick(allowed);
    if (carriesData(lead)) withData += 1;
    const first = renderConversation(lead, random);
    let input = first.input;
    while (input.length < PROMPT_CHARS) input += `\n\n${renderConversation(random.pick(allowed), random).input}`;
    const event = {
      type: 'conversation',
      user: person.name,
      userId: person.userId,
      hostname: person.hostname,
      ipAddress: person.ipAddress,
      aiModel: person.favouriteTool,
      sessionId: random.uuid(),
      input,
      output: first.output ?? 'Blocked by GSG Console.',
    };
    return JSON.stringify(event).slice(1);
  });
  return { bodies, withData };
}

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

const format = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'gsg-bench-ingest-'));
const server = await startBenchServer(dataDir, BENCH_PASSWORD);
try {
  const cookie = await signIn(server.base, BENCH_PASSWORD);
  for (const { id: _, ...policy } of Object.values(SAMPLE_POLICIES)) {
    await post(`${server.base}/api/v1/policies`, { cookie }, policy);
  }
  const { key } = (await post(`${server.base}/api/v1/api-keys`, { cookie }, { name: 'ingest benchmark' })) as { key: string };

  const pool = conversationPool(createRandom('bench-ingest'));
  console.log(
    `Ingest: ${clients} concurrent clients, batches of ${batchSize} conversation events (prompts of ~${PROMPT_CHARS} chars, ` +
      `${Math.round((pool.withData / DISTINCT_CONVERSATIONS) * 100)}% with personal, card or health data), ` +
      `${seconds} s after a ${WARM_UP_SECONDS} s warm-up, 5 sample policies`,
  );

  let serial = 0;
  const nextBody = () => {
    const events: string[] = [];
    for (let i = 0; i < batchSize; i++) {
      serial += 1;
      events.push(`{"eventId":"bench-${serial}",${pool.bodies[serial % pool.bodies.length]}`);
    }
    return `[${events.join(',')}]`;
  };

  const measureFrom = performance.now() + WARM_UP_SECONDS * 1000;
  const measureTo = measureFrom + seconds * 1000;
  const latencies: number[] = [];
  let measuredEvents = 0;
  let totalEvents = 0;
  const client = async () => {
    while (performance.now() < measureTo) {
      const body = nextBody();
      const started = performance.now();
      const res = await fetch(`${server.base}/api/v1/ingest/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body,
      });
      const text = await res.text();
      const finished = performance.now();
      if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${text.slice(0, 200)}`);
      const result = JSON.parse(text) as IngestResult;
      if (result.accepted.length !== batchSize) {
        throw new Error(`a batch was not fully accepted: ${JSON.stringify({ ...result, accepted: result.accepted.length })}`);
      }
      totalEvents += batchSize;
      // A request counts when it both started and finished inside the measured window.
      if (started >= measureFrom && finished <= measureTo) {
        latencies.push(finished - started);
        measuredEvents += batchSize;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));

  const stored = (await (await fetch(`${server.base}/api/v1/logs/summary`, { headers: { cookie } })).json()) as { total: number };
  if (stored.total !== totalEvents) throw new Error(`${format(totalEvents)} events were accepted but ${format(stored.total)} logs are stored`);

  latencies.sort((a, b) => a - b);
  const perSecond = measuredEvents / seconds;
  const rss = server.peakRssMb();
  const ok = perSecond >= TARGET_PER_SECOND;
  console.log(
    `Conversation events: ${format(perSecond)}/s sustained (${format(measuredEvents)} in ${seconds} s; ${format(stored.total)} stored in all)\n` +
      `HTTP per request (${latencies.length} requests of ${batchSize}): p50 ${ms(quantile(latencies, 0.5))}  ` +
      `p99 ${ms(quantile(latencies, 0.99))}  max ${ms(latencies.at(-1) ?? 0)}\n` +
      `Server peak RSS (VmHWM): ${rss.toFixed(0)} MB\n` +
      `Target >= ${format(TARGET_PER_SECOND)} conversation events/s: ${ok ? 'met' : 'MISSED'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
