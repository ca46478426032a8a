// npm run agent -- [--count N] [--interval SECONDS] [--detections CHANCE] [--install SECONDS] [--outdated SHARE]
//                  [--url URL] [--key KEY]
// Runs N simulated endpoint agents against a server until interrupted: heartbeats, occasional shadow-AI
// detections under the console's tool policy (a line per use blocked), and Update Client obeyed (a line
// per command). The endpoints are the same on every run.
import { parseArgs } from 'node:util';
import { MAX_POPULATION } from '@gsg/sample-data/people';
import { DEFAULT_SERVER_URL, noKeyHelp, resolveAgentKey } from '../agent/credentials.ts';
import { simulatedFleet, startSimulator, type SimulatorStats } from '../agent/simulator.ts';

const USAGE =
  'usage: npm run agent -- [--count N] [--interval SECONDS] [--detections CHANCE] [--install SECONDS] [--outdated SHARE] [--url URL] [--key KEY]';
const STATUS_EVERY_MS = 10_000;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values } = parseArgs({
  options: {
    count: { type: 'string' },
    interval: { type: 'string' },
    detections: { type: 'string' },
    install: { type: 'string' },
    outdated: { type: 'string' },
    url: { type: 'string' },
    key: { type: 'string' },
  },
});

function numberFlag(name: string, fallback: number, valid: (n: number) => boolean, what: string): number {
  const raw = values[name as keyof typeof values];
  const n = Number(raw ?? fallback);
  if (!valid(n)) fail(`--${name} must be ${what}, got '${raw}'\n${USAGE}`, 2);
  return n;
}
const count = numberFlag('count', 10, (n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_POPULATION, `a whole number from 1 to ${MAX_POPULATION}`);
const interval = numberFlag('interval', 5, (n) => n >= 0.1, 'at least 0.1 seconds');
const detectionChance = numberFlag('detections', 0.02, (n) => n >= 0 && n <= 1, 'a chance from 0 to 1');
const install = numberFlag('install', 2, (n) => n >= 0, 'a number of seconds');
const outdated = numberFlag('outdated', 0.3, (n) => n >= 0 && n <= 1, 'a share from 0 to 1');
const url = values.url ?? DEFAULT_SERVER_URL;
const key = resolveAgentKey(values.key) ?? fail(noKeyHelp());

const count_ = (n: number) => n.toLocaleString('en-US');
const statusLine = (s: SimulatorStats) =>
  `${count_(s.agents)} agents | ${count_(s.connected)} connected | ${count_(s.heartbeats)} heartbeats, ${count_(s.detections)} detections sent ` +
  `(${count_(s.blocked)} uses blocked) | ` +
  `${count_(s.acked)} acked, ${count_(s.rejected)} rejected | ${count_(s.updates)} updates installed`;

const endpoints = simulatedFleet(count, outdated);
console.log(`Starting ${count} simulated agents against ${url}: a heartbeat every ${interval} s, Ctrl-C to stop`);

// Connection changes come in waves (the server restarting drops every agent at once): they are reported
// as the connected count once it has changed, at most every second, rather than a line per agent.
let statusTimer: NodeJS.Timeout | null = null;
let shownConnected = -1;
let lastUnreachable = '';
// Every agent is sent each tool policy: it is reported once, by the first agent that applies it.
let shownRevision = '';
const statusSoon = () => {
  statusTimer ??= setTimeout(() => {
    statusTimer = null;
    const stats = simulator.stats();
    if (stats.connected === shownConnected) return;
    shownConnected = stats.connected;
    console.log(statusLine(stats));
  }, 1000);
};

const simulator = startSimulator({
  url,
  key,
  endpoints,
  heartbeatMs: interval * 1000,
  detectionChance,
  installMs: install * 1000,
  onNotice(notice) {
    switch (notice.kind) {
      case 'connected':
        return statusSoon();
      case 'disconnected':
        if (notice.reason !== lastUnreachable) console.log(`${notice.reason}: reconnecting with backoff`);
        lastUnreachable = notice.reason;
        return statusSoon();
      case 'command':
        return console.log(
          `${notice.hostname}: ${notice.command.command} to ${notice.command.targetVersion} (command ${notice.command.commandId})` +
            (notice.installing ? ', already installing' : ''),
        );
      case 'downloaded':
        return console.log(`${notice.hostname}: downloaded ${notice.fileName} (${notice.sizeBytes} bytes), SHA-256 ${notice.sha256} as expected`);
      case 'update-failed':
        return console.log(`${notice.hostname}: update to ${notice.targetVersion} not installed: ${notice.reason}`);
      case 'updated':
        return console.log(`${notice.hostname}: now on ${notice.to} (was ${notice.from})`);
      case 'tool-policy':
        if (notice.revision !== shownRevision) console.log(`tool policy ${notice.revision} applied`);
        shownRevision = notice.revision;
        return;
      case 'tool-blocked':
        return console.log(`${notice.hostname}: blocked a use of ${notice.aiTool}`);
      case 'rejected':
        return console.log(`${notice.hostname}: an event was rejected: ${notice.reason}`);
    }
  },
});

const ticker = setInterval(() => console.log(statusLine(simulator.stats())), STATUS_EVERY_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(ticker);
    simulator.stop();
    console.log(`\nStopped. ${statusLine(simulator.stats())}`);
    process.exit(0);
  });
}
simulator.failed.catch((error: Error) => fail(`Stopped: ${error.message}`));
