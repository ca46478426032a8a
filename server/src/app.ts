import { securityNoticeReader } from './modules/security-notices/reader.ts';
import { auditReader } from './modules/audit/audit-recorder.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SCIM_BASE_PATH } from '@gsg/shared';
import './fastify-augment.ts';
import type { Config } from './config.ts';
import { registerServices } from './services/index.ts';
import { createSecretBox, loadSecretKey } from './security/secret-box.ts';
import { createStore, type Store } from './store/index.ts';
import { createLiveBus } from './live/event-bus.ts';
import { createDomainBus } from './events/domain-bus.ts';
import { subscribeConsumers } from './events/catalog.ts';
import { createOutboxWorker } from './events/outbox-worker.ts';
import integrations from './modules/integrations/index.ts';
import gatewayRouteModule from './modules/gateway-routes/index.ts';
import metricsModule from './modules/metrics/index.ts';
import teamModule from './modules/team/index.ts';
import auditModule from './modules/audit/index.ts';
import { createAppMetrics } from './modules/metrics/app-metrics.ts';
import liveSockets, { type LiveSocketOptions } from './live/socket-server.ts';
import closingConnections from './plugins/closing-connections.ts';
import errors, { answerUnroutable } from './plugins/errors.ts';
import openapi from './plugins/openapi.ts';
import routePermissions from './plugins/route-permissions.ts';
import securityHeaders from './plugins/security-headers.ts';
import rateLimits from './plugins/rate-limits.ts';
import auth from './plugins/auth.ts';
import web from './plugins/web.ts';
import websocket from './plugins/websocket.ts';
import authRoutes from './modules/auth/routes.ts';
import policyRoutes from './modules/policies/routes.ts';
import logRoutes from './modules/logs/routes.ts';
import alertRoutes from './modules/alerts/routes.ts';
import endpointRoutes from './modules/endpoints/routes.ts';
import releasesModule from './modules/releases/index.ts';
import accessRoutes from './modules/access/routes.ts';
import dashboardModule from './modules/dashboard/index.ts';
import settingsRoutes from './modules/settings/routes.ts';
import profileRoutes from './modules/profile/routes.ts';
import accountRoutes from './modules/account/routes.ts';
import supportModule from './modules/support/index.ts';
import apiKeysModule from './modules/api-keys/index.ts';
import guardRoutes from './modules/guard/routes.ts';
import ingestRoutes from './modules/ingest/routes.ts';
import agentRoutes from './modules/agent/routes.ts';
import gatewayRoutes from './modules/gateway/routes.ts';
import discoverModule from './modules/discover/index.ts';
import scimRoutes from './modules/scim/routes.ts';
import { hashPassword, type PasswordHasher } from './security/password-hash.ts';
import { errorMessage } from './error-message.ts';

export interface BuildOptions {
  config: Config;
  /** A store made by the caller (tests); otherwise one is opened from the config and closed with the app. */
  store?: Store;
  logger?: FastifyServerOptions['logger'];
  live?: LiveSocketOptions;
  /** How passwords are hashed for storing (the product's scrypt cost unless given: tests give a cheap one). */
  hashPassword?: PasswordHasher;
}

const API = '/api/v1';

