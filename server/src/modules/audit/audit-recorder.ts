import type { Actor, DomainEvent, DomainEventType, PolicyException } from '@gsg/shared';
import type { Consumer, Handlers } from '../../events/domain-bus.ts';
import type { OutboxReader } from '../../events/outbox-worker.ts';
import { whoActed, type AuditFact, type AuditTrail } from './audit-trail.ts';

const fact = (
  event: DomainEvent,
  actor: Actor | null | undefined,
  target: string,
  change: { before?: unknown; after?: unknown; detail?: Record<string, string>; action?: string } = {},
): AuditFact => ({
  // The event's id makes the entry its one record: the outbox's redelivery of it appends nothing more.
  eventId: event.id,
  at: event.at,
  ...whoActed(actor),
  action: change.action ?? event.type,
  target,
  detail: change.detail ?? {},
  before: change.before ?? null,
  after: change.after ?? null,
});

/** Which policy, what kind of exception, its redacted value, and why. */
const exceptionDetail = ({ policy, exception }: { policy: { name: string }; exception: PolicyException }): Record<string, string> => ({
  name: policy.name,
  kind: exception.kind,
  value: exception.display,
  ...(exception.reason ? { reason: exception.reason } : {}),
});

const installerDetail = (i: { platform: string; fileName: string; sha256: string }) => ({ platform: i.platform, fileName: i.fileName, sha256: i.sha256 });

type Facts = { [K in DomainEventType]?: (event: Extract<DomainEvent, { type: K }>) => AuditFact | null };

/**
 * What the audit trail records of each change a person makes (modules/audit/audit-trail.ts keeps or drops
 * routine ones by the Audit logging setting). Not here: what the server does by itself (a stored
 * conversation, a heartbeat, an idle session's end), and reveals, which log-service appends before the
 * original leaves the server, so a reveal that cannot be recorded does not happen.
 */
