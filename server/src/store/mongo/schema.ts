import { randomUUID } from 'node:crypto';
import { MongoServerError, type AnyBulkWriteOperation, type Db, type IndexDescription } from 'mongodb';
import { DEFAULT_ALERT_SLA, alertDueAt } from '@gsg/shared';
import type { AlertDocument, Collections } from './database.ts';

/** The server's error code for creating a collection that exists (another node starting at once). */
const NAMESPACE_EXISTS = 48;

// The indexes of sqlite/migrations.ts, one for one. Where SQLite sorts the few rows an index lookup
// finds (a tiebreak on its rowid or primary key, an account's sessions by last activity), the index here
// carries the sort fields too, so the server reads in order. Partial indexes leave out documents whose
// field is null, as a SQLite UNIQUE column or `WHERE ... IS NOT NULL` index does. Creating an index that
// exists with the same name and options does nothing, so every start runs this.
const INDEXES: { [C in keyof Collections]: IndexDescription[] } = {
  policies: [{ name: 'policies_created', key: { createdAt: 1, _id: 1 } }],
  policyExceptions: [
    { name: 'policy_exceptions_match', key: { policyId: 1, kind: 1, matchHash: 1 }, unique: true },
    { name: 'policy_exceptions_policy', key: { policyId: 1, createdAt: 1, _id: 1 } },
  ],
  logs: [
    { name: 'logs_id', key: { id: 1 }, unique: true },
    { name: 'logs_event_id', key: { eventId: 1 }, unique: true, partialFilterExpression: { eventId: { $type: 'string' } } },
    { name: 'logs_ts', key: { ts: 1, _id: 1, user: 1 } },
    { name: 'logs_status_ts', key: { status: 1, ts: 1, _id: 1, user: 1 } },
    { name: 'logs_user_ts', key: { user: 1, ts: 1 } },
    { name: 'logs_hostname_ts', key: { hostname: 1, ts: 1 } },
    { name: 'logs_tool_ts', key: { aiModel: 1, ts: 1 } },
    { name: 'logs_policy_ts', key: { policyTriggered: 1, ts: 1 } },
    { name: 'logs_ip_ts', key: { ipAddress: 1, ts: 1 } },
    { name: 'logs_alert', key: { alertId: 1, ts: 1 }, partialFilterExpression: { alertId: { $type: 'string' } } },
  ],
  logFacets: [{ name: 'log_facets_kind_value', key: { kind: 1, value: 1 }, unique: true }],
  alerts: [
    { name: 'alerts_id', key: { id: 1 }, unique: true },
    { name: 'alerts_ts', key: { ts: 1, _id: 1 } },
    { name: 'alerts_status_ts', key: { status: 1, ts: 1, _id: 1 } },
    { name: 'alerts_severity_ts', key: { severity: 1, ts: 1, _id: 1 } },
    { name: 'alerts_resolved', key: { resolvedAt: 1 }, partialFilterExpression: { resolvedAt: { $type: 'date' } } },
    { name: 'alerts_assignee_ts', key: { assignee: 1, ts: 1 } },
    { name: 'alerts_user_ts', key: { user: 1, ts: 1 } },
    { name: 'alerts_overdue', key: { status: 1, dueAt: 1 } },
    { name: 'alerts_judged', key: { disposition: 1, policyId: 1 }, partialFilterExpression: { disposition: { $type: 'string' } } },
  ],
  alertGroups: [],
  detections: [
    { name: 'detections_id', key: { id: 1 }, unique: true },
    { name: 'detections_event_id', key: { eventId: 1 }, unique: true, partialFilterExpression: { eventId: { $type: 'string' } } },
    { name: 'detections_ts', key: { ts: 1, _id: 1 } },
    { name: 'detections_os_ts', key: { os: 1, ts: 1, _id: 1 } },
  ],
  endpoints: [
    { name: 'endpoints_hostname', key: { hostname: 1 }, unique: true },
    { name: 'endpoints_last_seen', key: { lastSeen: 1, _id: 1 } },
    { name: 'endpoints_status', key: { status: 1, lastSeen: 1 } },
    { name: 'endpoints_version', key: { clientVersion: 1, lastSeen: 1 } },
    { name: 'endpoints_ip', key: { ipAddress: 1, _id: 1 } },
    { name: 'endpoints_os', key: { os: 1, _id: 1 } },
    { name: 'endpoints_user', key: { user: 1, _id: 1 } },
  ],
  accessUsers: [
    { name: 'access_users_email', key: { email: 1 } },
    { name: 'access_users_email_key', key: { emailKey: 1 }, unique: true, partialFilterExpression: { emailKey: { $type: 'string' } } },
    { name: 'access_users_external_id', key: { externalId: 1 }, partialFilterExpression: { externalId: { $type: 'string' } } },
  ],
  accessGroups: [
    { name: 'access_groups_id', key: { id: 1 }, unique: true },
    { name: 'access_groups_external_id', key: { externalId: 1 }, partialFilterExpression: { externalId: { $type: 'string' } } },
  ],
  accessMembers: [
    { name: 'access_members_group', key: { groupId: 1, userId: 1 } },
    { name: 'access_members_user', key: { userId: 1, groupId: 1 } },
  ],
  scimTokens: [{ name: 'scim_tokens_hash', key: { tokenHash: 1 }, unique: true }],
  settings: [],
  accounts: [
    { name: 'accounts_username', key: { usernameKey: 1 }, unique: true },
    { name: 'accounts_external_subject', key: { source: 1, externalSubject: 1 } },
  ],
  accountPhotos: [],
  sessions: [
    { name: 'sessions_token_hash', key: { tokenHash: 1 }, unique: true },
    { name: 'sessions_account', key: { accountId: 1, lastActive: 1 } },
    { name: 'sessions_last_active', key: { lastActive: 1 } },
  ],
  loginHistory: [
    { name: 'login_history_account_ts', key: { accountId: 1, ts: 1 } },
    { name: 'login_history_account_device', key: { accountId: 1, deviceKey: 1 }, partialFilterExpression: { status: 'success' } },
  ],
  audit: [
    { name: 'audit_id', key: { id: 1 }, unique: true },
    // One entry per event: the outbox's redelivery of an event already in the trail is refused.
    { name: 'audit_event', key: { eventId: 1 }, unique: true, partialFilterExpression: { eventId: { $type: 'string' } } },
    { name: 'audit_at', key: { at: 1 } },
    { name: 'audit_action', key: { action: 1, _id: -1 } },
  ],
  tickets: [],
  rollups: [{ name: 'rollups_dim_hour_key', key: { dim: 1, hour: 1, key: 1 }, unique: true }],
  hostsSeen: [],
  eventReceipts: [{ name: 'event_receipts_received', key: { receivedAt: 1 } }],
  apiKeys: [{ name: 'api_keys_key_hash', key: { keyHash: 1 }, unique: true }],
  signInAttempts: [{ name: 'sign_in_attempts_window', key: { windowStart: 1 } }],
  signInFlows: [{ name: 'sign_in_flows_expiry', key: { expiresAt: 1 } }],
  counters: [],
  outbox: [
    { name: 'outbox_undispatched', key: { at: 1, _id: 1 }, partialFilterExpression: { dispatched: false } },
    { name: 'outbox_at', key: { at: 1 }, partialFilterExpression: { dispatched: true } },
  ],
  deliveries: [
    { name: 'deliveries_due', key: { due: 1, _id: 1 }, partialFilterExpression: { status: 'pending' } },
    { name: 'deliveries_destination', key: { destination: 1, lastAttemptAt: -1 } },
    { name: 'deliveries_status_attempt', key: { status: 1, lastAttemptAt: 1 } },
    { name: 'deliveries_held', key: { destination: 1, createdAt: 1 }, partialFilterExpression: { status: 'held' } },
  ],
  integrations: [{ name: 'integrations_created', key: { createdAt: 1, _id: 1 } }],
  gatewayRoutes: [{ name: 'gateway_routes_order', key: { position: 1, createdAt: 1, _id: 1 } }],
  aiToolDecisions: [],
  clientInstallers: [{ name: 'client_installers_target', key: { version: 1, platform: 1 }, unique: true }],
  releaseNotes: [],
};

