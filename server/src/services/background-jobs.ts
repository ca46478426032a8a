import type { FastifyInstance } from 'fastify';

const IDLE_SWEEP_MS = 60_000;

/** Periodic housekeeping of a running server; tests drive the same functions directly. */
export function startBackgroundJobs(app: FastifyInstance): { stop(): void } {
  const timers = [
    setInterval(() => {
      app.services.sessions.sweepIdle().catch((err: Error) => app.log.error({ err: { message: err.message } }, 'idle sweep failed'));
    }, IDLE_SWEEP_MS),
  ];
  for (const t of timers) t.unref();
  return {
    stop() {
      for (const t of timers) clearInterval(t);
    },
  };
}
