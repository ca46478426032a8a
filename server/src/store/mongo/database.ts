import type { Binary, ClientSession, Collection, Db, MongoClient, ObjectId } from 'mongodb';
import type {
  AccessGroup,
  AiToolDecision,
  ApiKey,
  AlertComment,
  AlertDisposition,
  AlertStatus,
  AlertTransition,
  Detection,
  DetectionAction,
  Endpoint,
  LogStatus,
  LoginHistoryEntry,
  MonitoredMatch,
  Policy,
  PolicyExceptionKind,
  SettingsBySection,
  SettingsSection,
  TicketInput,
} from '@gsg/shared';
import type { FacetKind } from '../log-facets.ts';
import type { DeliveryStatus } from '../outbox-port.ts';
import type {
  Account,
  ChainedAuditRecord,
  GatewayRouteRecord,
  InstallerRecord,
  IntegrationRecord,
  MailedMfaCode,
  ProfilePhoto,
  ReleaseNotesRecord,
  RollupDimension,
  SessionRecord,
} from '../types.ts';

/** The server's error code for a write refused by a unique index. */
export const DUPLICATE_KEY = 11000;

// One document shape per collection. The collections are named after the SQLite tables and hold the
// same fields, camel-cased. Timestamps that SQLite keeps as epoch milliseconds (and compares as numbers)
// are BSON dates here; those SQLite keeps as ISO text (and compares as text) stay text, so both adapters
// order, compare and present them identically.

export interface PolicyDocument extends Omit<Policy, 'id' | 'sensitivity' | 'mode'> {
  _id: string;
  /** Absent from documents stored before policies had one. */
  sensitivity?: Policy['sensitivity'];
  /** Absent from documents stored before monitor mode: those policies are enforced, as they were. */
  mode?: Policy['mode'];
}

/** A policy's exception (sqlite's policy_exceptions): `matchHash` is the keyed hash the engine matches with. */
export interface PolicyExceptionDocument {
  _id: string;
  policyId: string;
  kind: PolicyExceptionKind;
  matchHash: string;
  display: string;
  reason: string | null;
  alertId: string | null;
  createdAt: string;
  createdBy: string;
}

/**
 * `_id` is the log's insertion sequence, as SQLite's rowid is (drawn from the counters collection): the
 * tiebreak, in insertion order, for logs sharing a timestamp.
 */
export interface LogDocument {
  _id: number;
  id: string;
  ts: Date;
  userId: string;
  user: string;
  hostname: string;
  ipAddress: string;
  inputRedacted: string;
  outputRedacted: string;
  inputEncrypted: string;
  outputEncrypted: string;
  status: LogStatus;
  policyTriggered: string;
  policyId: string;
  aiModel: string;
  sessionId: string;
  /** Absent from logs stored before monitor mode, which had no monitored policy. */
  monitored?: MonitoredMatch | null;
  eventId: string | null;
  /** The alert the log raised or joined; absent on logs stored before grouping (see alerts' logId). */
  alertId?: string;
}

/** `_id` is the insertion sequence, as for logs. */
export interface AlertDocument {
  _id: number;
  id: string;
  ts: Date;
  userId: string;
  user: string;
  inputPreview: string;
  outputPreview: string;
  policyTriggered: string;
  policyId: string;
  actionTaken: string;
  severity: Policy['severity'];
  status: AlertStatus;
  logId: string | null;
  history: AlertTransition[];
  resolvedAt: Date | null;
  /** Absent on alerts stored before triage: read as null, null and []. */
  assignee?: string | null;
  disposition?: AlertDisposition | null;
  comments?: AlertComment[];
  /** Absent on alerts stored before grouping: read as one conversation, seen at `ts`. */
  count?: number;
  firstSeenAt?: Date;
  lastSeenAt?: Date;
  /** Absent on alerts stored before the SLA setting until the schema step gives them the default hours. */
  dueAt?: Date;
}

/**
 * The alert a group (alertGroupKey) gathers into now, keyed by the group. Every write that joins or raises
 * an alert of the group writes this document in its transaction, so two concurrent transactions of one
 * group conflict and one runs again, seeing the other's alert: a group never gets two alerts at once.
 */
