import type { DomainBus } from '../events/domain-bus.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { Store } from '../store/index.ts';
import { createAccessService, type AccessService } from '../modules/access/service.ts';
import { createAccountService, type AccountService } from '../modules/account/service.ts';
import { createAgentConnections, type AgentConnections } from '../modules/agent/connections.ts';
import { createAlertService, type AlertService } from '../modules/alerts/service.ts';
import { createApiKeyService, type ApiKeyService } from '../modules/api-keys/service.ts';
import { createScimTokenService, type ScimTokenService } from '../modules/scim/token-service.ts';
import { createConversationService, type ConversationService, type EvaluationTimer } from './conversation-service.ts';
import { createEndpointService, type EndpointService } from '../modules/endpoints/service.ts';
import { createIngestService, type IngestService } from '../modules/ingest/service.ts';
import { createLoginThrottle, type LoginThrottle } from '../modules/auth/login-throttle.ts';
import { createMfaService, type MfaService } from '../modules/account/mfa-service.ts';
import { createPolicyService, type PolicyService } from '../modules/policies/service.ts';
import { createPolicySet, type PolicySet } from '../modules/policies/policy-set.ts';
import { createPolicyExceptionService, exceptionHashOf, type PolicyExceptionService } from '../modules/policies/exception-service.ts';
import { createSessionService, type SessionService } from '../modules/auth/session-service.ts';
import { createSettingsService, type SettingsService } from '../modules/settings/service.ts';
import { createAuditTrail, type AuditTrail } from '../modules/audit/audit-trail.ts';
import { createAiToolService, type AiToolService } from '../modules/discover/ai-tool-service.ts';
import { createToolPolicy, type ToolPolicy } from './tool-policy.ts';
import { createPolicyWhatIf, type PolicyWhatIf } from '../modules/policies/what-if.ts';
import { createLogService, type LogService } from '../modules/logs/service.ts';
import { createPasswordService, type PasswordService } from '../modules/account/password-change.ts';
import type { PasswordHasher } from '../security/password-hash.ts';
import { createExternalAccounts, type ExternalAccounts } from '../modules/auth/identity/external-accounts.ts';
import { createSupportService, type SupportService } from '../modules/support/service.ts';
import { createDetectionService, type DetectionService } from '../modules/discover/detection-service.ts';
import { createDashboardService, type DashboardService } from '../modules/dashboard/service.ts';
import { createOidcFlows, type OidcFlows } from '../modules/auth/identity/oidc.ts';
import { createConnectionTests, type ConnectionTests } from './connection-test.ts';
import { createReleaseService, type ReleaseService, type ReleaseServiceOptions } from '../modules/releases/service.ts';

/** The services routes share; built once per app so caches and throttles are per process. */
export interface AppServices {
  settings: SettingsService;
  sessions: SessionService;
  loginThrottle: LoginThrottle;
  mfa: MfaService;
  alerts: AlertService;
  /** The conversation logs: reading them, and revealing an original (modules/logs). */
  logs: LogService;
  endpoints: EndpointService;
  apiKeys: ApiKeyService;
  /** The identity provider's SCIM bearer token. */
  scimTokens: ScimTokenService;
  policySet: PolicySet;
  policies: PolicyService;
  policyExceptions: PolicyExceptionService;
  access: AccessService;
  accounts: AccountService;
  conversations: ConversationService;
  ingest: IngestService;
  agents: AgentConnections;
  /** The append-only, hash-chained record of who changed or saw what (modules/audit). */
  audit: AuditTrail;
  /** The decisions on AI tools in force, for the gateway and the agents. */
  toolPolicy: ToolPolicy;
  aiTools: AiToolService;
  /** Policies tried on past traffic, in the background (modules/policies/what-if.ts). */
  whatIf: PolicyWhatIf;
  /** The signed-in user's own password change. */
  passwords: PasswordService;
  /** The accounts of people the identity provider or the directory signs in. */
  externalAccounts: ExternalAccounts;
  support: SupportService;
  /** Discover's sightings. */
  detections: DetectionService;
  dashboard: DashboardService;
  connectionTests: ConnectionTests;
  /** Sign-ins through the identity provider, each bound to the browser that began it. */
  oidcFlows: OidcFlows;
  /** The client installers admins upload, and what Update Client sends the agents (modules/releases/service.ts). */
  releases: ReleaseService;
}

export interface ServiceOptions {
  /** Where uploaded installers are kept and how large one may be. */
  releases: ReleaseServiceOptions;
  /** Told why a what-if run failed (never with a conversation's text). */
  onWhatIfError?: (err: unknown, jobId: string) => void;
  /** Where Test Connection looks Entra ID tenants up (tests point it at a local server). */
  entraAuthority?: string;
  /** How new passwords are hashed (the product's scrypt cost; tests give a cheaper one). */
  hashPassword: PasswordHasher;
}

/** Every service that writes is handed the bus, and says each change it commits there once. */
export function createServices(
  store: Store,
  secretBox: SecretBox,
  events: DomainBus,
  timeEvaluation: EvaluationTimer | undefined,
  options: ServiceOptions,
): AppServices {
  const settings = createSettingsService(store.settings, events, secretBox);
  const exceptionHash = exceptionHashOf((purpose, text) => secretBox.keyedHash(purpose, text));
  const policySet = createPolicySet({ policies: store.policies, exceptions: store.policyExceptions }, exceptionHash);
  const conversations = createConversationService(store, secretBox, policySet, events, settings, timeEvaluation);
  const loginThrottle = createLoginThrottle(store.signInAttempts);
  const toolPolicy = createToolPolicy(store.aiToolDecisions, settings);
  const releases = createReleaseService(store.releases, events, options.releases);
  const agents = createAgentConnections(store.endpoints, toolPolicy, (version, os) => releases.installersFor(version, os));
  const audit = createAuditTrail(store.audit, settings);
  const sessions = createSessionService(store, settings, events);
  return {
    settings,
    sessions,
    loginThrottle,
    mfa: createMfaService(store, secretBox, loginThrottle, events, settings),
    alerts: createAlertService(store.alerts, store.accounts, events),
    logs: createLogService(store, secretBox, audit, events),
    endpoints: createEndpointService(store.endpoints, events, agents, () => releases.currentVersions()),
    apiKeys: createApiKeyService(store.apiKeys, events),
    scimTokens: createScimTokenService(store.scimTokens, events),
    policySet,
    policies: createPolicyService(store.policies, events),
    policyExceptions: createPolicyExceptionService({ policies: store.policies, exceptions: store.policyExceptions, alerts: store.alerts }, exceptionHash, events),
    access: createAccessService(store.access, events),
    accounts: createAccountService(store.accounts, events),
    conversations,
    ingest: createIngestService(store, conversations, events),
    agents,
    audit,
    toolPolicy,
    aiTools: createAiToolService(store, toolPolicy, events),
    releases,
    passwords: createPasswordService({ store, settings, throttle: loginThrottle, sessions, events, hashPassword: options.hashPassword }),
    externalAccounts: createExternalAccounts({ store, settings, sessions, events }),
    support: createSupportService(store.tickets),
    detections: createDetectionService(store.detections),
    dashboard: createDashboardService(store),
    connectionTests: createConnectionTests(store, options.entraAuthority),
    oidcFlows: createOidcFlows(secretBox, { spent: store.signInFlows }),
    whatIf: createPolicyWhatIf({ store, secretBox, policySet, audit, ...(options.onWhatIfError ? { onError: options.onWhatIfError } : {}) }),
  };
}
