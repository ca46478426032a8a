// npm run bench:live [-- --consoles 100,500] [--rates 100,1000] [--seconds 20] [--warmup 3] [--threads 2] [--via agent|rest]
// What consoles see while events pour in. The real server runs in a child process on a fresh data
// directory with the five sample policies; worker threads of this process hold N real consoles
// (socket.io-client, signed in with real sessions, subscribed to 'logs' like the Monitoring screen) and
// the main thread pushes conversation events at a fixed rate through the agent stream (or REST ingest).
// For every event and every console it measures ingest-to-console latency, from the moment the event is
// sent to the moment the console has it:
//  - in a 'logs' batch (each event carries its serial number in its sessionId), and
//  - in the 'kpi' counters, which every console receives whatever the rate, since the server sums them.
// Prints one row per (consoles, rate), then the targets.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { ConversationEvent, IngestResult } from '@gsg/shared';
import { connectAgent } from '../agent/connection.ts';
import { renderConversation, TEMPLATES } from '@gsg/sample-data/conversations';
import { createPopulation } from '@gsg/sample-data/people';
import { createRandom } from '@gsg/sample-data/random';
import { SAMPLE_POLICIES } from '@gsg/sample-data/sample/policies';
import { signIn, startBenchServer, type BenchServer } from './harness.ts';
import { clock, Histogram, LiveBoard, markerOf, type Quantiles } from './live-board.ts';
import type { ConsolesData, ConsolesOpened, OpenConsoles } from './live-consoles.ts';

const BENCH_PASSWORD = 'Bench-Admin-Password-1';
const TARGET_P95_MS = 250;
/** After ingest stops, how long the consoles have to catch up before they count as behind. */
const DRAIN_MS = 5_000;
const BACKLOG_WAIT_MS = 60_000;
/** How often the sender hands the events due to the server, as an agent flushing its queue would. */
const SENDS_PER_SECOND = 20;
const MAX_REST_IN_FLIGHT = 16;
/** Consoles share this many sign-ins, as colleagues' browsers would hold their own sessions. */
const SESSIONS = 10;
const VIOLATING_SHARE = 0.2;

const USAGE =
  'usage: npm run bench:live -- [--consoles 100,500] [--rates 100,1000] [--seconds 20] [--warmup 3] [--threads 2] [--via agent|rest]';
const { values } = parseArgs({
  options: {
    consoles: { type: 'string' },
    rates: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    threads: { type: 'string' },
    via: { type: 'string' },
  },
});
function positives(name: string, raw: string): number[] {
  const list = raw.split(',').map(Number);
  if (list.some((n) => !Number.isSafeInteger(n) || n < 1)) throw new Error(`--${name} must be positive whole numbers, got '${raw}'\n${USAGE}`);
  return list;
}
const consoleCounts = positives('consoles', values.consoles ?? '100,500').sort((a, b) => a - b);
const rates = positives('rates', values.rates ?? '100,1000');
const seconds = positives('seconds', values.seconds ?? '20')[0]!;
const warmup = positives('warmup', values.warmup ?? '3')[0]!;
const threads = positives('threads', values.threads ?? '2')[0]!;
const via = values.via ?? 'agent';
if (via !== 'agent' && via !== 'rest') throw new Error(`--via must be agent or rest\n${USAGE}`);

/** Conversations to send, as a gateway would: ordinary work, with a share that breaks a policy. */
function conversationPool(): Array<Omit<ConversationEvent, 'eventId' | 'sessionId'>> {
  const random = createRandom('bench-live');
  const people = createPopulation(random.fork('people'), 200);
  const allowed = TEMPLATES.filter((t) => t.policies.length === 0);
  const violating = TEMPLATES.filter((t) => t.policies.length > 0);
  return Array.from({ length: 500 }, () => {
    const person = random.pick(people);
    const text = renderConversation(random.chance(VIOLATING_SHARE) ? random.pick(violating) : random.pick(allowed), random);
    const { name: user, userId, hostname, ipAddress, favouriteTool: aiModel } = person;
    return { type: 'conversation', user, userId, hostname, ipAddress, aiModel, input: text.input, output: text.output ?? '' };
  });
}

