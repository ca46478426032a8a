/**
 * The server's domain events: what changed, said once by the service that changed it, after the change
 * committed. Consumers (the live feed, caches, and the audit trail and notification channels that build on
 * them) hear every change from here and nowhere else; `server/src/events/catalog.ts` lists who hears what.
 *
 * Payloads are what the REST API presents (redacted text only) plus the acting account, never stored
 * originals or secrets: a consumer may carry them out of the server (a webhook, a SIEM).
 */
import { z } from 'zod';
import { SETTINGS_SECTIONS, SIGN_IN_METHODS } from './constants.ts';
import { accessGroupSchema, accessUserSchema, scimTokenInfoSchema } from './schemas/access.ts';
import { alertSchema, alertStatusSchema } from './schemas/alert.ts';
import { aiToolDecisionSchema, aiToolSchema } from './schemas/ai-tool.ts';
import { apiKeySchema } from './schemas/api-key.ts';
import { idSchema, isoDateTimeSchema } from './schemas/common.ts';
import { detectionSchema } from './schemas/detection.ts';
import { endpointSchema, installerSchema } from './schemas/endpoint.ts';
import { gatewayRouteSchema } from './schemas/gateway-route.ts';
import { integrationSchema } from './schemas/integration.ts';
import { conversationLogSchema } from './schemas/log.ts';
import { consoleAccountSchema } from './schemas/team.ts';
import { policySchema } from './schemas/policy.ts';
import { policyExceptionSchema } from './schemas/policy-exception.ts';

/**
 * The account that made a change, by id (which stays) and by its username then (for reading), and where
 * the request came from when it came over HTTP (the audit trail's "from where").
 */
export const actorSchema = z.object({
  accountId: z.string(),
  username: z.string(),
  ipAddress: z.string().optional(),
  userAgent: z.string().optional(),
});
export type Actor = z.infer<typeof actorSchema>;
/** Changes the server makes by itself (jobs, agents) have no actor. */
const byWhom = actorSchema.nullable();

