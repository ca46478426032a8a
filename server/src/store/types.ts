// The store port: what the app needs from a database, as interfaces. Routes and services see only
// these; the SQLite and MongoDB adapters implement them (architecture.md, "one port, two adapters").
import type {
  AccessGroup,
  AccessGroupSeed,
  ApiKey,
  AccessGroupUpdate,
  AccessUser,
  AccessUserSeed,
  AiToolReview,
  CurrentClientVersions,
  Alert,
  AlertPage,
  AlertQuery,
  AlertComment,
  AlertDisposition,
  AlertStatus,
  AlertTransition,
  ConversationLog,
  Detection,
  NewDetectionRecord,
  NewLogRecord,
  DetectionFilter,
  DetectionPage,
  DetectionQuery,
  Endpoint,
  EndpointFilter,
  EndpointPage,
  EndpointQuery,
  IntegrationType,
  InstallerPlatform,
  LogFilter,
  LogPage,
  LogQuery,
  LogSummary,
  LoginHistoryEntry,
  MfaState,
  OperatingSystem,
  Policy,
  PolicyInput,
  AccountSource,
  Profile,
  ProfilePhotoType,
  RevealField,
  Role,
  SecurityNotificationPrefs,
  SettingsBySection,
  Severity,
  SettingsSection,
  TicketInput,
  PolicyPrecision,
  PolicyException,
} from '@gsg/shared';
import type { LogPosition } from './log-cursor.ts';

// The records as written are shared with the sample data, which builds them without the server.
export type { NewDetectionRecord, NewLogRecord } from '@gsg/shared';
import type { OutboxEntries, OutboxRepository } from './outbox-port.ts';

export interface PolicyRepository {
  list(): Promise<Policy[]>;
  get(id: string): Promise<Policy | null>;
  /**
   * The writes a person makes take `outbox`: it is called in the write's transaction with what was stored
   * (the policy; the id of the one deleted), and the events it gives are kept with the change (outbox-port.ts).
   * A write that stores nothing (no such policy) does not call it.
   */
  create(input: PolicyInput, now: Date, outbox?: OutboxEntries<Policy>): Promise<Policy>;
  update(id: string, input: PolicyInput, now: Date, outbox?: OutboxEntries<Policy>): Promise<Policy | null>;
  delete(id: string, outbox?: OutboxEntries<string>): Promise<boolean>;
  /** For the first-start seed, which keeps its sample ids. */
  insertMany(policies: Policy[]): Promise<void>;
}

/** An exception as kept: with the keyed hash of its normalised value, which is all the engine matches with. */
export interface PolicyExceptionRecord extends PolicyException {
  matchHash: string;
}

export interface PolicyExceptionRepository {
  /** Every policy's exceptions, for the engine. */
  listAll(): Promise<PolicyExceptionRecord[]>;
  /** One policy's, oldest first. */
  listFor(policyId: string): Promise<PolicyException[]>;
  /**
   * False when the policy has this exception already (same kind and hash), which is left as it was. With
   * `outbox`, the events it gives for the stored exception are kept in the same transaction.
   */
  create(record: PolicyExceptionRecord, outbox?: OutboxEntries<PolicyException>): Promise<boolean>;
  /** Removes one of a policy's exceptions and returns it; null when the policy has no such exception. */
  delete(policyId: string, id: string, outbox?: OutboxEntries<PolicyException>): Promise<PolicyException | null>;
}


/** How a batch's conversations raise alerts. */
export interface AlertRaising {
  /** The alert a stored log would raise on its own, or null. */
  alertFor(log: NewLogRecord): Alert | null;
  /**
   * How close (in ms) to an open alert's conversations a conversation of its group (alert-grouping.ts)
   * must be to join it instead of raising its own; 0 raises one alert per conversation.
   */
  groupWindowMs: number;
}

/** What one insertMany stored: the logs that were new, the alerts they raised and the open ones they joined. */
export interface StoredLogs {
  logs: NewLogRecord[];
  /** Alerts raised by the batch, counting every conversation of it that joined them. */
  alerts: Alert[];
  /** Alerts raised before the batch that its conversations joined, as they stand after it. */
  grown: Alert[];
}

/** A stored conversation as the policy what-if reads it: who, when, the redacted texts and the sealed originals. */
export interface SealedConversation {
  id: string;
  timestamp: string;
  userId: string;
  user: string;
  inputRedacted: string;
  outputRedacted: string;
  inputEncrypted: string;
  outputEncrypted: string;
}

/** One page of SealedConversations, and where the next starts (null after the last). */
export interface SealedPage {
  items: SealedConversation[];
  next: LogPosition | null;
}

