import { setImmediate as nextTurn } from 'node:timers/promises';
import { logFilterSchema } from '@gsg/shared';
import type { LogRepository } from '../../store/index.ts';
import { HOUR_MS } from '../../store/rollup-hours.ts';
import type { LogArchive } from './archive.ts';
import type { SettingsService } from '../settings/service.ts';

// Retention deletes and archives whole rollup hours, so it cuts at the rollups' own bucket.
const DAY_MS = 86_400_000;
// Logs deleted per call. On SQLite each call holds the event loop (every log sits in nine indexes):
// measured on 150,000 logs over one day, whole-hour deletes of 6,250 logs held it up to 493 ms, calls of
// 200 logs at most 46 ms, for 13 s in all instead of 5; one delete of all 150,000 held it over 5 s.
const CHUNK = 200;

export interface RetentionRun {
  /** Logs older than this (a whole hour) are gone; the logs of the hour that holds the exact limit stay until the next run. */
  cutoff: Date;
  deleted: number;
  /** Store calls made: how finely the run was paced. */
  calls: number;
  /** Logs written to the archive first (General › Auto-archive). */
  archived: number;
}

export interface RetentionService {
  /**
   * Deletes the conversation logs older than General › retentionPeriod days, oldest first; with General ›
   * Auto-archive on, each hour is written to the archive (archive.ts) before it goes.
   */
  run(now?: Date): Promise<RetentionRun>;
}

/**
 * The retention period of General settings, applied. The per-hour rollups of the deleted logs go with
 * them (the store deletes whole hours): Monitoring's cards and the dashboard read rollups as the counts of
 * the logs that exist, so kept rollups would make a card disagree with the list and the export beneath
 * it, and their per-user violation counts would keep people's names past the period the organisation
 * chose. Nothing is lost that a screen shows at the default period: the dashboard looks back 30 days.
 */
export function createRetentionService(
  logs: LogRepository,
  settings: SettingsService,
  archive: LogArchive,
  { chunk = CHUNK } = {},
): RetentionService {
  let running: Promise<RetentionRun> | null = null;

  async function prune(now: Date): Promise<RetentionRun> {
    const { retentionPeriod, autoArchive } = await settings.get('general');
    const cutoff = new Date(Math.floor((now.getTime() - retentionPeriod * DAY_MS) / HOUR_MS) * HOUR_MS);
    const run: RetentionRun = { cutoff, deleted: 0, calls: 0, archived: 0 };
    // An hour at a time, so while a large backlog goes only the hour being emptied has rollups that
    // still count its deleted logs.
    for (let oldest = await logs.oldestTimestamp(); oldest && oldest < cutoff; oldest = await logs.oldestTimestamp()) {
      const hourStart = new Date(Math.floor(oldest.getTime() / HOUR_MS) * HOUR_MS);
      const hourEnd = new Date(Math.min(cutoff.getTime(), hourStart.getTime() + HOUR_MS));
      // The hour is archived whole before any of it is deleted: a failed write stops the run, deleting nothing.
      if (autoArchive) {
        const hour = logFilterSchema.parse({ from: hourStart.toISOString(), to: new Date(hourEnd.getTime() - 1).toISOString() });
        run.archived += (await archive.write(hourStart, logs.stream(hour))).count;
      }
      let deleted: number;
      do {
        deleted = await logs.deleteOlderThan(hourEnd, chunk);
        run.deleted += deleted;
        run.calls += 1;
        await nextTurn();
      } while (deleted === chunk);
    }
    return run;
  }

  return {
    run(now = new Date()) {
      // Runs from the timer and a slow earlier run must not overlap: the later caller shares the run.
      running ??= prune(now).finally(() => {
        running = null;
      });
      return running;
    },
  };
}