export interface AlertGroupDocument {
  _id: string;
  alertId: string;
}

/** `_id` is the insertion sequence, as for logs. */
export interface DetectionDocument extends Omit<Detection, 'timestamp' | 'toolId' | 'action'> {
  _id: number;
  ts: Date;
  /** Absent from sightings stored before endpoints applied tool policies: they were allowed. */
  action?: DetectionAction;
  eventId: string | null;
}

/** An admin's decision on a catalogued AI tool; `_id` is the tool's id. */
export interface AiToolDecisionDocument {
  _id: string;
  decision: AiToolDecision;
  decidedAt: string;
  decidedBy: string;
}

export interface EndpointDocument extends Omit<Endpoint, 'id' | 'lastSeen' | 'updateError'> {
  _id: string;
  lastSeen: Date;
  updateError?: string | null;
}

export interface AccessUserDocument {
  _id: string;
  email: string;
  accessEnabled: boolean;
  /** Absent on users stored before the directory was synced over SCIM: no display name, no external id. */
  displayName?: string;
  externalId?: string | null;
  /** The address with ASCII letters lower-cased, held unique; absent on users stored before it was kept. */
  emailKey?: string;
}

/** `_id` is the group's name; `id` stays when the identity provider renames it. */
export interface AccessGroupDocument extends Omit<AccessGroup, 'name' | 'externalId'> {
  _id: string;
  externalId?: string | null;
}

/** One user's membership of one group, by the group's id. */
export interface AccessMemberDocument {
  _id: string;
  groupId: string;
  userId: string;
}

/** An installer, by its id. */
export interface InstallerDocument extends Omit<InstallerRecord, 'id'> {
  _id: string;
}

/** A version's release notes, by version. */
export interface ReleaseNotesDocument extends Omit<ReleaseNotesRecord, 'version'> {
  _id: string;
}

export interface ScimTokenDocument {
  _id: string;
  prefix: string;
  tokenHash: string;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
}

export interface SettingsDocument {
  _id: SettingsSection;
  value: SettingsBySection[SettingsSection];
  updatedAt: string;
}

/**
 * `usernameKey` is the username with ASCII letters lower-cased: the unique, case-insensitive sign-in key
 * that SQLite's `COLLATE NOCASE` gives the username column (which folds ASCII letters only).
 */
export interface AccountDocument extends Omit<Account, 'id' | 'source' | 'externalSubject'> {
  _id: string;
  /** Absent on accounts stored before identity providers: local. */
  source?: Account['source'];
  externalSubject?: string | null;
  usernameKey: string;
  /** The sealed authenticator secrets (MfaSecrets); absent until the first enrolment. */
  mfaSecret?: string | null;
  mfaPendingSecret?: string | null;
  mfaLastStep?: number;
  /** The code last e-mailed for e-mail MFA, as its keyed hash (MailedMfaCode); absent or null when none. */
  mfaMailedCode?: MailedMfaCode | null;
}

/** An uploaded profile photo, keyed by its account, kept out of the account document every request reads. */
export interface AccountPhotoDocument {
  _id: string;
  contentType: ProfilePhoto['contentType'];
  data: Binary;
  updatedAt: string;
}

export interface SessionDocument extends Omit<SessionRecord, 'id'> {
  _id: string;
}

export interface LoginHistoryDocument {
  _id: string;
  ts: string;
  username: string;
  accountId: string | null;
  device: string;
  location: string;
  ipAddress: string;
  status: LoginHistoryEntry['status'];
  /** The hash of the browser's device cookie; absent for sign-ins without one. */
  deviceKey?: string | null;
}

/** A finished sign-in with the identity provider: its flow's id, until the flow would have expired (epoch ms). */
export interface SignInFlowDocument {
  _id: string;
  expiresAt: number;
}

export interface SignInAttemptDocument {
  _id: string;
  count: number;
  windowStart: number;
}