/**
 * Creates every collection and index that does not exist yet. The collections are made here, not by
 * their first write, so no transaction ever has to create one that a concurrent transaction creates too.
 */
export async function ensureSchema(db: Db, collections: Collections): Promise<void> {
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  for (const collection of Object.values(collections)) {
    if (existing.has(collection.collectionName)) continue;
    try {
      await db.createCollection(collection.collectionName);
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_EXISTS)) throw error;
    }
  }
  // Groups stored before they had an id get one (SQLite's migration 13 does the same), before the index
  // that holds ids unique is made.
  for (const group of await collections.accessGroups.find({ id: { $exists: false } }).toArray()) {
    await collections.accessGroups.updateOne({ _id: group._id, id: { $exists: false } }, { $set: { id: randomUUID() } });
  }
  await giveAlertsTheirDueTime(collections);
  for (const [name, indexes] of Object.entries(INDEXES) as Array<[keyof Collections, IndexDescription[]]>) {
    if (indexes.length > 0) await collections[name].createIndexes(indexes);
  }
}

const BACKFILL_BATCH = 1000;

/** Alerts stored before the SLA setting are due after the default hours, as SQLite's migration 18 says. */
async function giveAlertsTheirDueTime({ alerts }: Collections): Promise<void> {
  const missing = alerts.find({ dueAt: { $exists: false } }, { projection: { _id: 1, ts: 1, severity: 1 } });
  let batch: AnyBulkWriteOperation<AlertDocument>[] = [];
  for await (const doc of missing) {
    const dueAt = new Date(alertDueAt(doc.ts.toISOString(), doc.severity, DEFAULT_ALERT_SLA));
    batch.push({ updateOne: { filter: { _id: doc._id, dueAt: { $exists: false } }, update: { $set: { dueAt } } } });
    if (batch.length === BACKFILL_BATCH) {
      await alerts.bulkWrite(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length > 0) await alerts.bulkWrite(batch, { ordered: false });
}
