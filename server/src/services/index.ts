import type { LiveBus } from '../live/event-bus.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { Store } from '../store/index.ts';
import { createAgentConnections, type AgentConnections } from './agent-connections.ts';
import { createAlertService, type AlertService } from './alert-service.ts';
import { createApiKeyService, type ApiKeyService } from './api-key-service.ts';
import { createConversationService, type ConversationService } from './conversation-service.ts';
import { createEndpointService, type EndpointService } from './endpoint-service.ts';
import { createIngestService, type IngestService } from './ingest-service.ts';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.ts';
import { createMfaService, type MfaService } from './mfa-service.ts';
import { createPolicySet, type PolicySet } from './policy-set.ts';
import { createSessionService, type SessionService } from './session-service.ts';
import { createSettingsService, type SettingsService } from './settings-service.ts';

/** The services routes share; built once per app so caches and throttles are per process. */
export interface AppServices {
  settings: SettingsService;
  sessions: SessionService;
  loginThrottle: LoginThrottle;
  mfa: MfaService;
  alerts: AlertService;
  endpoints: EndpointService;
  apiKeys: ApiKeyService;
  policySet: PolicySet;
  conversations: ConversationService;
  ingest: IngestService;
  agents: AgentConnections;
}

export function createServices(store: Store, secretBox: SecretBox, live: LiveBus): AppServices {
  const settings = createSettingsService(store.settings);
  const policySet = createPolicySet(store.policies);
  const conversations = createConversationService(store, secretBox, policySet, live);
  const loginThrottle = createLoginThrottle(store.signInAttempts);
  const agents = createAgentConnections(store.endpoints);
  return {
    settings,
    sessions: createSessionService(store, settings),
    loginThrottle,
    mfa: createMfaService(store, secretBox, loginThrottle),
    alerts: createAlertService(store.alerts, live),
    endpoints: createEndpointService(store.endpoints, live, agents),
    apiKeys: createApiKeyService(store.apiKeys),
    policySet,
    conversations,
    ingest: createIngestService(store, conversations, live),
    agents,
  };
}