export interface LogRepository {
  /**
   * Writes the logs, their rollups and facets, and their alerts, in one transaction: a crash leaves either
   * all of a batch or none of it, never a blocked log without its alert nor an alert whose count misses a
   * conversation. Each inserted log that `raise` gives an alert joins its group's open alert or raises
   * that alert (groupAlerts), and is linked to it. A log whose eventId exists is skipped, and so is its
   * alert. Both id lists hold the ids of the given records. `outbox` is asked, in the same transaction,
   * for the events to keep about what was stored, when anything was.
   */
  insertMany(
    records: NewLogRecord[],
    options?: { raise?: AlertRaising; outbox?: OutboxEntries<StoredLogs> },
  ): Promise<Omit<StoredLogs, 'logs'> & { inserted: string[]; duplicates: string[]; alertIdOf: Map<string, string> }>;
  /** The conversations linked to an alert, and the one that raised it, newest first, at most `limit`. */
  forAlert(alert: Pick<Alert, 'id' | 'logId'>, limit: number): Promise<ConversationLog[]>;
  get(id: string): Promise<ConversationLog | null>;
  /** The encrypted original of one field; decrypting is the caller's job. */
  getEncryptedOriginal(id: string, which: RevealField): Promise<string | null>;
  /** Newest first, keyset-paginated. */
  list(query: LogQuery): Promise<LogPage>;
  summary(filter: LogFilter): Promise<LogSummary>;
  /** Every matching log, newest first, read in batches so an export never holds the set in memory. */
  stream(filter: LogFilter): AsyncIterable<ConversationLog>;
  /**
   * Deletes the logs of the whole hours before the cutoff's hour, oldest first, and the rollups of those
   * hours once none of their logs is left. With `limit`, at most that many logs go per call (so a caller
   * can pace a large delete); a call that deletes fewer than `limit` has left none before the cutoff.
   */
  deleteOlderThan(cutoff: Date, limit?: number): Promise<number>;
  /** When the oldest stored log happened, or null when there is none: where retention starts. */
  oldestTimestamp(): Promise<Date | null>;
  /** How many logs happened from `from` to `to`, both included. */
  countBetween(from: Date, to: Date): Promise<number>;
  /**
   * The logs that happened from `from` to `to` (both included), newest first, `limit` at a time after
   * `after` (the `next` of the page before), with their sealed originals: for the policy what-if, which
   * decrypts them in the server and never hands them out.
   */
  sealedPage(from: Date, to: Date, after: LogPosition | null, limit: number): Promise<SealedPage>;
}

export interface AlertRepository {
  list(query: AlertQuery): Promise<AlertPage>;
  get(id: string): Promise<Alert | null>;
  insertMany(alerts: Alert[]): Promise<void>;
  /**
   * Moves an alert from `from` to `to` and records the transition, only if it is still in `from`
   * (two analysts acting at once cannot both win). Returns null when the alert is not in `from`. The
   * outbox's events about the moved alert are kept in the same transaction.
   */
  transition(id: string, from: AlertStatus, change: AlertTransition, outbox?: OutboxEntries<Alert>): Promise<Alert | null>;
  /** Sets the fields given (null clears one); null when there is no such alert. */
  /** With `outbox`, the events it gives for the alert as changed are kept in the same transaction; not asked when there is no such alert. */
  update(id: string, changes: { assignee?: string | null; disposition?: AlertDisposition | null }, outbox?: OutboxEntries<Alert>): Promise<Alert | null>;
  /** Appends a comment; null when there is no such alert. */
  addComment(id: string, comment: AlertComment, outbox?: OutboxEntries<Alert>): Promise<Alert | null>;
  /**
   * Per policy, how many of the alerts naming it were judged a true positive, a false positive or benign
   * (Guardrails' precision), counted by the database; policies no judged alert names are left out.
   */
  dispositionsByPolicy(): Promise<PolicyPrecision[]>;
}


/** Sightings of one reported tool by one user on one host: what Discover's per-tool counts are summed from. */
export interface SightingGroup {
  aiTool: string;
  user: string;
  hostname: string;
  count: number;
  /** Of them, the uses the endpoint stopped. */
  blocked: number;
  lastSeen: string;
}

export interface DetectionRepository {
  list(query: DetectionQuery): Promise<DetectionPage>;
  /**
   * Every stored sighting grouped by reported tool, user and host. Several reported names may be one
   * catalogued tool, so distinct users and hosts per tool are counted from these groups, not summed.
   */
  sightings(): Promise<SightingGroup[]>;
  stream(filter: DetectionFilter): AsyncIterable<Detection>;
  /**
   * Writes the detections in one transaction; one whose eventId is stored, or held by an earlier record
   * of the batch, is skipped. Both lists hold the ids of the given records.
   */
  insertMany(detections: NewDetectionRecord[]): Promise<{ inserted: string[]; duplicates: string[] }>;
}

