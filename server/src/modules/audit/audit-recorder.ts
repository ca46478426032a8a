import type { Actor, DomainEvent, PolicyException } from '@gsg/shared';
import type { Consumer, Handlers } from '../../events/domain-bus.ts';
import { whoActed, type AuditFact, type AuditTrail } from './audit-trail.ts';

const fact = (
  event: DomainEvent,
  actor: Actor | null | undefined,
  target: string,
  change: { before?: unknown; after?: unknown; detail?: Record<string, string>; action?: string } = {},
): AuditFact => ({
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

/**
 * The audit trail hears every change a person makes and appends it (modules/audit/audit-trail.ts keeps or
 * drops routine ones by the Audit logging setting). Not here: what the server does by itself (a stored
 * conversation, a heartbeat, an idle session's end), and reveals, which log-service appends before the
 * original leaves the server, so a reveal that cannot be recorded does not happen.
 */
const installerDetail = (i: { platform: string; fileName: string; sha256: string }) => ({ platform: i.platform, fileName: i.fileName, sha256: i.sha256 });

export function auditRecorder(trail: AuditTrail): Consumer {
  const record = (entry: AuditFact | null) => (entry ? trail.record(entry) : undefined);
  const handles: Handlers = {
    'policy.saved': (e) => record(fact(e, e.data.by, `policy:${e.data.policy.id}`, { before: e.data.before, after: e.data.policy, detail: { name: e.data.policy.name } })),
    'policy.deleted': (e) => record(fact(e, e.data.by, `policy:${e.data.id}`, { before: e.data.before, detail: { name: e.data.before.name } })),
    // The exception's redacted form only: the value it was made with is never kept, here or anywhere.
    'policy.exception.added': (e) => record(fact(e, e.data.by, `policy:${e.data.policy.id}`, { after: e.data.exception, detail: exceptionDetail(e.data) })),
    'policy.exception.removed': (e) => record(fact(e, e.data.by, `policy:${e.data.policy.id}`, { before: e.data.exception, detail: exceptionDetail(e.data) })),
    'settings.changed': (e) => record(fact(e, e.data.by, `settings:${e.data.section}`, { before: e.data.before, after: e.data.after })),
    'session.started': (e) => record(fact(e, e.data.by, `account:${e.data.by.username}`, { detail: { method: e.data.method ?? 'password' } })),
    'sign-in.failed': (e) =>
      record({
        ...fact(e, null, `account:${e.data.username}`),
        actorName: e.data.username,
        ipAddress: e.data.ipAddress,
        userAgent: e.data.userAgent ?? null,
      }),
    // Sign-outs and revoked sessions; the other ends are told by their own entries (a password change, an
    // admin's change to the account) or are nobody's doing (the idle timeout).
    'session.ended': (e) =>
      record(e.data.by && (e.data.reason === 'sign-out' || e.data.reason === 'revoked') ? fact(e, e.data.by, `account:${e.data.by.username}`, { detail: { reason: e.data.reason } }) : null),
    'account.changed': (e) => record(fact(e, e.data.by, `account:${e.data.by?.username ?? e.data.accountId}`, { action: `account.${e.data.change}` })),
    'account.created': (e) => record(fact(e, e.data.by, `account:${e.data.account.username}`, { after: e.data.account })),
    'account.updated': (e) => record(fact(e, e.data.by, `account:${e.data.account.username}`, { before: e.data.before, after: e.data.account })),
    'account.deleted': (e) => record(fact(e, e.data.by, `account:${e.data.before.username}`, { before: e.data.before })),
    'account.reset': (e) => record(fact(e, e.data.by, `account:${e.data.account.username}`, { detail: { what: e.data.what } })),
    'access.user.changed': (e) => record(fact(e, e.data.by, `access-user:${e.data.user.id}`, { before: e.data.before, after: e.data.user })),
    'access.user.removed': (e) => record(fact(e, e.data.by, `access-user:${e.data.before.id}`, { before: e.data.before })),
    'access.group.changed': (e) =>
      record(
        fact(e, e.data.by, `access-group:${e.data.group.name}`, {
          before: e.data.before,
          after: e.data.members ? { ...e.data.group, membersAdded: e.data.members.added, membersRemoved: e.data.members.removed } : e.data.group,
        }),
      ),
    'access.group.removed': (e) => record(fact(e, e.data.by, `access-group:${e.data.before.name}`, { before: e.data.before })),
    'scim-token.issued': (e) => record(fact(e, e.data.by, `scim-token:${e.data.token.id}`, { before: e.data.retired, after: e.data.token })),
    'scim-token.revoked': (e) => record(fact(e, e.data.by, `scim-token:${e.data.token.id}`, { before: e.data.token })),
    'api-key.created': (e) => record(fact(e, e.data.by, `api-key:${e.data.key.id}`, { after: e.data.key, detail: { name: e.data.key.name } })),
    'api-key.revoked': (e) => record(fact(e, e.data.by, `api-key:${e.data.key.id}`, { after: e.data.key, detail: { name: e.data.key.name } })),
    'integration.saved': (e) => record(fact(e, e.data.by, `integration:${e.data.integration.id}`, { after: e.data.integration, detail: { name: e.data.integration.name } })),
    'integration.deleted': (e) => record(fact(e, e.data.by, `integration:${e.data.id}`)),
    // A route's key is never in them: the route as presented says only whether one is set.
    'gateway-route.saved': (e) =>
      record(fact(e, e.data.by, `gateway-route:${e.data.route.id}`, { before: e.data.before, after: e.data.route, detail: { name: e.data.route.name } })),
    'gateway-route.deleted': (e) => record(fact(e, e.data.by, `gateway-route:${e.data.before.id}`, { before: e.data.before, detail: { name: e.data.before.name } })),
    'gateway-route.reordered': (e) => record(fact(e, e.data.by, 'gateway-routes', { before: e.data.before, after: e.data.after })),
    'alert.transitioned': (e) =>
      record(e.data.by ? fact(e, e.data.by, `alert:${e.data.alert.id}`, { before: { status: e.data.from }, after: { status: e.data.alert.status } }) : null),
    'alert.triaged': (e) =>
      record(
        fact(e, e.data.by, `alert:${e.data.alert.id}`, {
          after: { assignee: e.data.alert.assignee, disposition: e.data.alert.disposition },
          detail: { changes: e.data.changes.join(', ') },
        }),
      ),
    'endpoint.changed': (e) => record(e.data.by ? fact(e, e.data.by, `endpoint:${e.data.endpoint.id}`, { after: e.data.endpoint }) : null),
    'endpoint.removed': (e) => record(e.data.by ? fact(e, e.data.by, `endpoint:${e.data.id}`) : null),
    'release.installer.uploaded': (e) =>
      record(fact(e, e.data.by, `release:${e.data.installer.version}`, { before: e.data.replaced, after: e.data.installer, detail: installerDetail(e.data.installer) })),
    'release.installer.deleted': (e) =>
      record(fact(e, e.data.by, `release:${e.data.installer.version}`, { before: e.data.installer, detail: installerDetail(e.data.installer) })),
    'release.notes.changed': (e) => record(fact(e, e.data.by, `release:${e.data.version}`, { before: { notes: e.data.before }, after: { notes: e.data.after } })),
    'ai-tool.decided': (e) =>
      record(fact(e, e.data.by, `ai-tool:${e.data.tool.id}`, { before: { decision: e.data.previous }, after: { decision: e.data.decision }, detail: { name: e.data.tool.name } })),
  };
  return { name: 'audit trail', handles };
}
