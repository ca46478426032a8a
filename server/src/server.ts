import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { warmUpDetectors } from './guardrails/index.ts';
import { loadConfig, type Config } from './config.ts';
import { issueLocalAgentKey, prepareFirstStart } from './services/first-start.ts';
import { startBackgroundJobs } from './services/background-jobs.ts';
import { startupFailureLine } from './startup-failure.ts';

/**
 * A shutdown stops taking new work, finishes what it took (requests in flight, agent frames received,
 * acked once stored) and exits; a peer that never lets go must not hold it past this.
 */
const SHUTDOWN_DEADLINE_MS = 9_000;

function closeOnSignals(app: FastifyInstance, stopJobs: () => void): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, closing`);
      setTimeout(() => {
        app.log.warn(`Shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting anyway`);
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      stopJobs();
      await app.close();
      process.exit(0);
    });
  }
}

async function start(config: Config): Promise<void> {
  const app = await buildApp({
    config,
    logger: {
      level: config.logLevel,
      // Request logs carry method, url and status only; cookies and bodies never reach the log.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]'],
    },
  });
  try {
    const announce = (line: string) => console.log(line);
    if (await prepareFirstStart(app.store, app.secretBox, config, (line) => app.log.info(line), announce)) {
      await issueLocalAgentKey(app.store, app.services.apiKeys, config.dataDir, announce);
    }
    warmUpDetectors();
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  const jobs = startBackgroundJobs(app);
  closeOnSignals(app, () => jobs.stop());
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // The port it took: PORT=0 asks the system for a free one.
  const { port } = app.server.address() as AddressInfo;
  console.log(`GSG Console is running at http://${shown}:${port} (API docs at /docs)`);
}

let config: Config | null = null;
try {
  config = loadConfig();
  await start(config);
} catch (err) {
  // A setting, the data directory or the port: one line that says which and why, not a stack.
  const line = startupFailureLine(err, config);
  console.error(line === null ? err : `GSG Console cannot start. ${line}`);
  process.exit(1);
}