const FACTS: Facts = {
  'policy.saved': (e) => fact(e, e.data.by, `policy:${e.data.policy.id}`, { before: e.data.before, after: e.data.policy, detail: { name: e.data.policy.name } }),
  'policy.deleted': (e) => fact(e, e.data.by, `policy:${e.data.id}`, { before: e.data.before, detail: { name: e.data.before.name } }),
  // The exception's redacted form only: the value it was made with is never kept, here or anywhere.
  'policy.exception.added': (e) => fact(e, e.data.by, `policy:${e.data.policy.id}`, { after: e.data.exception, detail: exceptionDetail(e.data) }),
  'policy.exception.removed': (e) => fact(e, e.data.by, `policy:${e.data.policy.id}`, { before: e.data.exception, detail: exceptionDetail(e.data) }),
  'settings.changed': (e) => fact(e, e.data.by, `settings:${e.data.section}`, { before: e.data.before, after: e.data.after }),
  'session.started': (e) => fact(e, e.data.by, `account:${e.data.by.username}`, { detail: { method: e.data.method ?? 'password' } }),
  'sign-in.failed': (e) => ({
    ...fact(e, null, `account:${e.data.username}`),
    actorName: e.data.username,
    ipAddress: e.data.ipAddress,
    userAgent: e.data.userAgent ?? null,
  }),
  // Sign-outs and revoked sessions; the other ends are told by their own entries (a password change, an
  // admin's change to the account) or are nobody's doing (the idle timeout).
  'session.ended': (e) =>
    e.data.by && (e.data.reason === 'sign-out' || e.data.reason === 'revoked') ? fact(e, e.data.by, `account:${e.data.by.username}`, { detail: { reason: e.data.reason } }) : null,
  'account.changed': (e) => fact(e, e.data.by, `account:${e.data.by?.username ?? e.data.accountId}`, { action: `account.${e.data.change}` }),
  'account.created': (e) => fact(e, e.data.by, `account:${e.data.account.username}`, { after: e.data.account }),
  'account.updated': (e) => fact(e, e.data.by, `account:${e.data.account.username}`, { before: e.data.before, after: e.data.account }),
  'account.deleted': (e) => fact(e, e.data.by, `account:${e.data.before.username}`, { before: e.data.before }),
  'account.reset': (e) => fact(e, e.data.by, `account:${e.data.account.username}`, { detail: { what: e.data.what } }),
  'access.user.changed': (e) => fact(e, e.data.by, `access-user:${e.data.user.id}`, { before: e.data.before, after: e.data.user }),
  'access.user.removed': (e) => fact(e, e.data.by, `access-user:${e.data.before.id}`, { before: e.data.before }),
  'access.group.changed': (e) =>
    fact(e, e.data.by, `access-group:${e.data.group.name}`, {
      before: e.data.before,
      after: e.data.members ? { ...e.data.group, membersAdded: e.data.members.added, membersRemoved: e.data.members.removed } : e.data.group,
    }),
  'access.group.removed': (e) => fact(e, e.data.by, `access-group:${e.data.before.name}`, { before: e.data.before }),
  'scim-token.issued': (e) => fact(e, e.data.by, `scim-token:${e.data.token.id}`, { before: e.data.retired, after: e.data.token }),
  'scim-token.revoked': (e) => fact(e, e.data.by, `scim-token:${e.data.token.id}`, { before: e.data.token }),
  'api-key.created': (e) => fact(e, e.data.by, `api-key:${e.data.key.id}`, { after: e.data.key, detail: { name: e.data.key.name } }),
  'api-key.revoked': (e) => fact(e, e.data.by, `api-key:${e.data.key.id}`, { after: e.data.key, detail: { name: e.data.key.name } }),
  'integration.saved': (e) => fact(e, e.data.by, `integration:${e.data.integration.id}`, { after: e.data.integration, detail: { name: e.data.integration.name } }),
  'integration.deleted': (e) => fact(e, e.data.by, `integration:${e.data.id}`),
  // A route's key is never in them: the route as presented says only whether one is set.
  'gateway-route.saved': (e) =>
    fact(e, e.data.by, `gateway-route:${e.data.route.id}`, { before: e.data.before, after: e.data.route, detail: { name: e.data.route.name } }),
  'gateway-route.deleted': (e) => fact(e, e.data.by, `gateway-route:${e.data.before.id}`, { before: e.data.before, detail: { name: e.data.before.name } }),
  'gateway-route.reordered': (e) => fact(e, e.data.by, 'gateway-routes', { before: e.data.before, after: e.data.after }),
  'alert.transitioned': (e) =>
    e.data.by ? fact(e, e.data.by, `alert:${e.data.alert.id}`, { before: { status: e.data.from }, after: { status: e.data.alert.status } }) : null,
  'alert.triaged': (e) =>
    fact(e, e.data.by, `alert:${e.data.alert.id}`, {
      after: { assignee: e.data.alert.assignee, disposition: e.data.alert.disposition },
      detail: { changes: e.data.changes.join(', ') },
    }),
  'endpoint.changed': (e) => (e.data.by ? fact(e, e.data.by, `endpoint:${e.data.endpoint.id}`, { after: e.data.endpoint }) : null),
  'endpoint.removed': (e) => (e.data.by ? fact(e, e.data.by, `endpoint:${e.data.id}`) : null),
  'release.installer.uploaded': (e) =>
    fact(e, e.data.by, `release:${e.data.installer.version}`, { before: e.data.replaced, after: e.data.installer, detail: installerDetail(e.data.installer) }),
  'release.installer.deleted': (e) =>
    fact(e, e.data.by, `release:${e.data.installer.version}`, { before: e.data.installer, detail: installerDetail(e.data.installer) }),
  'release.notes.changed': (e) => fact(e, e.data.by, `release:${e.data.version}`, { before: { notes: e.data.before }, after: { notes: e.data.after } }),
  'ai-tool.decided': (e) =>
    fact(e, e.data.by, `ai-tool:${e.data.tool.id}`, { before: { decision: e.data.previous }, after: { decision: e.data.decision }, detail: { name: e.data.tool.name } }),
};

/** The entry an event makes in the trail; null for an event it does not record (the server's own doing). */
export function auditFactOf(event: DomainEvent): AuditFact | null {
  const factOf = FACTS[event.type] as ((e: DomainEvent) => AuditFact | null) | undefined;
  return factOf ? factOf(event) : null;
}

/**
 * Appends each change to the trail as soon as it commits, so the entry is there when the change is
 * answered. The events the outbox keeps reach the trail a second way, through `auditReader`: if this
 * append fails or the server dies first, the outbox's delivery appends the entry, once.
 */
export function auditRecorder(trail: AuditTrail): Consumer {
  const handles: Handlers = Object.fromEntries(
    (Object.keys(FACTS) as DomainEventType[]).map((type) => [
      type,
      (event: DomainEvent) => {
        const entry = auditFactOf(event);
        return entry ? trail.record(entry) : undefined;
      },
    ]),
  );
  return { name: 'audit trail', handles };
}

/**
 * The trail as an outbox reader: every event kept for it (OUTBOX_READERS.audit) is delivered to it at
 * least once, after a crash too, and appended unless the trail has it already (the append is idempotent
 * by the event's id), so the chain holds each change exactly once.
 */
export function auditReader(trail: AuditTrail): OutboxReader {
  return {
    name: 'audit',
    destinationsFor: async () => ({ now: ['trail'] }),
    async deliver(_destination, event) {
      const entry = auditFactOf(event);
      if (entry) await trail.record(entry);
    },
  };
}
