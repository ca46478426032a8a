import type { FastifyInstance } from 'fastify';

const IDLE_SWEEP_MS = 60_000;
// Statuses change with the clock (24 hours unseen, 7 days unseen); a minute is finer than any screen shows.
const STATUS_REFRESH_MS = 60_000;

/** Periodic housekeeping of a running server; tests drive the same functions directly. */
export function startBackgroundJobs(app: FastifyInstance): { stop(): void } {
  const timers = [
    setInterval(() => {
      app.services.sessions.sweepIdle().catch((err: Error) => app.log.error({ err: { message: err.message } }, 'idle sweep failed'));
    }, IDLE_SWEEP_MS),
    setInterval(() => {
      app.services.endpoints
        .refreshStatuses(new Date())
        .catch((err: Error) => app.log.error({ err: { message: err.message } }, 'endpoint status refresh failed'));
    }, STATUS_REFRESH_MS),
  ];
  for (const t of timers) t.unref();
  return {
    stop() {
      for (const t of timers) clearInterval(t);
    },
  };
}