/** What an agent's heartbeat reports about its machine, and when. */
export interface HeartbeatRecord {
  eventId: string;
  hostname: string;
  ipAddress: string;
  os: OperatingSystem;
  clientVersion: string;
  user: string;
  at: Date;
}

export interface EndpointRepository {
  /**
   * `now` decides the Active Now / Offline cards and quick filters; `current` (currentClientVersions) the
   * current / outdated filters and the Needs Update card: an endpoint is outdated when its version differs
   * from its operating system's. The page carries `current` back as currentVersions.
   */
  list(query: EndpointQuery, now: Date, current: CurrentClientVersions): Promise<EndpointPage>;
  stream(filter: EndpointFilter, sort: Pick<EndpointQuery, 'sort' | 'order'>, now: Date, current: CurrentClientVersions): AsyncIterable<Endpoint>;
  get(id: string): Promise<Endpoint | null>;
  getMany(ids: string[]): Promise<Endpoint[]>;
  insertMany(endpoints: Endpoint[]): Promise<void>;
  /**
   * Asks for `version`: a reason an earlier update failed is cleared. This and the other endpoint changes
   * below take `outbox`, given what changed (not asked when nothing did), its events kept in the same
   * transaction.
   */
  setPendingVersion(ids: string[], version: string, outbox?: OutboxEntries<Endpoint[]>): Promise<Endpoint[]>;
  /**
   * The agent did not install `version` (reported in a heartbeat): when that is the pending version, the
   * endpoint stops waiting for it and keeps `reason`. Null when it is not pending (already handled).
   */
  failUpdate(id: string, version: string, reason: string, outbox?: OutboxEntries<Endpoint>): Promise<Endpoint | null>;
  /** Returns how many were removed; `outbox` is given that number. */
  removeMany(ids: string[], outbox?: OutboxEntries<number>): Promise<number>;
  /**
   * Applies heartbeats in one transaction, each eventId once (a receipt is kept: a heartbeat leaves no
   * row of its own). Upserts by hostname, a new endpoint getting a fresh id. lastSeen becomes the later
   * of the stored one and `at`. Only when `at` is not older than the stored lastSeen do the reported
   * address, OS, client version and user replace the stored ones, and is a pending version equal to the
   * reported client version cleared (the update is done). So a replayed heartbeat never moves anything back.
   * The status follows lastSeen against `now`, as refreshStatuses sets it. `recorded` holds each applied
   * heartbeat's endpoint after it, in the given order; `duplicates` the eventIds already received.
   */
  recordHeartbeats(
    heartbeats: HeartbeatRecord[],
    now: Date,
  ): Promise<{ recorded: Array<{ eventId: string; endpoint: Endpoint }>; duplicates: string[] }>;
  /**
   * Sets each status from lastSeen against `now`: Active within ACTIVE_WINDOW_HOURS, Offline after
   * OFFLINE_AFTER_DAYS, Inactive between. Returns the endpoints it changed.
   */
  refreshStatuses(now: Date, outbox?: OutboxEntries<Endpoint[]>): Promise<Endpoint[]>;
  /** Forgets heartbeat receipts older than `cutoff`; returns how many. */
  pruneHeartbeatReceipts(cutoff: Date): Promise<number>;
}

/** An admin's decision on a catalogued AI tool, by its id; tools with none are Unreviewed. */
export interface AiToolDecisionRecord extends AiToolReview {
  toolId: string;
}

export interface AiToolDecisionRepository {
  list(): Promise<AiToolDecisionRecord[]>;
  /**
   * Stores the decision, replacing any earlier one; answers the one it replaced, or null. `outbox` is
   * given the replaced one too, and its events are kept in the same transaction.
   */
  set(record: AiToolDecisionRecord, outbox?: OutboxEntries<AiToolDecisionRecord | null>): Promise<AiToolDecisionRecord | null>;
}

/** What the identity provider says of a person (SCIM); the id and the group memberships are kept apart. */
export interface AccessUserFields {
  email: string;
  displayName: string;
  externalId: string | null;
  accessEnabled: boolean;
}
/** What the identity provider says of a group; the description and access switch are the console's own. */
export interface AccessGroupFields {
  name: string;
  externalId: string | null;
}
/** One page of a directory query: the entries from `offset`, in id order, and how many match in all. */
export interface DirectoryPage<T> {
  total: number;
  items: T[];
}
export interface DirectoryPaging {
  offset: number;
  limit: number;
}
/** Members to add and remove, or the whole new member list; ids of users the directory lacks are ignored. */
export type MemberChange = { add: readonly string[]; remove: readonly string[] } | { replace: readonly string[] };
/** A member as a group lists it. */
export interface AccessMember {
  id: string;
  email: string;
}
/** A change refused because another entry holds the e-mail address (users) or the name (groups). */
export const CONFLICT = 'conflict' as const;

