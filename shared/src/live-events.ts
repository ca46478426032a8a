/**
 * The live layer's contract between the server and a console (socket.io, path `/socket.io`).
 *
 * Connecting: the handshake carries the session cookie, like any REST call; without a live session the
 * connection is refused with `connect_error` 'Authentication required'. A socket whose session ends
 * (sign-out, revoked, password change elsewhere, idle timeout) is disconnected by the server (reason
 * 'io server disconnect'); socket.io does not reconnect by itself then, and the console should sign in
 * again.
 *
 * Topics: 'alerts' (the bell) and 'kpi' are always on; a console adds the others with `subscribe` and
 * drops them with `unsubscribe`. Events reach a console in batches, `batch({ topic, events })`, at most a
 * few per second per topic whatever the ingest rate; 'kpi' batches carry one summed `kpi.delta`.
 *
 * When a console must reload over REST instead (the server sends `resync({ topics, reason })`):
 * - 'overflow': more events arrived for a topic within one flush than a batch may carry;
 * - 'recovery-expired': the console reconnected after the recovery window (socket.io's connection-state
 *   recovery) or after a server restart, so the events it missed are gone. On such a connect
 *   `socket.recovered` is false and the server has forgotten the console's topics: subscribe again on every
 *   connect where `socket.recovered` is false. On a recovered connect the missed batches simply arrive.
 *
 * Payloads are the objects the REST API presents (redacted text only), never stored originals.
 */
import { z } from 'zod';
import { idSchema } from './schemas/common.ts';
import type { Alert } from './schemas/alert.ts';
import type { Detection } from './schemas/detection.ts';
import { aiToolDecisionSchema } from './schemas/ai-tool.ts';
import { installerPlatformSchema, type Endpoint } from './schemas/endpoint.ts';
import type { ConversationLog } from './schemas/log.ts';
import { policySchema } from './schemas/policy.ts';
import { policyExceptionSchema } from './schemas/policy-exception.ts';

