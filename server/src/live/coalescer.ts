import { LIVE_TOPICS, type KpiDelta, type LiveBatch, type LiveEvent, type LiveTopic } from '@gsg/shared';
import { topicOf } from './topics.ts';

export interface CoalescerOptions {
  /** The shortest time between two batches of one topic. */
  flushEveryMs: number;
  /** A flush carries at most this many events of a topic; past it the topic is resynced instead. */
  maxEventsPerFlush: number;
  send(batch: LiveBatch): void;
  resync(topic: LiveTopic): void;
}

export interface Coalescer {
  push(event: LiveEvent): void;
  /** Drops what is buffered and cancels pending flushes (the app is closing). */
  stop(): void;
}

export const emptyKpiDelta = (): KpiDelta => ({ queries: 0, blocked: 0, flagged: 0, allowed: 0, openAlerts: 0, detections: 0 });

/** A KPI delta with the given counts and zero for the rest. */
export const kpiDelta = (counts: Partial<KpiDelta>): KpiDelta => ({ ...emptyKpiDelta(), ...counts });

function addKpi(into: KpiDelta, delta: KpiDelta): void {
  for (const key of Object.keys(into) as Array<keyof KpiDelta>) into[key] += delta[key];
}

interface Pending {
  events: LiveEvent[];
  /** Where a batch holds each alert raised or grown in it: a later growth replaces its data there. */
  alertAt: Map<string, number>;
  kpi: KpiDelta | null;
  overflowed: boolean;
  timer: NodeJS.Timeout | null;
  lastFlush: number;
}

/**
 * One busy person's alert may grow with every conversation: a batch carries its latest state once, where
 * it was raised or first grown, instead of one event per conversation. True when `event` was folded so.
 */
function replacedGrowth(p: Pending, event: LiveEvent): boolean {
  if (event.type !== 'alert.grown') return false;
  const at = p.alertAt.get(event.data.id);
  if (at === undefined) return false;
  const held = p.events[at]!;
  p.events[at] = { ...held, data: event.data } as LiveEvent;
  return true;
}

/**
 * Batches events per topic so a console gets at most one batch per topic every `flushEveryMs`, whatever
 * the ingest rate. An idle topic flushes on the next turn of the event loop, so a quiet console still sees
 * changes at once, and everything published by one write goes out as one batch. KPI deltas are summed
 * into one. A burst larger than a batch turns into a resync: the console reloads over REST instead of
 * receiving a flood it could not render anyway.
 */
export function createCoalescer(options: CoalescerOptions, now: () => number = () => performance.now()): Coalescer {
  const pending = new Map<LiveTopic, Pending>(
    LIVE_TOPICS.map((topic) => [topic, { events: [], alertAt: new Map(), kpi: null, overflowed: false, timer: null, lastFlush: -Infinity }]),
  );

  function flush(topic: LiveTopic, p: Pending): void {
    p.timer = null;
    p.lastFlush = now();
    if (p.overflowed) {
      p.overflowed = false;
      options.resync(topic);
      return;
    }
    if (p.kpi) {
      const data = p.kpi;
      p.kpi = null;
      options.send({ topic: 'kpi', events: [{ type: 'kpi.delta', data }] });
      return;
    }
    const events = p.events;
    p.events = [];
    p.alertAt.clear();
    if (events.length > 0) options.send({ topic, events } as LiveBatch);
  }

  return {
    push(event) {
      const topic = topicOf(event);
      const p = pending.get(topic)!;
      if (event.type === 'kpi.delta') {
        p.kpi ??= emptyKpiDelta();
        addKpi(p.kpi, event.data);
      } else if (!p.overflowed && !replacedGrowth(p, event)) {
        if (p.events.length < options.maxEventsPerFlush) {
          if (event.type === 'alert.created' || event.type === 'alert.grown') p.alertAt.set(event.data.id, p.events.length);
          p.events.push(event);
        } else {
          p.overflowed = true;
          p.events = [];
          p.alertAt.clear();
        }
      }
      if (p.timer) return;
      const wait = Math.max(0, p.lastFlush + options.flushEveryMs - now());
      p.timer = setTimeout(() => flush(topic, p), wait);
    },
    stop() {
      for (const p of pending.values()) {
        if (p.timer) clearTimeout(p.timer);
        p.timer = null;
        p.events = [];
        p.alertAt.clear();
        p.kpi = null;
        p.overflowed = false;
      }
    },
  };
}