/** An audit trail entry, keyed by its place in the chain: the unique _id is what keeps two appends apart. */
export interface AuditDocument extends Omit<ChainedAuditRecord, 'seq' | 'eventId'> {
  _id: number;
  /** Null on entries that record no event (and absent on those from before events were kept). */
  eventId?: string | null;
}

export interface TicketDocument {
  _id: number;
  subject: string;
  category: TicketInput['category'];
  priority: TicketInput['priority'];
  description: string;
  attachment: NonNullable<TicketInput['attachment']> | null;
  createdAt: string;
  createdBy: string;
}

export interface RollupDocument {
  _id: ObjectId;
  dim: RollupDimension;
  key: string;
  hour: number;
  count: number;
}

/** A distinct value of a filtered log field and how many logs carry it (the log_facets table). */
export interface LogFacetDocument {
  _id: ObjectId;
  kind: FacetKind;
  value: string;
  count: number;
}

export interface HostSeenDocument {
  _id: string;
  lastSeen: Date;
}

/** `_id` is a heartbeat's eventId (see the event_receipts table in sqlite/migrations.ts). */
export interface EventReceiptDocument {
  _id: string;
  receivedAt: Date;
}

export interface ApiKeyDocument extends Omit<ApiKey, 'id' | 'scope'> {
  _id: string;
  keyHash: string;
  /** Absent on keys issued before scopes: they open both surfaces. */
  scope?: ApiKey['scope'];
}

/** An event kept with its change (see outbox-port.ts); `_id` is the event's id, `event` its JSON. */
export interface OutboxDocument {
  _id: string;
  at: string;
  event: string;
  dispatched: boolean;
}

/** One event's delivery to one destination; `_id` is its idempotency key. `due` is epoch ms, as in SQLite. */
export interface DeliveryDocument {
  _id: string;
  destination: string;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  due: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  createdAt: string;
}

export interface IntegrationDocument extends Omit<IntegrationRecord, 'id'> {
  _id: string;
}

export interface GatewayRouteDocument extends Omit<GatewayRouteRecord, 'id'> {
  _id: string;
}

/** The last insertion sequence number handed out for one collection. */
export interface CounterDocument {
  /** Insertion sequences, and `admins`: bumped by every change to an admin account (account-repository.ts). */
  _id: 'logs' | 'alerts' | 'detections' | 'admins';
  seq: number;
}

export interface Collections {
  policies: Collection<PolicyDocument>;
  policyExceptions: Collection<PolicyExceptionDocument>;
  logs: Collection<LogDocument>;
  logFacets: Collection<LogFacetDocument>;
  alerts: Collection<AlertDocument>;
  alertGroups: Collection<AlertGroupDocument>;
  detections: Collection<DetectionDocument>;
  endpoints: Collection<EndpointDocument>;
  accessUsers: Collection<AccessUserDocument>;
  accessGroups: Collection<AccessGroupDocument>;
  accessMembers: Collection<AccessMemberDocument>;
  scimTokens: Collection<ScimTokenDocument>;
  settings: Collection<SettingsDocument>;
  accounts: Collection<AccountDocument>;
  accountPhotos: Collection<AccountPhotoDocument>;
  sessions: Collection<SessionDocument>;
  loginHistory: Collection<LoginHistoryDocument>;
  audit: Collection<AuditDocument>;
  tickets: Collection<TicketDocument>;
  rollups: Collection<RollupDocument>;
  hostsSeen: Collection<HostSeenDocument>;
  eventReceipts: Collection<EventReceiptDocument>;
  apiKeys: Collection<ApiKeyDocument>;
  signInAttempts: Collection<SignInAttemptDocument>;
  signInFlows: Collection<SignInFlowDocument>;
  counters: Collection<CounterDocument>;
  outbox: Collection<OutboxDocument>;
  deliveries: Collection<DeliveryDocument>;
  integrations: Collection<IntegrationDocument>;
  gatewayRoutes: Collection<GatewayRouteDocument>;
  aiToolDecisions: Collection<AiToolDecisionDocument>;
  clientInstallers: Collection<InstallerDocument>;
  releaseNotes: Collection<ReleaseNotesDocument>;
}