/**
 * The directory's writes take `outbox`: called in the write's transaction with the user or group as stored
 * (as it was, for a deletion), its events are kept with the change. Not called when nothing was stored
 * (not found, or a conflict).
 */
export interface AccessRepository {
  listUsers(search?: string): Promise<AccessUser[]>;
  /** The directory user a request names: by id, else by e-mail address in any case; null when none. */
  findUser(idOrEmail: string): Promise<AccessUser | null>;
  setUserAccess(id: string, accessEnabled: boolean, outbox?: OutboxEntries<AccessUser>): Promise<AccessUser | null>;
  listGroups(search?: string): Promise<AccessGroup[]>;
  updateGroup(name: string, patch: AccessGroupUpdate, outbox?: OutboxEntries<AccessGroup>): Promise<AccessGroup | null>;
  insertUsers(users: readonly AccessUserSeed[]): Promise<void>;
  /** Groups without an id are given a new one. */
  insertGroups(groups: readonly AccessGroupSeed[]): Promise<void>;

  /** A user by id alone (ids are exact). */
  getUser(id: string): Promise<AccessUser | null>;
  /** Users whose e-mail address (any case) or external id equals the one given; all when neither is. */
  queryUsers(filter: { email?: string; externalId?: string }, paging: DirectoryPaging): Promise<DirectoryPage<AccessUser>>;
  /** A new user; CONFLICT when another user has the e-mail address, in any case. */
  createUser(id: string, fields: AccessUserFields, outbox?: OutboxEntries<AccessUser>): Promise<AccessUser | typeof CONFLICT>;
  /** Replaces what the identity provider says of a user; null when there is none. */
  replaceUser(id: string, fields: AccessUserFields, outbox?: OutboxEntries<AccessUser>): Promise<AccessUser | null | typeof CONFLICT>;
  /** Removes a user and their memberships; the user as they were, or null when there was none. */
  deleteUser(id: string, outbox?: OutboxEntries<AccessUser>): Promise<AccessUser | null>;
  getGroup(id: string): Promise<AccessGroup | null>;
  /** Groups whose name or external id equals the one given (exactly); all when neither is. */
  queryGroups(filter: { name?: string; externalId?: string }, paging: DirectoryPaging): Promise<DirectoryPage<AccessGroup>>;
  /** A new group with its first members; CONFLICT when another group has the name. */
  createGroup(group: AccessGroup, members: readonly string[], outbox?: OutboxEntries<AccessGroup>): Promise<AccessGroup | typeof CONFLICT>;
  /** Renames a group or changes its external id, and its members, in one commit; null when there is none. */
  replaceGroup(id: string, fields: AccessGroupFields, members?: MemberChange, outbox?: OutboxEntries<AccessGroup>): Promise<AccessGroup | null | typeof CONFLICT>;
  deleteGroup(id: string, outbox?: OutboxEntries<AccessGroup>): Promise<AccessGroup | null>;
  /** A group's members in id order, at most `limit`. */
  listMembers(groupId: string, limit: number): Promise<AccessMember[]>;
  /** Which of these ids are users of the directory. */
  knownUserIds(ids: readonly string[]): Promise<string[]>;
}

export interface SettingsRepository {
  get<S extends SettingsSection>(section: S): Promise<SettingsBySection[S] | null>;
  /** Saves a section whole; `outbox`'s events are kept in the same transaction. */
  put<S extends SettingsSection>(section: S, value: SettingsBySection[S], outbox?: OutboxEntries<SettingsBySection[S]>): Promise<void>;
}

export interface Account {
  id: string;
  username: string;
  email: string;
  role: Role;
  /** A disabled account cannot sign in; an admin disables it. */
  disabled: boolean;
  /** Signed itself up and waits, disabled, for an admin to enable it. */
  pendingApproval: boolean;
  /** Empty for an account that signs in through the identity provider or the directory: it has no password here. */
  passwordHash: string;
  /** Where it signs in: its password here, the OpenID provider, or the LDAP directory. */
  source: AccountSource;
  /** Who it is at its source: the issuer and `sub` of an OpenID account, the DN of a directory one; null for local. */
  externalSubject: string | null;
  profile: Profile;
  notificationPrefs: SecurityNotificationPrefs;
  mfa: MfaState;
  createdAt: string;
}

/** What an admin changes of someone's account (Settings › Users). */
export interface AccountAdministration {
  fullName?: string;
  email?: string;
  role?: Role;
  disabled?: boolean;
}

/** The change would leave no enabled admin: nobody could manage the console any more. */
export class LastAdminError extends Error {
  constructor() {
    super('The last enabled admin cannot be disabled, demoted or deleted');
    this.name = 'LastAdminError';
  }
}

