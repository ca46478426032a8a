import { LOG_STATUSES, rangeEnd, rangeStart, type LogFilter, type LogStatus, type LogSummary } from '@gsg/shared';
import { TEXT_FILTERS } from './log-facets.ts';
import { HOUR_MS } from './rollup-hours.ts';
import type { RollupRepository } from './types.ts';

// The first and last instants a Date can hold: an open-ended summary range reads every hour.
const EARLIEST = new Date(-8.64e15);
const LATEST = new Date(8.64e15);

/** The statuses asked for, or null when the filter keeps every status. */
export function statusesOf(filter: LogFilter): LogStatus[] | null {
  const wanted = new Set(filter.status ?? []);
  if (wanted.size === 0 || wanted.size === LOG_STATUSES.length) return null;
  return LOG_STATUSES.filter((s) => wanted.has(s));
}

/** Whether the rollups answer a summary exactly: no text filter, and bounds on whole hours. */
function rollupsCover(filter: LogFilter, from: Date | undefined, to: Date | undefined): boolean {
  if (TEXT_FILTERS.some((field) => filter[field] !== undefined)) return false;
  return (!from || from.getTime() % HOUR_MS === 0) && (!to || (to.getTime() + 1) % HOUR_MS === 0);
}

/**
 * Monitoring's cards for a filter. From the rollups when they give the exact answer (an unfiltered page
 * over millions of logs); otherwise `countByStatus` counts the matching logs, which text filters need.
 */
export async function summarizeLogs(
  filter: LogFilter,
  rollups: RollupRepository,
  countByStatus: (statuses: LogStatus[] | null) => Promise<Array<{ key: string; count: number }>>,
): Promise<LogSummary> {
  const from = rangeStart(filter.from);
  const to = rangeEnd(filter.to);
  const wanted = statusesOf(filter);
  const statuses = wanted ?? LOG_STATUSES;
  const counts = rollupsCover(filter, from, to)
    ? await rollups.totals('status', from ?? EARLIEST, to ? new Date(to.getTime() + 1) : LATEST)
    : await countByStatus(wanted);
  const of = (status: LogStatus) => (statuses.includes(status) ? (counts.find((c) => c.key === status)?.count ?? 0) : 0);
  const allowed = of('allowed');
  const blocked = of('blocked');
  const flagged = of('flagged');
  return { total: allowed + blocked + flagged, allowed, blocked, flagged };
}
