import type { FastifyInstance } from 'fastify';
import { settingsServicePlugin } from '../modules/settings/service.ts';
import { policySetServicePlugin } from '../modules/policies/policy-set.ts';
import { conversationsServicePlugin } from './conversation-service.ts';
import { evaluationTurnsServicePlugin } from './evaluation-turns.ts';
import { loginThrottleServicePlugin } from '../modules/auth/login-throttle.ts';
import { toolPolicyServicePlugin } from './tool-policy.ts';
import { releasesServicePlugin } from '../modules/releases/service.ts';
import { agentsServicePlugin } from '../modules/agent/connections.ts';
import { auditServicePlugin } from '../modules/audit/audit-trail.ts';
import { sessionsServicePlugin } from '../modules/auth/session-service.ts';
import { mfaServicePlugin } from '../modules/account/mfa-service.ts';
import { alertsServicePlugin } from '../modules/alerts/service.ts';
import { logsServicePlugin } from '../modules/logs/service.ts';
import { endpointsServicePlugin } from '../modules/endpoints/service.ts';
import { apiKeysServicePlugin } from '../modules/api-keys/service.ts';
import { scimTokensServicePlugin } from '../modules/scim/token-service.ts';
import { policiesServicePlugin } from '../modules/policies/service.ts';
import { policyExceptionsServicePlugin } from '../modules/policies/exception-service.ts';
import { accessServicePlugin } from '../modules/access/service.ts';
import { accountsServicePlugin } from '../modules/account/service.ts';
import { ingestServicePlugin } from '../modules/ingest/service.ts';
import { aiToolsServicePlugin } from '../modules/discover/ai-tool-service.ts';
import { passwordsServicePlugin } from '../modules/account/password-change.ts';
import { externalAccountsServicePlugin } from '../modules/auth/identity/external-accounts.ts';
import { supportServicePlugin } from '../modules/support/service.ts';
import { detectionsServicePlugin } from '../modules/discover/detection-service.ts';
import { dashboardServicePlugin } from '../modules/dashboard/service.ts';
import { connectionTestsServicePlugin } from './connection-test.ts';
import { oidcFlowsServicePlugin } from '../modules/auth/identity/oidc.ts';
import { whatIfServicePlugin } from '../modules/policies/what-if.ts';

export type { AppServices } from './service-plugin.ts';

/**
 * Every service, in an order where each comes after those it names (Fastify refuses to start otherwise).
 * Each is a plugin of its feature (modules/<feature>), built once per app so caches and throttles are per
 * process; every service that writes says each change it commits on the domain bus once.
 */
const SERVICE_PLUGINS = [
  settingsServicePlugin,
  policySetServicePlugin,
  evaluationTurnsServicePlugin,
  conversationsServicePlugin,
  loginThrottleServicePlugin,
  toolPolicyServicePlugin,
  releasesServicePlugin,
  agentsServicePlugin,
  auditServicePlugin,
  sessionsServicePlugin,
  mfaServicePlugin,
  alertsServicePlugin,
  logsServicePlugin,
  endpointsServicePlugin,
  apiKeysServicePlugin,
  scimTokensServicePlugin,
  policiesServicePlugin,
  policyExceptionsServicePlugin,
  accessServicePlugin,
  accountsServicePlugin,
  ingestServicePlugin,
  aiToolsServicePlugin,
  passwordsServicePlugin,
  externalAccountsServicePlugin,
  supportServicePlugin,
  detectionsServicePlugin,
  dashboardServicePlugin,
  connectionTestsServicePlugin,
  oidcFlowsServicePlugin,
  whatIfServicePlugin,
];

/** Puts every service on `app.services`. */
export async function registerServices(app: FastifyInstance): Promise<void> {
  app.decorate('services', {} as FastifyInstance['services']);
  for (const plugin of SERVICE_PLUGINS) await app.register(plugin);
}