export const LIVE_TOPICS = ['logs', 'alerts', 'detections', 'endpoints', 'policies', 'access', 'kpi'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
/** Topics every console receives without asking: the bell and the dashboard counters. */
export const ALWAYS_ON_TOPICS = ['alerts', 'kpi'] as const satisfies readonly LiveTopic[];
export const SUBSCRIBABLE_TOPICS = ['logs', 'alerts', 'detections', 'endpoints', 'policies', 'access'] as const satisfies readonly LiveTopic[];
export type SubscribableTopic = (typeof SUBSCRIBABLE_TOPICS)[number];

/** What `subscribe` and `unsubscribe` carry: the topics to add or drop. */
export const liveTopicListSchema = z.array(z.enum(SUBSCRIBABLE_TOPICS)).min(1).max(SUBSCRIBABLE_TOPICS.length);

/**
 * Counter changes for the dashboard's KPI cards and the bell badge, summed over a flush. A console adds
 * them to the figures it loaded when its time range includes now.
 */
export const kpiDeltaSchema = z.object({
  queries: z.number().int(),
  blocked: z.number().int(),
  flagged: z.number().int(),
  allowed: z.number().int(),
  /** Alerts now in status open minus before (raised, or moved on from open). */
  openAlerts: z.number().int(),
  detections: z.number().int(),
});
export type KpiDelta = z.infer<typeof kpiDeltaSchema>;

export const policyChangeSchema = z.object({
  change: z.enum(['created', 'updated', 'deleted']),
  id: idSchema,
  /** The policy as saved; null once deleted. */
  policy: policySchema.nullable(),
});
export type PolicyChange = z.infer<typeof policyChangeSchema>;

/** An exception was added to a policy or removed from it: its list, open in another console, follows. */
export const policyExceptionsChangedSchema = z.object({
  policyId: idSchema,
  change: z.enum(['added', 'removed']),
  /** Its redacted form only, as the REST list shows it. */
  exception: policyExceptionSchema,
});
export type PolicyExceptionsChanged = z.infer<typeof policyExceptionsChangedSchema>;

export const aiToolDecidedSchema = z.object({ toolId: z.string(), decision: aiToolDecisionSchema });
export type AiToolDecided = z.infer<typeof aiToolDecidedSchema>;

/**
 * A directory user or group was switched, edited, or provisioned or removed by the identity provider: an
 * open Access Control screen reads its lists again (a group's switch changes its members' rows too).
 */
export const accessChangeSchema = z.object({
  kind: z.enum(['user', 'group']),
  change: z.enum(['created', 'updated', 'deleted']),
  /** The user's id or the group's id. */
  id: z.string(),
});
export type AccessChange = z.infer<typeof accessChangeSchema>;

export const endpointRemovedSchema = z.object({ id: idSchema });
export type EndpointRemoved = z.infer<typeof endpointRemovedSchema>;

/**
 * An admin uploaded or deleted a client installer, or wrote a version's notes: an open Download tab reads
 * the releases again, and the Manage tab its page (the current versions follow the uploads). What changed,
 * never a file's content.
 */
export const releaseChangeSchema = z.object({
  change: z.enum(['uploaded', 'deleted', 'notes']),
  version: z.string(),
  /** The installer's platform; null for notes. */
  platform: installerPlatformSchema.nullable(),
});
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

export interface LiveEventMap {
  'log.created': ConversationLog;
  'alert.created': Alert;
  'alert.updated': Alert;
  /** Assigned, given a disposition or commented: its status, and so every count, is unchanged. */
  'alert.triaged': Alert;
  /** More conversations joined it (its count and lastSeenAt): its status, and so every count, is unchanged. */
  'alert.grown': Alert;
  'detection.created': Detection;
  /** An admin decided on an AI tool: Discover reads the tools again. */
  'ai-tool.decided': AiToolDecided;
  'endpoint.updated': Endpoint;
  'endpoint.removed': EndpointRemoved;
  'release.changed': ReleaseChange;
  'policy.changed': PolicyChange;
  'policy.exceptions.changed': PolicyExceptionsChanged;
  'access.changed': AccessChange;
  'kpi.delta': KpiDelta;
}
export type LiveEventType = keyof LiveEventMap;
export type LiveEvent = { [K in LiveEventType]: { type: K; data: LiveEventMap[K] } }[LiveEventType];

export const LIVE_EVENT_TOPICS = {
  'log.created': 'logs',
  'alert.created': 'alerts',
  'alert.updated': 'alerts',
  'alert.triaged': 'alerts',
  'alert.grown': 'alerts',
  'detection.created': 'detections',
  'ai-tool.decided': 'detections',
  'endpoint.updated': 'endpoints',
  'endpoint.removed': 'endpoints',
  'release.changed': 'endpoints',
  'policy.changed': 'policies',
  'policy.exceptions.changed': 'policies',
  'access.changed': 'access',
  'kpi.delta': 'kpi',
} as const satisfies Record<LiveEventType, LiveTopic>;

type EventTypesOf<T extends LiveTopic> = { [K in LiveEventType]: (typeof LIVE_EVENT_TOPICS)[K] extends T ? K : never }[LiveEventType];
export type LiveEventOf<T extends LiveTopic> = Extract<LiveEvent, { type: EventTypesOf<T> }>;
/** One server→console message: the events of one topic since the last flush, oldest first. */
export type LiveBatch = { [T in LiveTopic]: { topic: T; events: Array<LiveEventOf<T>> } }[LiveTopic];

export const RESYNC_REASONS = ['overflow', 'recovery-expired'] as const;
export const resyncNoticeSchema = z.object({
  topics: z.array(z.enum(LIVE_TOPICS)),
  reason: z.enum(RESYNC_REASONS),
});
export type ResyncNotice = z.infer<typeof resyncNoticeSchema>;

export type SubscriptionReply = { ok: true; topics: LiveTopic[] } | { ok: false; error: string };

export const LIVE_SOCKET_PATH = '/socket.io';
export const LIVE_AUTH_REQUIRED = 'Authentication required';
/** How many live connections one signed-in session may hold: tabs and windows, with room to spare. */
export const LIVE_MAX_CONNECTIONS_PER_SESSION = 20;
export const LIVE_TOO_MANY_CONNECTIONS = `At most ${LIVE_MAX_CONNECTIONS_PER_SESSION} live connections per session: close some tabs of the console`;

/** socket.io's typed maps: `Socket<ServerToClientEvents, ClientToServerEvents>` on the console. */
export interface LiveWelcome {
  /** The topics the console is in: the always-on ones, as a fresh connection starts with. */
  topics: LiveTopic[];
}

export interface ServerToClientEvents {
  /** The first message of every connection that was not recovered. */
  ready: (welcome: LiveWelcome) => void;
  batch: (batch: LiveBatch) => void;
  resync: (notice: ResyncNotice) => void;
}
export interface ClientToServerEvents {
  subscribe: (topics: SubscribableTopic[], ack: (reply: SubscriptionReply) => void) => void;
  unsubscribe: (topics: SubscribableTopic[], ack: (reply: SubscriptionReply) => void) => void;
}