/** Pushes events to the server; `onAck` hears of each once it is stored. */
interface Sender {
  send(events: ConversationEvent[]): void;
  /** Sends still unanswered (REST), or Infinity while the socket is backed up (agent stream). */
  inFlight(): number;
  /** What went wrong, if anything did: the run stops with it. */
  failure(): Error | null;
  close(): void;
}

async function agentSender(base: string, key: string, onAck: (eventId: string) => void): Promise<Sender> {
  let failure: Error | null = null;
  let closing = false;
  const connection = await connectAgent({
    url: base,
    key,
    onMessage: (message) => {
      if (message.type !== 'ack') return;
      if (message.result === 'accepted') onAck(message.eventId!);
      else failure ??= new Error(`an event was not accepted: ${JSON.stringify(message)}`);
    },
    onClose: (code, reason) => {
      if (!closing) failure ??= new Error(`the agent stream closed (${code} ${reason})`);
    },
  });
  return {
    send: (events) => connection.send(events),
    inFlight: () => (connection.buffered() > 4 * 1024 * 1024 ? Infinity : 0),
    failure: () => failure,
    close: () => {
      closing = true;
      connection.close();
    },
  };
}

function restSender(base: string, key: string, onAck: (eventId: string) => void): Sender {
  let failure: Error | null = null;
  let inFlight = 0;
  async function post(events: ConversationEvent[]): Promise<void> {
    const res = await fetch(`${base}/api/v1/ingest/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(events),
    });
    const result = (await res.json()) as IngestResult;
    if (res.status !== 200 || result.accepted.length !== events.length) throw new Error(`ingest answered ${res.status}: ${JSON.stringify(result).slice(0, 200)}`);
    for (const { eventId } of result.accepted) onAck(eventId);
  }
  return {
    send(events) {
      inFlight += 1;
      post(events)
        .catch((error: Error) => (failure ??= error))
        .finally(() => (inFlight -= 1));
    },
    inFlight: () => inFlight,
    failure: () => failure,
    close: () => {},
  };
}

/** The consoles' threads: each opens its share of every batch of consoles asked for. */
function consoleThreads(board: LiveBoard, base: string, cookies: string[]) {
  // Worker threads do not inherit tsx's loader from --import, so each registers it before loading the file.
  const bootstrap = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(new URL('./live-consoles.ts', import.meta.url).href)});`;
  const workerData: ConsolesData = { base, cookies, buffers: board.buffers };
  const workers = Array.from({ length: threads }, () => new Worker(bootstrap, { eval: true, workerData }));
  let opened = 0;
  return {
    workers,
    get opened() {
      return opened;
    },
    async openUpTo(total: number): Promise<void> {
      const share = Math.ceil((total - opened) / workers.length);
      await Promise.all(
        workers.map((worker, i) => {
          const first = opened + i * share;
          const count = Math.max(0, Math.min(share, total - first));
          return new Promise<void>((resolve, reject) => {
            worker.once('message', (reply: ConsolesOpened) => (reply.ok ? resolve() : reject(new Error(reply.error))));
            worker.once('error', reject);
            worker.postMessage({ first, count } satisfies OpenConsoles);
          });
        }),
      );
      opened = total;
    },
    /** The busiest thread's share of time spent working since `since` (the main thread's included). */
    busy(since: Array<ReturnType<typeof performance.eventLoopUtilization>>) {
      return Math.max(
        performance.eventLoopUtilization(since[0]).utilization,
        ...workers.map((w, i) => w.performance.eventLoopUtilization(since[i + 1]).utilization),
      );
    },
    marks: () => [performance.eventLoopUtilization(), ...workers.map((w) => w.performance.eventLoopUtilization())],
    stop: () => Promise.all(workers.map((w) => w.terminate())),
  };
}
type ConsoleThreads = ReturnType<typeof consoleThreads>;

/** The server process's CPU time so far, in seconds (utime + stime from /proc, in clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  consoles: number;
  rate: number;
  ingested: number;
  acks: Quantiles | null;
  deliveredShare: number;
  resyncsPerConsole: number;
  logs: Quantiles | null;
  counters: Quantiles | null;
  caughtUp: boolean;
  serverCpu: number;
  busy: number;
}

interface Ingest {
  sender: Sender;
  /** Acks of the current run: all of them, those received inside the window, and their latencies. */
  acked: number;
  ackedInWindow: number;
  acks: Histogram;
  window: { start: number; end: number };
}

async function measure(server: BenchServer, board: LiveBoard, ingest: Ingest, consoles: ConsoleThreads, rate: number, run: number, serial: { next: number }): Promise<Row> {
  const pool = conversationPool();
  const marker = markerOf(run);
  const first = serial.next;
  const started = clock();
  Object.assign(ingest, { acked: 0, ackedInWindow: 0, acks: new Histogram(), window: { start: started + warmup * 1000, end: started + (warmup + seconds) * 1000 } });
  board.begin(run, first);

  let cpuAtStart = 0;
  let busyMarks = consoles.marks();
  while (clock() < ingest.window.end) {
    const now = clock();
    if (board.from === Infinity && now >= ingest.window.start) {
      board.openWindow(serial.next);
      cpuAtStart = cpuSeconds(server.pid);
      busyMarks = consoles.marks();
    }
    const due = first + Math.floor(((now - started) / 1000) * rate) - serial.next;
    if (due > 0 && ingest.sender.inFlight() < MAX_REST_IN_FLIGHT) {
      const events: ConversationEvent[] = [];
      for (let i = 0; i < due && serial.next < board.sentAt.length; i++, serial.next++) {
        board.sentAt[serial.next] = now;
        const sessionId = `${marker}${serial.next}`;
        events.push({ ...pool[serial.next % pool.length]!, eventId: sessionId, sessionId });
      }
      ingest.sender.send(events);
    }
    const failure = ingest.sender.failure();
    if (failure) throw failure;
    await sleep(1000 / SENDS_PER_SECOND);
  }
  board.closeWindow(serial.next);
  const serverCpu = (cpuSeconds(server.pid) - cpuAtStart) / seconds;
  const busy = consoles.busy(busyMarks);
  const ingested = ingest.ackedInWindow / seconds;

  // Ingest has stopped: the consoles get a moment to receive what is still on its way.
  const caughtUp = () => board.counted.subarray(0, consoles.opened).every((counted) => counted >= board.to);
  const drainUntil = clock() + DRAIN_MS;
  while (!caughtUp() && clock() < drainUntil) await sleep(50);
  const done = caughtUp();
  // A server that fell behind works through its backlog before the next run starts.
  const backlogUntil = clock() + BACKLOG_WAIT_MS;
  while (ingest.acked < serial.next - first && clock() < backlogUntil) await sleep(100);
  await sleep(1000);
  board.end();

  return {
    consoles: consoles.opened,
    rate,
    ingested,
    acks: ingest.acks.quantiles(),
    deliveredShare: board.delivered / ((board.to - board.from) * consoles.opened),
    resyncsPerConsole: board.resyncs / consoles.opened,
    logs: board.logs.quantiles(),
    counters: board.counters.quantiles(),
    caughtUp: done,
    serverCpu,
    busy,
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '-' : `${fmt(n)} ms`);
const pct = (n: number) => `${(n * 100).toFixed(n < 0.995 ? 1 : 0)}%`;

function table(rows: Row[]): string {
  const head = ['consoles', 'offered/s', 'ingested/s', 'ack p95', 'logs delivered', 'resyncs/console', 'logs p50', 'logs p95', 'logs p99', 'counters p50', 'counters p95', 'counters p99', 'server CPU', 'bench busy'];
  const body = rows.map((r) => [
    fmt(r.consoles),
    fmt(r.rate),
    fmt(r.ingested),
    ms(r.acks?.p95),
    pct(r.deliveredShare),
    r.resyncsPerConsole.toFixed(0),
    ms(r.logs?.p50),
    ms(r.logs?.p95),
    ms(r.logs?.p99),
    ms(r.counters?.p50),
    ms(r.counters?.p95),
    ms(r.counters?.p99),
    pct(r.serverCpu),
    pct(r.busy),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

function verdicts(rows: Row[]): string[] {
  const lines: string[] = [];
  const latency = rows.find((r) => r.consoles === 500 && r.rate === 100);
  if (latency) {
    const p95 = latency.logs?.p95 ?? Infinity;
    lines.push(
      `Target p95 <= ${TARGET_P95_MS} ms at 100 events/s with 500 consoles: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'} ` +
        `(logs p95 ${ms(latency.logs?.p95)}, counters p95 ${ms(latency.counters?.p95)})`,
    );
  }
  const throughput = rows.find((r) => r.consoles === 100 && r.rate === 1000);
  if (throughput) {
    const kept = throughput.ingested >= 0.98 * throughput.rate && throughput.caughtUp;
    lines.push(
      `Target: keeps up with 1,000 events/s with 100 consoles: ${kept ? 'met' : 'MISSED'} (ingested ${fmt(throughput.ingested)}/s; ` +
        `every console's counters ${throughput.caughtUp ? 'caught up' : 'still behind'} ${DRAIN_MS / 1000} s after ingest stopped; ` +
        `counters p99 ${ms(throughput.counters?.p99)})`,
    );
  }
  return lines;
}

async function post(base: string, path: string, cookie: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

const runs = consoleCounts.length * rates.length;
const serials = consoleCounts.length * rates.reduce((sum, rate) => sum + rate, 0) * (warmup + seconds + 1) + 1000;
const board = LiveBoard.create(serials, consoleCounts.at(-1)!);
const dataDir = mkdtempSync(join(tmpdir(), 'gsg-bench-live-'));
const server = await startBenchServer(dataDir, BENCH_PASSWORD);
let consoles: ConsoleThreads | null = null;
let sender: Sender | null = null;
try {
  const cookies = await Promise.all(Array.from({ length: Math.min(SESSIONS, consoleCounts.at(-1)!) }, () => signIn(server.base, BENCH_PASSWORD)));
  for (const { id: _, ...policy } of Object.values(SAMPLE_POLICIES)) await post(server.base, '/api/v1/policies', cookies[0]!, policy);
  const { key } = (await post(server.base, '/api/v1/api-keys', cookies[0]!, { name: 'live benchmark' })) as { key: string };

  let run = 0;
  const ingest: Ingest = { sender: null!, acked: 0, ackedInWindow: 0, acks: new Histogram(), window: { start: Infinity, end: Infinity } };
  const onAck = (eventId: string) => {
    const marker = markerOf(run);
    if (!eventId.startsWith(marker)) return;
    const at = clock();
    ingest.acked += 1;
    if (at >= ingest.window.start && at < ingest.window.end) ingest.ackedInWindow += 1;
    const serial = Number(eventId.slice(marker.length));
    if (board.inWindow(serial)) ingest.acks.add(at - board.sentAt[serial]!);
  };
  sender = via === 'agent' ? await agentSender(server.base, key, onAck) : restSender(server.base, key, onAck);
  ingest.sender = sender;
  consoles = consoleThreads(board, server.base, cookies);

  console.log(
    `Live: conversation events through ${via === 'agent' ? 'the agent stream' : 'POST /api/v1/ingest/events'} at each rate for ${seconds} s ` +
      `after ${warmup} s of warm-up (${runs} runs), 5 sample policies; consoles on ${threads} threads, subscribed to 'logs', ` +
      `sharing ${cookies.length} sessions`,
  );
  const rows: Row[] = [];
  const serial = { next: 0 };
  for (const count of consoleCounts) {
    const opening = clock();
    await consoles.openUpTo(count);
    console.log(`${count} consoles connected and subscribed (${((clock() - opening) / 1000).toFixed(1)} s)`);
    for (const rate of rates) {
      run += 1;
      const row = await measure(server, board, ingest, consoles, rate, run, serial);
      rows.push(row);
      console.log(`  ${fmt(rate)} events/s: ingested ${fmt(row.ingested)}/s, logs p95 ${ms(row.logs?.p95)}, counters p95 ${ms(row.counters?.p95)}`);
    }
  }
  console.log(`\n${table(rows)}\n`);
  console.log(
    'Latencies run from sending an event to a console having it. server CPU: share of one core. bench busy: the busiest ' +
      'thread of this process (sender or consoles); near 100% its own queueing is in the latencies. ' +
      `Load average of this ${cpus().length}-core machine: ${loadavg().map((n) => n.toFixed(1)).join(' / ')} (1 / 5 / 15 min).`,
  );
  console.log(`Server peak RSS (VmHWM): ${server.peakRssMb().toFixed(0)} MB`);
  const results = verdicts(rows);
  for (const line of results) console.log(line);
  if (results.some((line) => line.includes('MISSED'))) process.exitCode = 1;
} finally {
  sender?.close();
  await consoles?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
