// npm run replay -- <stream.jsonl> [--speed N] [--url URL] [--key KEY]
// Pushes a recorded event stream (seed/streams/*.jsonl) through a running server's agent stream, N times
// faster than recorded, with progress as it goes; exits non-zero when the server cannot be reached,
// refuses the key, drops the connection, or rejects an event.
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UnreachableError } from '../agent/connection.ts';
import { ackedOf, replay, type ReplayProgress } from '../agent/replay.ts';
import { DEFAULT_SERVER_URL, invocationDir, noKeyHelp, resolveAgentKey } from '../agent/credentials.ts';
import { readStream } from '../streams/format.ts';

const USAGE = 'usage: npm run replay -- <stream.jsonl> [--speed N] [--url URL] [--key KEY]';
/** Rejections printed one by one; past this only counted. */
const SHOWN_REJECTIONS = 20;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { speed: { type: 'string' }, url: { type: 'string' }, key: { type: 'string' } },
});
if (positionals.length !== 1) fail(USAGE, 2);
const speed = Number(values.speed ?? 1);
if (!Number.isFinite(speed) || speed <= 0) fail(`--speed must be a positive number, got '${values.speed}'\n${USAGE}`, 2);
const url = values.url ?? DEFAULT_SERVER_URL;
const key = resolveAgentKey(values.key) ?? fail(noKeyHelp());
const file = resolve(invocationDir(), positionals[0]!);
const lines = await readStream(file).catch((error: Error) => fail(`${file}: ${error.message}`));

const count = (n: number) => n.toLocaleString('en-US');
function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

// A terminal gets one line rewritten in place; a log file gets a line every few seconds.
const live = process.stdout.isTTY;
let lastPrinted = 0;
function progressLine(p: ReplayProgress): string {
  const percent = p.total === 0 ? 100 : (p.sent / p.total) * 100;
  const rate = p.elapsedMs > 0 ? ackedOf(p) / (p.elapsedMs / 1000) : 0;
  return (
    `${percent.toFixed(1)}% | sent ${count(p.sent)}/${count(p.total)} | acked ${count(ackedOf(p))} ` +
    `(accepted ${count(p.accepted)}, duplicate ${count(p.duplicates)}, rejected ${count(p.rejected)}) | ` +
    `${rate.toFixed(1)} events/s | ${duration(p.elapsedMs)}`
  );
}
function showProgress(p: ReplayProgress): void {
  if (live) process.stdout.write(`\r\x1b[2K${progressLine(p)}`);
  else if (p.elapsedMs - lastPrinted >= 5000 || ackedOf(p) === p.total) {
    lastPrinted = p.elapsedMs;
    console.log(progressLine(p));
  }
}
/** A line of its own, above the progress line. */
function say(line: string): void {
  if (live) process.stdout.write('\r\x1b[2K');
  console.log(line);
}

const recorded = lines.at(-1)?.offsetMs ?? 0;
console.log(
  `Replaying ${basename(file)}: ${count(lines.length)} events over ${duration(recorded)} of recording, at ${speed}x ` +
    `(about ${duration(recorded / speed)}), to ${url}`,
);

let rejections = 0;
try {
  const result = await replay({
    url,
    key,
    lines,
    speed,
    progressEveryMs: live ? 250 : 1000,
    onProgress: showProgress,
    onRejected(eventId, reason) {
      rejections += 1;
      if (rejections <= SHOWN_REJECTIONS) say(`rejected ${eventId ?? '(no eventId)'}: ${reason}`);
    },
    onCommand(command) {
      say(`command ${command.command} for ${command.hostname} to ${command.targetVersion}: not acted on, a replay only plays back what was recorded`);
    },
  });
  if (live) process.stdout.write('\n');
  console.log(`Done: ${count(result.accepted)} stored, ${count(result.duplicates)} duplicates, ${count(result.rejected)} rejected.`);
  if (result.rejected > 0) process.exitCode = 1;
} catch (error) {
  if (live) process.stdout.write('\n');
  const hint = error instanceof UnreachableError ? ': is the server running (npm start)? --url names another one' : '';
  fail(`Replay failed: ${(error as Error).message}${hint}`);
}