export function collectionsOf(db: Db): Collections {
  return {
    policies: db.collection<PolicyDocument>('policies'),
    policyExceptions: db.collection<PolicyExceptionDocument>('policy_exceptions'),
    logs: db.collection<LogDocument>('logs'),
    logFacets: db.collection<LogFacetDocument>('log_facets'),
    alerts: db.collection<AlertDocument>('alerts'),
    alertGroups: db.collection<AlertGroupDocument>('alert_groups'),
    detections: db.collection<DetectionDocument>('detections'),
    endpoints: db.collection<EndpointDocument>('endpoints'),
    accessUsers: db.collection<AccessUserDocument>('access_users'),
    accessGroups: db.collection<AccessGroupDocument>('access_groups'),
    accessMembers: db.collection<AccessMemberDocument>('access_members'),
    scimTokens: db.collection<ScimTokenDocument>('scim_tokens'),
    settings: db.collection<SettingsDocument>('settings'),
    accounts: db.collection<AccountDocument>('accounts'),
    accountPhotos: db.collection<AccountPhotoDocument>('account_photos'),
    sessions: db.collection<SessionDocument>('sessions'),
    loginHistory: db.collection<LoginHistoryDocument>('login_history'),
    audit: db.collection<AuditDocument>('audit_trail'),
    tickets: db.collection<TicketDocument>('tickets'),
    rollups: db.collection<RollupDocument>('rollups'),
    hostsSeen: db.collection<HostSeenDocument>('hosts_seen'),
    eventReceipts: db.collection<EventReceiptDocument>('event_receipts'),
    apiKeys: db.collection<ApiKeyDocument>('api_keys'),
    signInAttempts: db.collection<SignInAttemptDocument>('sign_in_attempts'),
    signInFlows: db.collection<SignInFlowDocument>('sign_in_flows'),
    counters: db.collection<CounterDocument>('counters'),
    outbox: db.collection<OutboxDocument>('outbox'),
    deliveries: db.collection<DeliveryDocument>('deliveries'),
    integrations: db.collection<IntegrationDocument>('integrations'),
    gatewayRoutes: db.collection<GatewayRouteDocument>('gateway_routes'),
    aiToolDecisions: db.collection<AiToolDecisionDocument>('ai_tool_decisions'),
    clientInstallers: db.collection<InstallerDocument>('client_installers'),
    releaseNotes: db.collection<ReleaseNotesDocument>('client_release_notes'),
  };
}

/**
 * Runs `work` as one transaction where the deployment has them (a replica set or a sharded cluster),
 * passing the session every operation inside must use. A standalone server has no transactions: there
 * `work` runs with no session and its writes are not atomic together. The driver may run `work` again
 * on a transient error, so it must not keep state from one run to the next.
 */
export type Transact = <T>(work: (session: ClientSession | undefined) => Promise<T>) => Promise<T>;

export interface Database {
  readonly collections: Collections;
  readonly transact: Transact;
}

/** Whether the server the client is connected to can run multi-document transactions. */
export async function supportsTransactions(db: Db): Promise<boolean> {
  const hello = await db.command({ hello: 1 });
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

export function transactionRunner(client: MongoClient, supported: boolean): Transact {
  if (!supported) return (work) => work(undefined);
  return (work) => client.withSession((session) => session.withTransaction(() => work(session)));
}

/**
 * Reserves `count` consecutive insertion sequence numbers for a collection and returns the first. It
 * runs outside any transaction, so concurrent ingests never conflict on the counter; numbers reserved by
 * a write that then fails are skipped, which leaves gaps but never reorders.
 */
export async function reserveSequence(
  counters: Collection<CounterDocument>,
  name: CounterDocument['_id'],
  count: number,
): Promise<number> {
  const counter = await counters.findOneAndUpdate(
    { _id: name },
    { $inc: { seq: count } },
    { upsert: true, returnDocument: 'after' },
  );
  return counter!.seq - count + 1;
}
