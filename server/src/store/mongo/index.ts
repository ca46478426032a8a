import { MongoClient } from 'mongodb';
import type { MongoStore } from '../types.ts';
import { createAccessRepository } from './access-repository.ts';
import { createAccountRepository } from './account-repository.ts';
import { createAlertRepository } from './alert-repository.ts';
import { createApiKeyRepository } from './api-key-repository.ts';
import { createScimTokenRepository } from './scim-token-repository.ts';
import { createAuditRepository } from './audit-repository.ts';
import { createDashboardQueries } from './dashboard-queries.ts';
import { createSignInAttemptRepository } from './sign-in-attempt-repository.ts';
import { createSignInFlowRepository } from './sign-in-flow-repository.ts';
import { collectionsOf, supportsTransactions, transactionRunner, type Database } from './database.ts';
import { createDetectionRepository } from './detection-repository.ts';
import { createEndpointRepository } from './endpoint-repository.ts';
import { createLogRepository } from './log-repository.ts';
import { createLoginHistoryRepository } from './login-history-repository.ts';
import { createPolicyRepository } from './policy-repository.ts';
import { createPolicyExceptionRepository } from './policy-exception-repository.ts';
import { createRollupRepository } from './rollup-repository.ts';
import { ensureSchema } from './schema.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSettingsRepository } from './settings-repository.ts';
import { createTicketRepository } from './ticket-repository.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { createIntegrationRepository } from './integration-repository.ts';
import { createGatewayRouteRepository } from './gateway-route-repository.ts';
import { createAiToolDecisionRepository } from './ai-tool-decision-repository.ts';
import { createReleaseRepository } from './release-repository.ts';

const DEFAULT_DATABASE = 'gsg';

/** The database named in the URI's path (`mongodb://host/name?...`), if any. */
function databaseInUri(uri: string): string | undefined {
  const path = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(uri)?.[1];
  return path ? decodeURIComponent(path) : undefined;
}

/** The database a store on `uri` uses when no name is given; other users of the URI share it. */
export const databaseNameOf = (uri: string): string => databaseInUri(uri) ?? DEFAULT_DATABASE;

/**
 * Connects, picks the database (`dbName`, else the one in the URI, else 'gsg') and makes sure every
 * collection and index exists before the first request.
 */
export async function createMongoStore(uri: string, dbName?: string): Promise<MongoStore> {
  // Undefined fields are left out of documents, as JSON.stringify leaves them out of SQLite's columns.
  const client = new MongoClient(uri, { ignoreUndefined: true });
  await client.connect();
  try {
    const db = client.db(dbName ?? databaseNameOf(uri));
    const collections = collectionsOf(db);
    await ensureSchema(db, collections);
    const database: Database = { collections, transact: transactionRunner(client, await supportsTransactions(db)) };
    return {
      kind: 'mongodb',
      policies: createPolicyRepository(database),
      policyExceptions: createPolicyExceptionRepository(database),
      logs: createLogRepository(database),
      alerts: createAlertRepository(database),
      detections: createDetectionRepository(database),
      endpoints: createEndpointRepository(database),
      access: createAccessRepository(database),
      settings: createSettingsRepository(database),
      accounts: createAccountRepository(database),
      sessions: createSessionRepository(database),
      loginHistory: createLoginHistoryRepository(database),
      audit: createAuditRepository(database),
      tickets: createTicketRepository(database),
      rollups: createRollupRepository(database),
      dashboard: createDashboardQueries(database),
      signInAttempts: createSignInAttemptRepository(database),
      signInFlows: createSignInFlowRepository(database),
      apiKeys: createApiKeyRepository(database),
      scimTokens: createScimTokenRepository(database),
      outbox: createOutboxRepository(database),
      integrations: createIntegrationRepository(database),
      gatewayRoutes: createGatewayRouteRepository(database),
      aiToolDecisions: createAiToolDecisionRepository(database),
      releases: createReleaseRepository(database),
      async close() {
        await client.close();
      },
      async dropDatabase() {
        await db.dropDatabase();
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}
