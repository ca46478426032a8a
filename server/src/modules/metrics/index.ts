import fp from 'fastify-plugin';

/**
 * `GET /metrics` in the Prometheus text format, for a signed-in session or a scraper holding
 * GSG_METRICS_TOKEN (route auth 'session-or-metrics-token'). The metrics themselves are made in
 * buildApp (app-metrics.ts), since the store and the services are timed from the start.
 */
export default fp(
  async (app) => {
    const { metrics } = app;
    metrics.readNow({
      openAlerts: async () => (await app.services.alerts.list({ page: 1, pageSize: 1 })).summary.open,
      consoles: () => app.liveConsoles(),
      outboxBacklog: () => app.store.outbox.backlog(),
    });
    app.get(
      '/metrics',
      { config: { permission: 'console.read', auth: 'session-or-metrics-token' }, schema: { hide: true } },
      async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
    );
  },
  { name: 'metrics', decorators: { fastify: ['metrics', 'store', 'services', 'liveConsoles'] } },
);
