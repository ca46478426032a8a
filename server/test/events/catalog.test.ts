import t from 'tap';
import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType } from '@gsg/shared';
import { EVENT_CONSUMERS, KEPT_IN_OUTBOX, OUTBOX_READERS, consumersOf } from '../../src/events/catalog.ts';
import { auditFactOf } from '../../src/modules/audit/audit-recorder.ts';
import { createLiveBus } from '../../src/live/event-bus.ts';
import { createAppMetrics } from '../../src/modules/metrics/app-metrics.ts';
import { createPolicySet } from '../../src/modules/policies/policy-set.ts';

const by = { accountId: 'a-1', username: 'dana' };
/** Just enough of each audit event's payload for its entry to be made. */
function sampleData(type: DomainEventType): unknown {
  const policy = { id: 'p-1', name: 'PII' };
  const exception = { id: 'x-1', kind: 'value', display: 'j***', reason: null };
  const key = { id: 'k-1', name: 'agents' };
  const token = { id: 't-1' };
  const alert = { id: 'al-1', status: 'investigating' };
  const samples: Partial<Record<DomainEventType, unknown>> = {
    'alert.transitioned': { alert, from: 'open', by },
    'policy.saved': { policy, before: null, by },
    'policy.deleted': { id: 'p-1', before: policy, by },
    'policy.exception.added': { policy, exception, by },
    'policy.exception.removed': { policy, exception, by },
    'settings.changed': { section: 'general', before: {}, after: {}, by },
    'session.started': { by },
    'sign-in.failed': { username: 'dana', ipAddress: '10.0.0.1' },
    'api-key.created': { key, by },
    'api-key.revoked': { key, by },
    'scim-token.issued': { token, retired: null, by },
    'scim-token.revoked': { token, by },
    'access.user.changed': { user: { id: 'u-1' }, before: null, by },
    'access.user.removed': { before: { id: 'u-1' }, by },
    'access.group.changed': { group: { name: 'Sales' }, before: null, by },
    'access.group.removed': { before: { name: 'Sales' }, by },
    'account.created': { account: { username: 'lee' }, by },
    'account.updated': { account: { username: 'lee' }, before: { username: 'lee' }, by },
    'account.deleted': { before: { username: 'lee' }, by },
    'account.reset': { account: { username: 'lee' }, what: 'mfa', by },
    'account.changed': { accountId: 'a-1', change: 'profile', by },
    'integration.saved': { integration: { id: 'i-1', name: 'SOC' }, created: true, by },
    'integration.deleted': { id: 'i-1', by },
    'gateway-route.saved': { route: { id: 'r-1', name: 'OpenAI' }, before: null, by },
    'gateway-route.deleted': { before: { id: 'r-1', name: 'OpenAI' }, by },
    'gateway-route.reordered': { before: ['r-1', 'r-2'], after: ['r-2', 'r-1'], by },
    'ai-tool.decided': { tool: { id: 'chatgpt', name: 'ChatGPT' }, decision: 'approved', previous: 'unreviewed', by },
    'release.installer.uploaded': { installer: { version: '2.5.0', platform: 'macos', fileName: 'gsg.pkg', sha256: 'ab' }, replaced: null, by },
    'release.installer.deleted': { installer: { version: '2.5.0', platform: 'macos', fileName: 'gsg.pkg', sha256: 'ab' }, by },
    'release.notes.changed': { version: '2.5.0', before: '', after: 'Fixes', by },
    'alert.triaged': { alert: { id: 'al-1', assignee: 'dana', disposition: null }, changes: ['assignee'], by },
    'session.ended': { accountId: 'a-1', reason: 'sign-out', by },
    'endpoint.changed': { endpoint: { id: 'e-1' }, by },
    'endpoint.removed': { id: 'e-1', by },
  };
  if (!(type in samples)) throw new Error(`no sample payload for ${type}: add one`);
  return samples[type];
}

t.test('the catalog lists every event, and exactly the consumers that handle it', async (t) => {
  t.same(Object.keys(EVENT_CONSUMERS).sort(), [...DOMAIN_EVENT_TYPES].sort(), 'every event has its line');
  const consumers = consumersOf({
    live: createLiveBus(() => {}),
    policySet: createPolicySet({ policies: { list: async () => [] }, exceptions: { listAll: async () => [] } }, () => ''),
    outbox: { nudge() {} },
    metrics: createAppMetrics(),
    audit: {} as never,
    toolPolicy: { current: async () => ({ revision: 'r', defaultAction: 'flag', decisions: new Map() }), invalidate() {} },
    agents: { toolPolicyChanged: async () => {} },
    onToolPolicySendFailed: () => {},
  });
  const handledBy = Object.fromEntries(DOMAIN_EVENT_TYPES.map((type) => [type, [] as string[]])) as Record<DomainEventType, string[]>;
  for (const consumer of consumers) {
    for (const type of Object.keys(consumer.handles) as DomainEventType[]) handledBy[type].push(consumer.name);
  }
  for (const type of DOMAIN_EVENT_TYPES) {
    t.same([...handledBy[type]].sort(), [...EVENT_CONSUMERS[type]].sort(), type);
  }
});

t.test('the events the outbox keeps for the audit trail are events the trail records, and each says it goes through the outbox', async (t) => {
  for (const type of OUTBOX_READERS.audit) {
    t.ok(EVENT_CONSUMERS[type].includes('audit trail'), `${type}: the trail records it`);
    t.ok(auditFactOf({ id: 'e', at: '2026-01-01T00:00:00.000Z', type, data: sampleData(type) } as DomainEvent), `${type}: it makes an entry`);
  }
  const recorded = DOMAIN_EVENT_TYPES.filter((type) => EVENT_CONSUMERS[type].includes('audit trail'));
  t.same([...recorded].sort(), [...OUTBOX_READERS.audit].sort(), 'every event the trail records is kept in the outbox for it');
  for (const type of KEPT_IN_OUTBOX) t.ok(EVENT_CONSUMERS[type].includes('outbox'), `${type} is listed as kept in the outbox`);
  for (const type of DOMAIN_EVENT_TYPES) {
    if (EVENT_CONSUMERS[type].includes('outbox')) t.ok(KEPT_IN_OUTBOX.has(type), `${type} is read from the outbox by someone`);
  }
});
