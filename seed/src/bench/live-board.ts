// What bench:live's sender and its console threads share, in shared memory: when each event was sent,
// which events are measured, and what the consoles saw. Times are epoch milliseconds with sub-millisecond
// precision (timeOrigin + now), the one clock every thread reads alike.

const LATENCY_BUCKETS = 60_001;

export const clock = (): number => performance.timeOrigin + performance.now();
export const markerOf = (run: number): string => `live-${run}-`;

export interface Quantiles {
  p50: number;
  p95: number;
  p99: number;
}

/** Latencies in whole milliseconds, counted rather than kept: millions of samples in a fixed space. */
export class Histogram {
  constructor(readonly counts: Uint32Array<ArrayBufferLike> = new Uint32Array(LATENCY_BUCKETS)) {}

  add(ms: number): void {
    Atomics.add(this.counts, Math.min(LATENCY_BUCKETS - 1, Math.max(0, Math.round(ms))), 1);
  }
  quantiles(): Quantiles | null {
    const n = this.counts.reduce((sum, c) => sum + c, 0);
    if (n === 0) return null;
    const at = (q: number) => {
      const rank = Math.max(1, Math.ceil(q * n));
      let seen = 0;
      for (let ms = 0; ms < this.counts.length; ms++) {
        seen += this.counts[ms]!;
        if (seen >= rank) return ms;
      }
      return NaN;
    };
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  }
}

export interface BoardBuffers {
  sentAt: SharedArrayBuffer;
  /** [the current run's id, 0 between runs; log events delivered in the window; overflow resyncs of 'logs'] */
  totals: SharedArrayBuffer;
  /** The measured serials [from, to). */
  window: SharedArrayBuffer;
  logs: SharedArrayBuffer;
  counters: SharedArrayBuffer;
  /** Per console: up to which serial its kpi batches have counted the run's conversations. */
  counted: SharedArrayBuffer;
}
const RUN = 0;
const DELIVERED = 1;
const RESYNCS = 2;

export class LiveBoard {
  readonly sentAt: Float64Array;
  readonly logs: Histogram;
  readonly counters: Histogram;
  readonly counted: Int32Array;
  private readonly totals: Int32Array;
  private readonly window: Float64Array;

  constructor(readonly buffers: BoardBuffers) {
    this.sentAt = new Float64Array(buffers.sentAt);
    this.totals = new Int32Array(buffers.totals);
    this.window = new Float64Array(buffers.window);
    this.logs = new Histogram(new Uint32Array(buffers.logs));
    this.counters = new Histogram(new Uint32Array(buffers.counters));
    this.counted = new Int32Array(buffers.counted);
  }

  static create(serials: number, consoles: number): LiveBoard {
    return new LiveBoard({
      sentAt: new SharedArrayBuffer(serials * 8),
      totals: new SharedArrayBuffer(3 * 4),
      window: new SharedArrayBuffer(2 * 8),
      logs: new SharedArrayBuffer(LATENCY_BUCKETS * 4),
      counters: new SharedArrayBuffer(LATENCY_BUCKETS * 4),
      counted: new SharedArrayBuffer(consoles * 4),
    });
  }

  /** Between runs only: clears what the last one measured; consoles count from `serial` on. */
  begin(run: number, serial: number): void {
    this.logs.counts.fill(0);
    this.counters.counts.fill(0);
    this.totals.fill(0);
    this.counted.fill(serial);
    this.window.fill(Infinity);
    Atomics.store(this.totals, RUN, run);
  }
  openWindow(from: number): void {
    this.window[0] = from;
  }
  closeWindow(to: number): void {
    this.window[1] = to;
  }
  end(): void {
    Atomics.store(this.totals, RUN, 0);
  }

  get run(): number {
    return Atomics.load(this.totals, RUN);
  }
  get from(): number {
    return this.window[0]!;
  }
  get to(): number {
    return this.window[1]!;
  }
  inWindow(serial: number): boolean {
    return serial >= this.window[0]! && serial < this.window[1]!;
  }

  logDelivered(serial: number, at: number): void {
    this.logs.add(at - this.sentAt[serial]!);
    Atomics.add(this.totals, DELIVERED, 1);
  }
  resynced(): void {
    Atomics.add(this.totals, RESYNCS, 1);
  }
  get delivered(): number {
    return Atomics.load(this.totals, DELIVERED);
  }
  get resyncs(): number {
    return Atomics.load(this.totals, RESYNCS);
  }
}