export interface AccountRepository {
  /** Adds the account; false when its username is taken (any case). */
  create(account: Account, outbox?: OutboxEntries<Account>): Promise<boolean>;
  getById(id: string): Promise<Account | null>;
  getByUsername(username: string): Promise<Account | null>;
  /** The account an identity provider or directory knows by this subject. */
  getByExternalSubject(source: Exclude<AccountSource, 'local'>, subject: string): Promise<Account | null>;
  /** Records who an account is at its source (the first sign-in through it). */
  setExternalSubject(id: string, subject: string): Promise<void>;
  count(): Promise<number>;
  list(): Promise<Account[]>;
  /**
   * Applies an admin's change and answers the account before and after; null when there is no such
   * account. Throws LastAdminError, changing nothing, when no enabled admin would remain: the check and
   * the write are one transaction.
   */
  administer(id: string, change: AccountAdministration, outbox?: OutboxEntries<{ before: Account; after: Account }>): Promise<{ before: Account; after: Account } | null>;
  /** Deletes the account and its sessions; null when none; LastAdminError as for `administer`. */
  delete(id: string, outbox?: OutboxEntries<Account>): Promise<Account | null>;
  /** `outbox` keeps the events of the change (the owner's notice) in its transaction. */
  setPasswordHash(id: string, passwordHash: string, outbox?: OutboxEntries<string>): Promise<void>;
  /** These three take `outbox` as setPasswordHash does: its events (the change's, for the audit trail) are kept in their transaction. */
  setProfile(id: string, profile: Profile, outbox?: OutboxEntries<string>): Promise<void>;
  setNotificationPrefs(id: string, prefs: SecurityNotificationPrefs, outbox?: OutboxEntries<string>): Promise<void>;
  setMfa(id: string, mfa: MfaState, outbox?: OutboxEntries<string>): Promise<void>;
  getMfaSecrets(id: string): Promise<MfaSecrets>;
  setMfaSecrets(id: string, secrets: Pick<MfaSecrets, 'secret' | 'pendingSecret'>): Promise<void>;
  /**
   * Records that a one-time code of this time step was used; false when a code of this step or a later
   * one already was. Atomic, so the same code cannot sign in twice even from two nodes at once.
   */
  claimMfaStep(id: string, step: number): Promise<boolean>;
  /** The code last e-mailed for a second step, while one is kept (a new one replaces it; null forgets it). */
  getMailedMfaCode(id: string): Promise<MailedMfaCode | null>;
  setMailedMfaCode(id: string, code: MailedMfaCode | null): Promise<void>;
  /**
   * One attempt at the mailed code of `purpose`, `hash` being the keyed hash of what was entered:
   * 'accepted' uses the code up (it is forgotten); 'invalid' spends one of its attempts; 'none' when there
   * is no such code still good at `now` (none sent, expired, out of attempts, or already used). Atomic, so
   * parallel guesses cannot spend more attempts than the code has and a code is accepted once.
   */
  spendMailedMfaCode(id: string, purpose: MailedMfaCode['purpose'], hash: string, now: number): Promise<'accepted' | 'invalid' | 'none'>;
  getPhoto(id: string): Promise<ProfilePhoto | null>;
  setPhoto(id: string, photo: ProfilePhoto): Promise<void>;
  deletePhoto(id: string): Promise<boolean>;
}

/** The authenticator secrets behind MfaState, each sealed with the app's SecretBox; never presented. */
export interface MfaSecrets {
  /** The confirmed secret, while MFA is enabled with the authenticator app. */
  secret: string | null;
  /** A secret shown for enrolment, not yet confirmed with a code. */
  pendingSecret: string | null;
  /** The time step of the last accepted code (0 for none). */
  lastStep: number;
}

/** A one-time code e-mailed to the account's owner, kept only as its keyed hash. */
export interface MailedMfaCode {
  /** What it proves: the address at e-mail MFA enrolment, or the second step of a sign-in. */
  purpose: 'enrolment' | 'sign-in';
  hash: string;
  /** Epoch milliseconds. */
  sentAt: number;
  expiresAt: number;
  attemptsLeft: number;
}

/** An uploaded profile photo: its bytes and the image type read from them. */
export interface ProfilePhoto {
  contentType: ProfilePhotoType;
  data: Buffer;
  updatedAt: string;
}

export interface SessionRecord {
  id: string;
  /** sha256 of the cookie token: a stolen database does not yield usable cookies. */
  tokenHash: string;
  accountId: string;
  device: string;
  location: string;
  ipAddress: string;
  createdAt: string;
  lastActive: string;
}

