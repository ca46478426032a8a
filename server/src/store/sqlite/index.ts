import type { Store } from '../types.ts';
import { createAccessRepository } from './access-repository.ts';
import { createAccountRepository } from './account-repository.ts';
import { createAlertRepository } from './alert-repository.ts';
import { createApiKeyRepository } from './api-key-repository.ts';
import { createScimTokenRepository } from './scim-token-repository.ts';
import { createAuditRepository } from './audit-repository.ts';
import { createDashboardQueries } from './dashboard-queries.ts';
import { openDatabase } from './database.ts';
import { createDetectionRepository } from './detection-repository.ts';
import { createEndpointRepository } from './endpoint-repository.ts';
import { createLogRepository } from './log-repository.ts';
import { createLoginHistoryRepository } from './login-history-repository.ts';
import { createPolicyRepository } from './policy-repository.ts';
import { createPolicyExceptionRepository } from './policy-exception-repository.ts';
import { createRollupRepository } from './rollup-repository.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSettingsRepository } from './settings-repository.ts';
import { createSignInAttemptRepository } from './sign-in-attempt-repository.ts';
import { createSignInFlowRepository } from './sign-in-flow-repository.ts';
import { createTicketRepository } from './ticket-repository.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { createIntegrationRepository } from './integration-repository.ts';
import { createGatewayRouteRepository } from './gateway-route-repository.ts';
import { createAiToolDecisionRepository } from './ai-tool-decision-repository.ts';
import { createReleaseRepository } from './release-repository.ts';

export function createSqliteStore(dataDir: string, options: { maxMegabytes?: number | undefined } = {}): Store {
  const db = openDatabase(dataDir, options);
  return {
    kind: 'sqlite',
    policies: createPolicyRepository(db),
    policyExceptions: createPolicyExceptionRepository(db),
    logs: createLogRepository(db),
    alerts: createAlertRepository(db),
    detections: createDetectionRepository(db),
    endpoints: createEndpointRepository(db),
    access: createAccessRepository(db),
    settings: createSettingsRepository(db),
    accounts: createAccountRepository(db),
    sessions: createSessionRepository(db),
    loginHistory: createLoginHistoryRepository(db),
    audit: createAuditRepository(db),
    tickets: createTicketRepository(db),
    rollups: createRollupRepository(db),
    dashboard: createDashboardQueries(db),
    apiKeys: createApiKeyRepository(db),
    scimTokens: createScimTokenRepository(db),
    signInAttempts: createSignInAttemptRepository(db),
    signInFlows: createSignInFlowRepository(db),
    outbox: createOutboxRepository(db),
    integrations: createIntegrationRepository(db),
    gatewayRoutes: createGatewayRouteRepository(db),
    aiToolDecisions: createAiToolDecisionRepository(db),
    releases: createReleaseRepository(db),
    async close() {
      // Folds the WAL back into the main file so a stopped server leaves one tidy file behind.
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
