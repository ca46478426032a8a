import type { FastifyInstance } from 'fastify';
import { createRetentionService } from '../modules/logs/retention.ts';
import { createLogArchive } from '../modules/logs/archive.ts';

const IDLE_SWEEP_MS = 60_000;
// Statuses change with the clock (24 hours unseen, 7 days unseen); a minute is finer than any screen shows.
const STATUS_REFRESH_MS = 60_000;
// Retention deletes whole hours, so an hourly run keeps no log more than an hour past its period.
const RETENTION_EVERY_MS = 3_600_000;

/** Periodic housekeeping of a running server; tests drive the same functions directly. */
export function startBackgroundJobs(app: FastifyInstance): { stop(): void } {
  const retention = createRetentionService(app.store.logs, app.services.settings, createLogArchive(app.config.archiveDir));
  const applyRetention = () =>
    retention
      .run()
      .then(({ deleted, archived, cutoff }) => {
        if (deleted > 0) app.log.info({ deleted, archived, cutoff: cutoff.toISOString() }, 'retention deleted old conversation logs');
      })
      .catch((err: Error) => app.log.error({ err: { message: err.message } }, 'retention run failed'));
  const timers = [
    setInterval(() => {
      app.services.sessions.sweepIdle().catch((err: Error) => app.log.error({ err: { message: err.message } }, 'idle sweep failed'));
    }, IDLE_SWEEP_MS),
    setInterval(() => {
      app.services.endpoints
        .refreshStatuses(new Date())
        .catch((err: Error) => app.log.error({ err: { message: err.message } }, 'endpoint status refresh failed'));
    }, STATUS_REFRESH_MS),
    // The first run comes soon after start, so a period shortened while the server was down applies then.
    setTimeout(applyRetention, 0),
    setInterval(applyRetention, RETENTION_EVERY_MS),
  ];
  for (const t of timers) t.unref();
  return {
    stop() {
      for (const t of timers) clearInterval(t);
    },
  };
}
