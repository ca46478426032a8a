import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { KeyRefusedError, UnreachableError } from '../../src/agent/connection.ts';
import { ackedOf, replay, type ReplayProgress } from '../../src/agent/replay.ts';
import { formatStream, readStream, type StreamLine } from '../../src/streams/format.ts';
import { streamFile } from '../../src/streams/index.ts';
import { tempDataDir } from '@gsg/server/test/helper';
import { agentServer } from './agent-server.ts';

// A slice of the incident recording with every kind of event in it.
const incident = await readStream(streamFile('incident'));
const ofType = (type: string, n: number) => incident.filter((l) => l.event.type === type).slice(0, n);
const small: StreamLine[] = [...ofType('conversation', 20), ...ofType('heartbeat', 6), ...ofType('detection', 2)].sort(
  (a, b) => a.offsetMs - b.offsetMs,
);
// Fast enough to finish in about half a second.
const speed = small.at(-1)!.offsetMs / 500;
// The same events in two bursts a second apart: the first is sent as the replay starts and the second
// only once the ticker, due long before it, has reported, however slowly a loaded machine runs the test
// server that shares this process.
const twoBursts: StreamLine[] = small.map((line, i) => ({ ...line, offsetMs: i < small.length / 2 ? 0 : 1000 }));

t.test('every event of a stream is acked and stored, stamped with the time it was sent', async (t) => {
  const server = await agentServer(t);
  const reports: ReplayProgress[] = [];
  const startedAt = Date.now();
  const result = await replay({ url: server.url, key: server.key, lines: twoBursts, speed: 1, progressEveryMs: 50, onProgress: (p) => reports.push(p) });

  t.match(result, { total: 28, sent: 28, accepted: 28, duplicates: 0, rejected: 0 });
  t.ok(reports.some((p) => p.sent === 14), 'progress while sending: the first burst, before the second');
  t.ok(reports.every((p, i) => i === 0 || (p.sent >= reports[i - 1]!.sent && ackedOf(p) >= ackedOf(reports[i - 1]!))), 'never goes back');
  t.equal(ackedOf(reports.at(-1)!), 28, 'the last report counts every ack');

  t.equal((await server.raw.rows('logs')).length, 20, 'the conversations are logs');
  const detections = (await server.as({ method: 'GET', url: '/api/v1/detections' })).json();
  t.equal(detections.total, 2, 'the sightings are on Discover');
  t.ok(detections.items.every((d: { timestamp: string }) => Date.parse(d.timestamp) >= startedAt - 1000), 'as fresh sightings');
  const endpoints = (await server.as({ method: 'GET', url: '/api/v1/endpoints?pageSize=100' })).json();
  const hosts = new Set(ofType('heartbeat', 6).map((l) => l.event.hostname));
  t.same(endpoints.items.map((e: { hostname: string }) => e.hostname).sort(), [...hosts].sort(), 'each heartbeat host is an endpoint');
  t.ok(endpoints.items.every((e: { status: string }) => e.status === 'Active'), 'seen just now');
});

t.test('replaying the same file again stores it again', async (t) => {
  const server = await agentServer(t);
  const lines = small.slice(0, 10);
  await replay({ url: server.url, key: server.key, lines, speed: 1e6 });
  const again = await replay({ url: server.url, key: server.key, lines, speed: 1e6 });
  t.equal(again.accepted, 10, 'no duplicates across runs');
  t.equal((await server.raw.rows('logs')).length, 2 * lines.filter((l) => l.event.type === 'conversation').length);
});

t.test('a refused key and an unreachable server fail the replay', async (t) => {
  const server = await agentServer(t);
  await t.rejects(replay({ url: server.url, key: 'gsg_not-a-key', lines: small, speed: 1e6 }), KeyRefusedError);
  await t.rejects(replay({ url: 'http://127.0.0.1:1', key: server.key, lines: small, speed: 1e6 }), UnreachableError);
  t.equal((await server.raw.rows('logs')).length, 0);
});

const replayCli = fileURLToPath(new URL('../../src/cli/replay.ts', import.meta.url));

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', replayCli, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

t.test('npm run replay: the key from the data directory, progress lines, a summary, exit 0', async (t) => {
  const server = await agentServer(t);
  const dir = tempDataDir(t);
  const file = join(dir, 'small.jsonl');
  writeFileSync(file, formatStream(small));
  writeFileSync(join(dir, 'agent-api-key'), `${server.key}\n`);
  const { code, stdout } = await runCli([file, '--speed', String(speed), '--url', server.url], { GSG_DATA_DIR: dir, GSG_API_KEY: '' });
  t.equal(code, 0);
  t.match(stdout, /Replaying small\.jsonl: 28 events/);
  t.match(stdout, /100\.0% \| sent 28\/28 \| acked 28 \(accepted 28, duplicate 0, rejected 0\)/);
  t.match(stdout, /Done: 28 stored, 0 duplicates, 0 rejected\./);
});

t.test('npm run replay without a key says where to get one', async (t) => {
  const dir = tempDataDir(t);
  const { code, stderr } = await runCli([streamFile('incident')], { GSG_DATA_DIR: dir, GSG_API_KEY: '' });
  t.equal(code, 1);
  t.match(stderr, /No API key: pass --key <key>, or set GSG_API_KEY/);
  t.match(stderr, join(dir, 'agent-api-key'));
});