export interface SessionRepository {
  /** `outbox` keeps the events of this sign-in (a new-device notice) in its transaction. */
  create(session: SessionRecord, outbox?: OutboxEntries<SessionRecord>): Promise<void>;
  getByTokenHash(tokenHash: string): Promise<SessionRecord | null>;
  touch(id: string, at: string): Promise<void>;
  listForAccount(accountId: string): Promise<SessionRecord[]>;
  /** Deletes one session of the account; false when it is not theirs or does not exist. */
  /** The ends of sessions take `outbox` too, given how many ended; not asked when none did. */
  delete(accountId: string, id: string, outbox?: OutboxEntries<number>): Promise<boolean>;
  deleteAllExcept(accountId: string, keepId: string, outbox?: OutboxEntries<number>): Promise<number>;
  deleteIdleSince(cutoff: string, outbox?: OutboxEntries<number>): Promise<number>;
}

export interface LoginHistoryRepository {
  /** `deviceKey`: the hash of the browser's device cookie, when it had one (never shown, only compared). */
  record(entry: LoginHistoryEntry & { username: string; accountId: string | null; deviceKey?: string | null }): Promise<void>;
  /** Whether the account has signed in successfully before, and whether from the browser with this device key. */
  seenDevice(accountId: string, deviceKey: string): Promise<{ signedInBefore: boolean; fromThisDevice: boolean }>;
  listForAccount(accountId: string, limit: number): Promise<LoginHistoryEntry[]>;
}

/** One counter of attempts at a secret (sign-in, MFA code, current password) within its window. */
export interface AttemptCount {
  count: number;
  /** When the window began, in epoch ms. */
  windowStart: number;
}

/**
 * Counters of attempts at a secret, kept in the store so a restart does not reset them. Keys are opaque
 * (the throttle hashes them), so no typed username is kept.
 */
export interface SignInAttemptRepository {
  /**
   * Counts one attempt under each key and answers every key's count, atomically per key (parallel
   * attempts cannot read the same count); a key whose window ended before `now - windowMs` starts again.
   */
  count(keys: string[], now: number, windowMs: number): Promise<AttemptCount[]>;
  /** Takes one attempt back from each key (an attempt that turned out to be no guess). */
  uncount(keys: string[]): Promise<void>;
  /** Forgets the keys (the secret was right). */
  forget(keys: string[]): Promise<void>;
  /** Drops the keys whose window began before `cutoff`, then the oldest past the `keep` newest. */
  prune(cutoff: number, keep: number): Promise<void>;
}

/**
 * The sign-ins with the identity provider already finished, by their flow's id (an opaque key: the hash of
 * the state sealed in the flow cookie), kept until the flow would have expired anyway. In the store, so a
 * flow cookie is good once across every node of the console, not only on the one that took it first.
 */
export interface SignInFlowRepository {
  /**
   * Records the flow as used: true when it was not yet (this caller may go on), false when it was. Atomic:
   * of parallel calls with one id, on any node, exactly one answers true.
   */
  spend(id: string, expiresAt: number): Promise<boolean>;
  /** Forgets the flows that expired before `now` (their cookies are refused as expired anyway). */
  prune(now: number): Promise<void>;
}

/** One entry of the audit trail as it is appended: what the chain's hash covers, but for seq and hashes. */
export interface AuditRecord {
  id: string;
  at: string;
  /**
   * The account that acted: its id, which stays, and its username then, for reading (a username can be
   * changed). Null for the server itself, and on old records whose username matched no account.
   */
  actorId: string | null;
  actorName: string;
  action: string;
  target: string;
  ipAddress: string | null;
  userAgent: string | null;
  detail: Record<string, string>;
  before: unknown;
  after: unknown;
  /**
   * The domain event the entry records (its id), when it records one: at most one entry per event, so the
   * outbox's redelivery of an event already appended appends nothing. Covered by the hash when set.
   */
  eventId?: string | null;
}

