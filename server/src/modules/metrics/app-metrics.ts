import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LogStatus } from '@gsg/shared';
import type { Consumer } from '../../events/domain-bus.ts';
import type { Store } from '../../store/index.ts';

/**
 * The console's Prometheus metrics, on a registry of the app's own (not prom-client's global one), so
 * two apps in one process (tests, a restart) never count into each other.
 */
export interface AppMetrics {
  registry: Registry;
  /** Runs one evaluation, timing it and counting its verdict. */
  timeEvaluation<T extends { status: LogStatus }>(evaluate: () => T): T;
  /** The store with every repository call timed (gsg_store_operation_duration_seconds). */
  timedStore(store: Store): Store;
  /** Counts what ingest stores, by kind, as the domain events say it (events/catalog.ts). */
  ingestCounter: Consumer;
  /** Gauges read when scraped: what the console holds now. */
  readNow(sources: { openAlerts(): Promise<number>; consoles(): number; outboxBacklog(): Promise<number> }): void;
}

const LATENCY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gsg_' });
  const ingested = new Counter({
    name: 'gsg_ingested_events_total',
    help: 'Events stored from gateways and agents, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const evaluations = new Counter({
    name: 'gsg_evaluations_total',
    help: 'Conversations judged against the policies, by verdict',
    labelNames: ['verdict'] as const,
    registers: [registry],
  });
  const evaluationSeconds = new Histogram({
    name: 'gsg_evaluation_duration_seconds',
    help: 'Time to judge one conversation against the policies',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const storeSeconds = new Histogram({
    name: 'gsg_store_operation_duration_seconds',
    help: 'Time of each store call, by repository and method',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  return {
    registry,
    timeEvaluation(evaluate) {
      const end = evaluationSeconds.startTimer();
      const verdict = evaluate();
      end();
      evaluations.inc({ verdict: verdict.status });
      return verdict;
    },
    timedStore: (store) => timeRepositories(store, (operation) => storeSeconds.startTimer({ operation })),
    ingestCounter: {
      name: 'metrics',
      handles: {
        'conversation.stored': () => ingested.inc({ kind: 'conversation' }),
        'detection.stored': () => ingested.inc({ kind: 'detection' }),
        'endpoint.heartbeat': () => ingested.inc({ kind: 'heartbeat' }),
      },
    },
    readNow({ openAlerts, consoles, outboxBacklog }) {
      new Gauge({
        name: 'gsg_open_alerts',
        help: 'Alerts open now',
        registers: [registry],
        async collect() {
          this.set(await openAlerts());
        },
      });
      new Gauge({
        name: 'gsg_connected_consoles',
        help: 'Consoles and wall displays connected to the live feed of this server',
        registers: [registry],
        collect() {
          this.set(consoles());
        },
      });
      new Gauge({
        name: 'gsg_outbox_backlog',
        help: 'Events not yet fanned out plus deliveries not yet made',
        registers: [registry],
        async collect() {
          this.set(await outboxBacklog());
        },
      });
    },
  };
}

/**
 * Wraps every repository method of the store so each call is timed until its promise settles. Methods
 * that return something else (an async iterable, read at the caller's pace) pass untimed.
 */
function timeRepositories(store: Store, startTimer: (operation: string) => () => void): Store {
  const timed: Record<string, unknown> = { ...store };
  for (const [name, repository] of Object.entries(store)) {
    if (typeof repository !== 'object' || repository === null) continue;
    const wrapped: Record<string, unknown> = {};
    for (const [method, fn] of Object.entries(repository as Record<string, unknown>)) {
      if (typeof fn !== 'function') continue;
      const operation = `${name}.${method}`;
      wrapped[method] = (...args: unknown[]) => {
        // Started before the call: SQLite does its work before the promise is even returned.
        const end = startTimer(operation);
        const result: unknown = (fn as (...a: unknown[]) => unknown).apply(repository, args);
        return result instanceof Promise ? result.finally(end) : result;
      };
    }
    timed[name] = wrapped;
  }
  timed.close = () => store.close();
  return timed as unknown as Store;
}
