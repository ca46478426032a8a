// Scans per second of one model on the 1 KB speed text, the same way for the detector models and for the
// npm PII libraries.
import { SPEED_TEXTS } from './corpora.ts';

export interface Speed {
  /** Scans per second of CPU time (on a shared machine the wall clock also counts other processes). */
  perCpuSecond: number;
  /** Scans per second by the wall clock. */
  perSecond: number;
  /** The median scan, in microseconds. */
  p50: number;
  runs: number;
}

/**
 * Times `scan` over 64 texts of 1 KB (by default the variants of the number-dense text): `warmup` scans first, then `runs` scans, or fewer
 * when `seconds` of wall clock pass first (for a slow library). A scan that returns a promise (an async
 * API) is awaited; one that does not runs without a pause in between.
 */
export async function measureSpeed(
  scan: (text: string) => unknown,
  { runs, warmup, seconds = Infinity, texts = SPEED_TEXTS }: { runs: number; warmup: number; seconds?: number; texts?: readonly string[] },
): Promise<Speed> {
  for (let i = 0; i < warmup; i++) {
    const out = scan(texts[i % texts.length]!);
    if (out instanceof Promise) await out;
  }
  const times = new Float64Array(runs);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let done = 0;
  while (done < runs && (done % 64 !== 0 || performance.now() < deadline)) {
    const t0 = performance.now();
    const out = scan(texts[done % texts.length]!);
    if (out instanceof Promise) await out;
    times[done++] = performance.now() - t0;
  }
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const measured = times.subarray(0, done).sort();
  return {
    perCpuSecond: done / ((used.user + used.system) / 1e6),
    perSecond: (done / elapsed) * 1000,
    p50: measured[done >> 1]! * 1000,
    runs: done,
  };
}