/** Trusts the nearest `hops` proxies, as proxy-addr reads a hop count (Fastify's types take it as a function). */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole console as one Fastify app; server.ts only listens, tests use `app.inject`. */
export async function buildApp({ config, store: given, logger = false, live: liveOptions = {}, hashPassword: hasher = hashPassword }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerUnroutable,
    // The client's address (sign-in limits, sessions, login history) comes from X-Forwarded-For only
    // through the proxies GSG_TRUST_PROXY names: believing any client's header let guesses rotate it.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const opened = given ?? (await createStore(config));
  const metrics = createAppMetrics();
  app.decorate('metrics', metrics);
  const store = metrics.timedStore(opened);
  const live = createLiveBus((err, type) => app.log.error({ err: { message: errorMessage(err) }, type }, 'live listener failed'));
  const events = createDomainBus((err, consumer, type) => app.log.error({ err: { message: errorMessage(err) }, consumer, type }, 'event consumer failed'));
  app.decorate('live', live);
  app.decorate('events', events);
  app.decorate('config', config);
  app.decorate('store', store);
  const secretBox = createSecretBox(loadSecretKey(config.secretKey, config.dataDir));
  app.decorate('secretBox', secretBox);
  app.decorate('hashPassword', hasher);
  await registerServices(app);
  const { services } = app;
  const outboxWorker = createOutboxWorker({
    outbox: store.outbox,
    leaseMs: config.deliveryLeaseSeconds * 1000,
    onError: (err, step) => app.log.error({ err: { message: errorMessage(err) }, step }, 'outbox worker failed'),
  });
  subscribeConsumers(events, {
    live,
    policySet: services.policySet,
    outbox: outboxWorker,
    metrics,
    audit: services.audit,
    toolPolicy: services.toolPolicy,
    agents: services.agents,
    onToolPolicySendFailed: (err) => app.log.error({ err: { message: errorMessage(err) } }, 'tool policy could not be sent to the agents'),
  });
  if (!given) app.addHook('onClose', async () => store.close());
  // Runs read the store: they stop before it closes.
  app.addHook('onClose', async () => services.whatIf.stopAll());

  // First, so that its close hook runs before the others drain: answers sent meanwhile end their connection.
  await app.register(closingConnections);
  await app.register(routePermissions);
  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(openapi);
  // Before auth: its hooks then see every upgrade first, so the socket of a refused one is closed too.
  await app.register(websocket);
  await app.register(auth);
  await app.register(rateLimits);

  await app.register(authRoutes, { prefix: `${API}/auth` });
  await app.register(policyRoutes, { prefix: `${API}/policies` });
  await app.register(logRoutes, { prefix: `${API}/logs` });
  await app.register(alertRoutes, { prefix: `${API}/alerts` });
  await app.register(discoverModule, { detectionsPrefix: `${API}/detections`, aiToolsPrefix: `${API}/ai-tools` });
  await app.register(endpointRoutes, { prefix: `${API}/endpoints` });
  await app.register(releasesModule, { prefix: `${API}/releases` });
  await app.register(accessRoutes, { prefix: `${API}/access` });
  await app.register(dashboardModule, { prefix: `${API}/dashboard` });
  await app.register(settingsRoutes, { prefix: `${API}/settings` });
  await app.register(profileRoutes, { prefix: `${API}/profile` });
  await app.register(accountRoutes, { prefix: `${API}/account` });
  await app.register(supportModule, { prefix: `${API}/support` });
  await app.register(apiKeysModule, { prefix: `${API}/api-keys` });
  await app.register(guardRoutes, { prefix: `${API}/guard` });
  await app.register(ingestRoutes, { prefix: `${API}/ingest` });
  await app.register(agentRoutes, { prefix: `${API}/agent` });
  // Before the gateway itself, which asks it where each model goes.
  await app.register(gatewayRouteModule, { prefix: `${API}/gateway` });
  // OpenAI's paths, so that its SDKs reach the gateway with nothing but their base URL changed.
  await app.register(gatewayRoutes, { prefix: '/v1' });
  // SCIM 2.0 for the identity provider, at the path Entra ID and Okta are given as the tenant URL.
  await app.register(scimRoutes, { prefix: SCIM_BASE_PATH });
  await app.register(integrations, { prefix: `${API}/integrations` });
  await app.register(teamModule, { prefix: `${API}/accounts`, authPrefix: `${API}/auth` });
  await app.register(auditModule, { prefix: `${API}/audit` });
  outboxWorker.use(app.integrations.reader);
  // E-mail MFA codes leave through the same server as the security notices (see mfa-service's mailCode).
  services.mfa.sendCodesThrough(() => app.integrations.mailServer());
  // The audit trail hears the events kept for it again from the outbox: what a crash kept from it is appended then.
  outboxWorker.use(auditReader(services.audit));
  outboxWorker.use(securityNoticeReader({ store, mailServer: () => app.integrations.mailServer(), context: { publicUrl: config.publicUrl } }));
  app.decorate('outbox', outboxWorker);
  app.addHook('onReady', async () => outboxWorker.start());
  // Before anything closes: what it has not sent stays in the outbox for the next start.
  app.addHook('preClose', async () => outboxWorker.stop());

  await app.register(liveSockets, liveOptions);
  await app.register(metricsModule);
  await app.register(web);
  return app;
}