export const ACCOUNT_CHANGES = ['profile', 'photo', 'password', 'mfa', 'notifications'] as const;
export type AccountChange = (typeof ACCOUNT_CHANGES)[number];
/** What an account's owner is told about by e-mail (Account Security › Security Notifications). */
export const SECURITY_NOTICES = ['new-device-sign-in', 'password-changed'] as const;
export type SecurityNotice = (typeof SECURITY_NOTICES)[number];
export const SESSION_END_REASONS = ['sign-out', 'revoked', 'password-changed', 'account-changed', 'idle'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
/** A settings section's values as the audit trail keeps them. */
const settingsValues = z.record(z.string(), z.unknown());

/** Each event's payload, by type. */
export const domainEventSchemas = {
  /** A conversation was judged and stored (its alert, when it raised one, follows as `alert.created`). */
  'conversation.stored': z.object({ log: conversationLogSchema }),
  /**
   * A blocked or flagged conversation raised an alert, in the same commit as its log (with the count of the
   * conversations of that commit that joined it at once).
   */
  'alert.created': z.object({ alert: alertSchema }),
  /**
   * Conversations joined an open alert of their group (same person, same policies, within the grouping
   * window): its count and lastSeenAt grew. For consoles only: people are told of an alert when it is raised
   * and when it moves, not of every conversation it gathers.
   */
  'alert.grown': z.object({ alert: alertSchema }),
  /** Someone moved an alert along its transitions. */
  'alert.transitioned': z.object({ alert: alertSchema, from: alertStatusSchema, by: byWhom }),
  /** Someone assigned an alert, gave it a disposition or commented on it. */
  'alert.triaged': z.object({ alert: alertSchema, changes: z.array(z.enum(['assignee', 'disposition', 'comment'])), by: actorSchema }),
  /**
   * The alerts an e-mail or Slack destination held for its digest (Settings › Notifications frequency), as
   * one message: made by the outbox worker from the deliveries it held, never said on the bus. `alerts` lists
   * the most severe and newest of them, `total` and `bySeverity` count them all.
   */
  'alerts.digest': z.object({
    from: isoDateTimeSchema,
    to: isoDateTimeSchema,
    total: z.number().int(),
    bySeverity: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
    alerts: z.array(alertSchema),
  }),
  /** `before` is the policy as it was (null when created), for the audit trail's before and after. */
  'policy.saved': z.object({ policy: policySchema, before: policySchema.nullable(), by: byWhom }),
  'policy.deleted': z.object({ id: idSchema, before: policySchema, by: byWhom }),
  /**
   * An exception was added to a policy or removed from it: the engine applies it from the next prompt. It
   * carries the exception's redacted form only, never the value it was made with.
   */
  'policy.exception.added': z.object({ policy: z.object({ id: idSchema, name: z.string() }), exception: policyExceptionSchema, by: actorSchema }),
  'policy.exception.removed': z.object({ policy: z.object({ id: idSchema, name: z.string() }), exception: policyExceptionSchema, by: actorSchema }),
  /** An endpoint agent reported a shadow-AI tool. */
  'detection.stored': z.object({ detection: detectionSchema }),
  /** An endpoint's heartbeat was recorded (a new endpoint, or one seen again). */
  'endpoint.heartbeat': z.object({ endpoint: endpointSchema }),
  /** An endpoint changed without a heartbeat: its status followed its silence, or an update was asked of it. */
  'endpoint.changed': z.object({ endpoint: endpointSchema, by: byWhom }),
  'endpoint.removed': z.object({ id: idSchema, by: byWhom }),
  /**
   * A settings section was saved, with its values before and after for the audit trail. These carry no
   * secret: the identity section's client secret and bind password are stored sealed and said here only to
   * be set or not (`…Set`); integrations keep theirs (SMTP passwords, webhook secrets) sealed too.
   */
  'settings.changed': z.object({ section: z.enum(SETTINGS_SECTIONS), before: settingsValues, after: settingsValues, by: byWhom }),
  /** Someone signed in. */
  'session.started': z.object({ by: actorSchema, method: z.enum(SIGN_IN_METHODS).optional() }),
  /** A sign-in was refused; `username` is what was typed. */
  'sign-in.failed': z.object({ username: z.string(), ipAddress: z.string(), userAgent: z.string().optional() }),
  /**
   * Sessions ended: of one account, or of any when null. `by` is who ended them (null: the idle timeout);
   * `reason` tells a sign-out from a revoke, a password change or an account an admin changed.
   */
  'session.ended': z.object({ accountId: z.string().nullable(), reason: z.enum(SESSION_END_REASONS), by: byWhom }),
  /** Someone read a conversation's original text (Reveal Original), for the reason they gave. */
  'log.revealed': z.object({ logId: idSchema, field: z.enum(['input', 'output']), reason: z.string(), by: actorSchema }),
  /** An account changed something of its own. */
  'account.changed': z.object({ accountId: z.string(), change: z.enum(ACCOUNT_CHANGES), by: actorSchema.optional() }),
  /** An admin added, changed or removed a console account, or reset its password or MFA. */
  'account.created': z.object({ account: consoleAccountSchema, by: byWhom }),
  'account.updated': z.object({ account: consoleAccountSchema, before: consoleAccountSchema, by: byWhom }),
  'account.deleted': z.object({ before: consoleAccountSchema, by: byWhom }),
  'account.reset': z.object({ account: consoleAccountSchema, what: z.enum(['password', 'mfa']), by: byWhom }),
  /**
   * A directory user or group was switched, edited, or provisioned by the identity provider (SCIM; `before`
   * is null for one it created), or removed by it.
   */
  'access.user.changed': z.object({ user: accessUserSchema, before: accessUserSchema.nullable(), by: byWhom }),
  'access.user.removed': z.object({ before: accessUserSchema, by: byWhom }),
  'access.group.changed': z.object({
    group: accessGroupSchema,
    before: accessGroupSchema.nullable(),
    /** The users (by id) who joined or left the group in this change, when its members changed. */
    members: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }).optional(),
    by: byWhom,
  }),
  'access.group.removed': z.object({ before: accessGroupSchema, by: byWhom }),
  /** An admin issued (or rotated to) a new SCIM token, or revoked the one in force. */
  'scim-token.issued': z.object({ token: scimTokenInfoSchema, retired: scimTokenInfoSchema.nullable(), by: byWhom }),
  'scim-token.revoked': z.object({ token: scimTokenInfoSchema, by: byWhom }),
  /**
   * Something its owner should hear of happened to an account: a sign-in from a browser that had never
   * signed in to it, or its password changed (by its owner or reset by an admin). `by` is who did it;
   * the device and address are those of the request that did it.
   */
  'security.notice': z.object({
    accountId: z.string(),
    notice: z.enum(SECURITY_NOTICES),
    device: z.string(),
    location: z.string(),
    ipAddress: z.string(),
    by: byWhom,
  }),
  /** A key for gateways and agents was made (its secret stays out) or revoked. */
  'api-key.created': z.object({ key: apiKeySchema, by: byWhom }),
  'api-key.revoked': z.object({ key: apiKeySchema, by: byWhom }),
  /** An integration (where alerts are sent) was made or changed; its secrets stay out. */
  'integration.saved': z.object({ integration: integrationSchema.omit({ deliveries: true }), created: z.boolean(), by: byWhom }),
  'integration.deleted': z.object({ id: idSchema, by: byWhom }),
  /** A gateway model route was made or changed (its key stays out: only whether one is set), removed, or the routes reordered. */
  'gateway-route.saved': z.object({ route: gatewayRouteSchema, before: gatewayRouteSchema.nullable(), by: byWhom }),
  'gateway-route.deleted': z.object({ before: gatewayRouteSchema, by: byWhom }),
  'gateway-route.reordered': z.object({ before: z.array(idSchema), after: z.array(idSchema), by: byWhom }),
  /** An admin uploaded a client installer (replacing the one of the same version and platform, if any) or deleted one. */
  'release.installer.uploaded': z.object({ installer: installerSchema, replaced: installerSchema.nullable(), by: actorSchema }),
  'release.installer.deleted': z.object({ installer: installerSchema, by: actorSchema }),
  /** An admin wrote a version's release notes. */
  'release.notes.changed': z.object({ version: z.string(), before: z.string(), after: z.string(), by: actorSchema }),
  /** An admin sanctioned, blocked or set back to Unreviewed a catalogued AI tool (in Discover). */
  'ai-tool.decided': z.object({ tool: aiToolSchema, decision: aiToolDecisionSchema, previous: aiToolDecisionSchema, by: actorSchema }),
} as const;

export type DomainEventType = keyof typeof domainEventSchemas;
export const DOMAIN_EVENT_TYPES = Object.keys(domainEventSchemas) as DomainEventType[];
export type DomainEventMap = { [K in DomainEventType]: z.infer<(typeof domainEventSchemas)[K]> };

/** One event as it travels: an id (the idempotency key of anything delivered for it) and when it happened. */
export type DomainEvent = { [K in DomainEventType]: { id: string; type: K; at: string; data: DomainEventMap[K] } }[DomainEventType];

/** Parses one event, payload included, against its type's schema. */
export const domainEventSchema = z.discriminatedUnion(
  'type',
  DOMAIN_EVENT_TYPES.map((type) =>
    z.object({ id: z.string().min(1), type: z.literal(type), at: isoDateTimeSchema, data: domainEventSchemas[type] }),
  ) as unknown as [z.ZodObject<z.ZodRawShape>, ...z.ZodObject<z.ZodRawShape>[]],
);