/** An entry in its place in the chain (see audit-chain.ts). */
export interface ChainedAuditRecord extends AuditRecord {
  seq: number;
  prevHash: string;
  hash: string;
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

export interface AuditRepository {
  /**
   * Appends the entry after the last one, hashed over the last one's hash: atomically, so two appends at
   * once (two nodes) never take the same place in the chain. Never updates or deletes an entry. An entry
   * whose `eventId` is already in the trail is not appended again: the entry that has it is returned.
   */
  append(entry: AuditRecord): Promise<ChainedAuditRecord>;
  /** Newest first: entries older than `before` (a seq) matching the filter; actor and target match parts. */
  page(filter: AuditFilter, before: number | undefined, limit: number): Promise<ChainedAuditRecord[]>;
  /** The chain in order from `afterSeq`, `limit` at a time, to verify it. */
  chain(afterSeq: number, limit: number): Promise<ChainedAuditRecord[]>;
}

export interface StoredTicket extends TicketInput {
  number: number;
  createdAt: string;
  createdBy: string;
}

export interface TicketRepository {
  /** Stores the ticket; false if its number is taken (the caller draws another). */
  create(ticket: StoredTicket): Promise<boolean>;
}

/**
 * Per-hour counters kept at ingest, so the dashboard never scans the logs. Both reads cover the hours
 * that overlap [from, to) (hour = epoch ms / 3600000, floored).
 */
export interface RollupRepository {
  /** Counters by (dimension, key, hour) between two instants; dimensions are those NewLogRecord feeds. */
  sum(dimension: RollupDimension, from: Date, to: Date): Promise<Array<{ key: string; hour: number; count: number }>>;
  /** Counters summed per key, largest first (ties by key); `limit` keeps only the top ones. */
  totals(dimension: RollupDimension, from: Date, to: Date, limit?: number): Promise<Array<{ key: string; count: number }>>;
}
export const ROLLUP_DIMENSIONS = ['status', 'policy', 'ruleType', 'userViolations', 'tool'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

// A policy's key carries its name at ingest beside its id: a renamed policy still groups by id, and a
// deleted one still has a name to show.
const POLICY_KEY_SEPARATOR = '\u0000';
export const policyRollupKey = (id: string, name: string): string => `${id}${POLICY_KEY_SEPARATOR}${name}`;
export function splitPolicyRollupKey(key: string): { id: string; name: string } {
  const at = key.indexOf(POLICY_KEY_SEPARATOR);
  return at < 0 ? { id: key, name: key } : { id: key.slice(0, at), name: key.slice(at + 1) };
}

/** The counters one log adds to, in its hour: every adapter keeps the same rollups. */
export function rollupIncrements(record: NewLogRecord): Array<[RollupDimension, string]> {
  const increments: Array<[RollupDimension, string]> = [
    ['status', record.status],
    ['tool', record.aiModel],
  ];
  if (record.status !== 'allowed') increments.push(['userViolations', record.user]);
  for (const policy of record.policies) {
    increments.push(['policy', policyRollupKey(policy.id, policy.name)], ['ruleType', policy.ruleType]);
  }
  return increments;
}

/** What the dashboard needs beyond the rollups, read from the detections, endpoints and alerts. */
export interface DashboardQueries {
  /** Detections with timestamps in [from, to), per UTC day (day = epoch ms / 86400000, floored). */
  detectionsPerDay(from: Date, to: Date): Promise<Array<{ day: number; count: number }>>;
  /** Registered endpoints, and hosts seen in logs or detections that have no endpoint. */
  endpointCoverage(): Promise<{ withClient: number; withoutClient: number }>;
  /** Alerts resolved in [from, to), per UTC day of resolution: how many, and their mean time to resolve. */
  alertResolutionsPerDay(from: Date, to: Date): Promise<Array<{ day: number; resolved: number; avgMs: number }>>;
}

/** The credential the identity provider's SCIM client presents: never the token itself, only its hash. */
export interface ScimTokenRecord {
  id: string;
  /** The token's first characters, so an admin can tell which one is in force. */
  prefix: string;
  tokenHash: string;
  createdAt: string;
  createdBy: string;
}
export type ScimTokenInfo = Omit<ScimTokenRecord, 'tokenHash'>;

/** At most one SCIM token is in force: a new one retires the one before. */
export interface ScimTokenRepository {
  /** The token in force with its hash, which the service compares in constant time. */
  active(): Promise<ScimTokenRecord | null>;
  /**
   * Puts `token` in force and retires the one before in the same commit; returns the retired one.
   * `outbox` is given the retired one and its events are kept in that commit.
   */
  replace(token: ScimTokenRecord, at: string, outbox?: OutboxEntries<ScimTokenInfo | null>): Promise<ScimTokenInfo | null>;
  /** Retires the token in force; returns it, or null when there was none (and `outbox` is not asked). */
  revoke(at: string, outbox?: OutboxEntries<ScimTokenInfo>): Promise<ScimTokenInfo | null>;
}

export interface ApiKeyRecord extends ApiKey {
  keyHash: string;
}

export interface ApiKeyRepository {
  /** `outbox`'s events for the stored key (never its hash) are kept in the same transaction. */
  create(key: ApiKeyRecord, outbox?: OutboxEntries<ApiKey>): Promise<void>;
  /** Newest first; revoked keys stay listed so their use can still be traced. */
  list(): Promise<ApiKey[]>;
  /** A key that is not revoked, by the hash of what the agent presented. */
  getActiveByHash(keyHash: string): Promise<ApiKey | null>;
  /** Null when there is no such key (and `outbox` is not asked); revoking twice keeps the first time. */
  revoke(id: string, at: string, outbox?: OutboxEntries<ApiKey>): Promise<ApiKey | null>;
  touch(id: string, at: string): Promise<void>;
}

/** An integration as stored: its config (secrets included) sealed as one JSON text. */
export interface IntegrationRecord {
  id: string;
  type: IntegrationType;
  name: string;
  sealedConfig: string;
  minSeverity: Severity;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * The writes of integrations and gateway routes take `outbox`: called in the write's transaction with the
 * id written (not when there was none), its events are kept with the change.
 */
export interface IntegrationRepository {
  /** Oldest first. */
  list(): Promise<IntegrationRecord[]>;
  get(id: string): Promise<IntegrationRecord | null>;
  create(record: IntegrationRecord, outbox?: OutboxEntries<string>): Promise<void>;
  /** Replaces the stored record; false when there is none. */
  update(record: IntegrationRecord, outbox?: OutboxEntries<string>): Promise<boolean>;
  delete(id: string, outbox?: OutboxEntries<string>): Promise<boolean>;
}

/** A gateway model route as stored: its key sealed with the server's secret box (null: the upstream asks for none). */
export interface GatewayRouteRecord {
  id: string;
  name: string;
  modelPattern: string;
  upstreamUrl: string;
  sealedKey: string | null;
  enabled: boolean;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface GatewayRouteRepository {
  /** In the order they are tried: by position, then oldest first. */
  list(): Promise<GatewayRouteRecord[]>;
  get(id: string): Promise<GatewayRouteRecord | null>;
  create(record: GatewayRouteRecord, outbox?: OutboxEntries<string>): Promise<void>;
  /** Replaces the stored record (its position too); false when there is none. */
  update(record: GatewayRouteRecord, outbox?: OutboxEntries<string>): Promise<boolean>;
  delete(id: string, outbox?: OutboxEntries<string>): Promise<boolean>;
  /** Gives each listed route its index as position, in one write; routes not listed keep theirs. `outbox` is given the ids. */
  reorder(ids: readonly string[], outbox?: OutboxEntries<readonly string[]>): Promise<void>;
}

/** An uploaded client installer as stored: the file itself lies in the data directory under its id. */
export interface InstallerRecord {
  id: string;
  version: string;
  platform: InstallerPlatform;
  fileName: string;
  sizeBytes: number;
  /** Hex, lowercase. */
  sha256: string;
  uploadedAt: string;
  uploadedBy: string;
}

/** A version's release notes (plain text). */
export interface ReleaseNotesRecord {
  version: string;
  notes: string;
  updatedAt: string;
  updatedBy: string;
}

/** The client releases: one installer per version and platform, and each version's notes. */
export interface ReleaseRepository {
  /** Every installer, the most recently uploaded first. */
  listInstallers(): Promise<InstallerRecord[]>;
  getInstaller(id: string): Promise<InstallerRecord | null>;
  /**
   * Adds an installer. One of the same version and platform is replaced in the same commit and returned
   * (its file is then the caller's to remove); null when there was none.
   */
  putInstaller(installer: InstallerRecord, outbox?: OutboxEntries<InstallerRecord | null>): Promise<InstallerRecord | null>;
  /** Removes an installer and returns it; null when there is none (and `outbox` is not asked). */
  deleteInstaller(id: string, outbox?: OutboxEntries<InstallerRecord>): Promise<InstallerRecord | null>;
  listNotes(): Promise<ReleaseNotesRecord[]>;
  /** Writes a version's notes; returns the notes they replace ('' when there were none), which `outbox` is given. */
  setNotes(notes: ReleaseNotesRecord, outbox?: OutboxEntries<string>): Promise<string>;
}

export interface Store {
  readonly kind: 'sqlite' | 'mongodb';
  policies: PolicyRepository;
  /** A policy's exceptions go with it when it is deleted. */
  policyExceptions: PolicyExceptionRepository;
  logs: LogRepository;
  alerts: AlertRepository;
  detections: DetectionRepository;
  endpoints: EndpointRepository;
  access: AccessRepository;
  settings: SettingsRepository;
  accounts: AccountRepository;
  sessions: SessionRepository;
  loginHistory: LoginHistoryRepository;
  audit: AuditRepository;
  tickets: TicketRepository;
  rollups: RollupRepository;
  dashboard: DashboardQueries;
  apiKeys: ApiKeyRepository;
  scimTokens: ScimTokenRepository;
  signInAttempts: SignInAttemptRepository;
  signInFlows: SignInFlowRepository;
  outbox: OutboxRepository;
  integrations: IntegrationRepository;
  gatewayRoutes: GatewayRouteRepository;
  aiToolDecisions: AiToolDecisionRepository;
  releases: ReleaseRepository;
  close(): Promise<void>;
}

export interface MongoStore extends Store {
  /** For the contract tests' throwaway databases. */
  dropDatabase(): Promise<void>;
}
