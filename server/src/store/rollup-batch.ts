import { hourOf } from './rollup-hours.ts';
import { rollupIncrements, type NewLogRecord, type RollupDimension } from './types.ts';


export interface RollupCounter {
  dim: RollupDimension;
  key: string;
  hour: number;
  count: number;
}

/**
 * What a batch of inserted logs adds, summed per batch so an adapter writes one upsert per counter
 * instead of one per log: the rollup counters by (dimension, hour, key), and each host's latest time.
 */
export function batchRollups(records: readonly NewLogRecord[]): { counters: RollupCounter[]; hosts: Map<string, number> } {
  const counters = new Map<string, RollupCounter>();
  const hosts = new Map<string, number>();
  for (const record of records) {
    const ts = Date.parse(record.timestamp);
    const hour = hourOf(ts);
    for (const [dim, key] of rollupIncrements(record)) {
      const id = JSON.stringify([dim, hour, key]);
      const counter = counters.get(id);
      if (counter) counter.count += 1;
      else counters.set(id, { dim, key, hour, count: 1 });
    }
    if (record.hostname !== '') hosts.set(record.hostname, Math.max(hosts.get(record.hostname) ?? ts, ts));
  }
  return { counters: [...counters.values()], hosts };
}
