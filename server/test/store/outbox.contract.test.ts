import t from 'tap';
import { SETTINGS_DEFAULTS, type Alert, type DomainEvent, type PolicyInput } from '@gsg/shared';
import { deliveryKey, type NewLogRecord, type StoredLogs } from '../../src/store/index.ts';
import { alertFixture, endpointFixture, logRecordFixture, piiBlockPolicy } from '../fixtures.ts';
import { forEachAdapter } from './adapters.ts';
import { account } from './account-fixture.ts';

let n = 0;
const alertEvent = (alert: Alert, at = '2026-11-20T10:00:00.000Z'): DomainEvent => ({
  id: `event-${++n}`,
  type: 'alert.created',
  at,
  data: { alert },
});
const policyInput: PolicyInput = piiBlockPolicy;
const T0 = new Date('2026-11-20T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

forEachAdapter(t, 'outbox: a log batch keeps its events in its own transaction, and only when something was stored', async (t, store) => {
  const asked: StoredLogs[] = [];
  const outbox = (written: StoredLogs) => {
    asked.push(written);
    return written.alerts.map((a) => alertEvent(a));
  };
  const log = logRecordFixture('log-1', '2026-11-20T09:00:00.000Z', { eventId: 'e-1', status: 'blocked' });
  const raise = { alertFor: (l: NewLogRecord) => alertFixture(`alert-of-${l.id}`, l.timestamp, { logId: l.id }), groupWindowMs: 0 };
  await store.logs.insertMany([log], { raise, outbox });
  t.same(asked.map((w) => [w.logs.map((l) => l.id), w.alerts.map((a) => a.id)]), [[['log-1'], ['alert-of-log-1']]]);
  const kept = await store.outbox.undispatched(10);
  t.same(kept.map((e) => e.type), ['alert.created']);
  t.same(kept[0]!.data, { alert: asked[0]!.alerts[0] }, 'the whole event comes back as it was kept');

  await store.logs.insertMany([{ ...log, id: 'log-again' }], { outbox });
  t.equal(asked.length, 1, 'a batch of duplicates stores nothing and is not asked');
  t.equal((await store.outbox.undispatched(10)).length, 1);
});

forEachAdapter(t, 'outbox: an alert transition keeps its events; a lost race keeps none', async (t, store) => {
  await store.alerts.insertMany([alertFixture('a-1', '2026-11-20T09:00:00.000Z')]);
  const change = { from: 'open' as const, to: 'investigating' as const, at: '2026-11-20T09:05:00.000Z', by: 'admin' };
  const moved = await store.alerts.transition('a-1', 'open', change, (alert) => [alertEvent(alert)]);
  t.equal(moved?.status, 'investigating');
  const [kept] = await store.outbox.undispatched(10);
  t.same(kept?.data, { alert: moved }, 'the event holds the alert as moved');
  t.equal(await store.alerts.transition('a-1', 'open', change, () => t.fail('not asked') as never), null);
  t.equal((await store.outbox.undispatched(10)).length, 1);
});

forEachAdapter(t, 'outbox: dispatch makes one delivery per destination, once, even when repeated', async (t, store) => {
  const [a, b] = [alertEvent(alertFixture('a-1', T0.toISOString())), alertEvent(alertFixture('a-2', T0.toISOString()))];
  await store.outbox.append([a!, b!]);
  t.equal(await store.outbox.backlog(), 2, 'two undispatched events');
  const events = await store.outbox.undispatched(10);
  t.same(events.map((e) => e.id), [a!.id, b!.id], 'oldest first');
  await store.outbox.dispatch([{ event: a!, destinations: ['x/1', 'x/2'] }, { event: b!, destinations: [] }], T0);
  // A worker that died before marking them would fan the same events out again: nothing doubles.
  await store.outbox.dispatch([{ event: a!, destinations: ['x/1', 'x/2'] }], T0);
  t.same(await store.outbox.undispatched(10), [], 'both are dispatched, the one with no destination too');
  t.equal(await store.outbox.backlog(), 2, 'two pending deliveries');
  const claimed = await store.outbox.claimDue(T0, 10, 30_000);
  t.same(claimed.map((d) => [d.key, d.destination, d.attempts]).sort(), [
    [deliveryKey(a!, 'x/1'), 'x/1', 0],
    [deliveryKey(a!, 'x/2'), 'x/2', 0],
  ]);
  t.same(claimed[0]!.event, a, 'a delivery carries its event');
});

forEachAdapter(t, 'outbox: a claim is a lease; settling records the outcome; retries come due; dead ones stay dead', async (t, store) => {
  const event = alertEvent(alertFixture('a-1', T0.toISOString()));
  await store.outbox.append([event]);
  await store.outbox.dispatch([{ event, destinations: ['x/1', 'x/2'] }], T0);
  const [first, second] = await store.outbox.claimDue(T0, 10, 30_000);
  t.same(await store.outbox.claimDue(later(1_000), 10, 30_000), [], 'leased deliveries are not handed out twice');

  await store.outbox.settle(first!.key, { delivered: true, at: later(100) });
  await store.outbox.settle(second!.key, { delivered: false, at: later(200), error: 'the receiver answered 503', retryAt: later(5_000) });
  t.same(await store.outbox.deliveryLog('x/1'), {
    pending: 0,
    delivered: 1,
    dead: 0,
    last: { at: later(100).toISOString(), status: 'delivered', error: null },
    nextAttemptAt: null,
  });
  t.same(await store.outbox.deliveryLog('x/2'), {
    pending: 1,
    delivered: 0,
    dead: 0,
    last: { at: later(200).toISOString(), status: 'failed', error: 'the receiver answered 503' },
    nextAttemptAt: later(5_000).toISOString(),
  });
  t.same(await store.outbox.claimDue(later(4_999), 10, 30_000), [], 'not before its retry is due');
  const [retry] = await store.outbox.claimDue(later(5_000), 10, 30_000);
  t.equal(retry?.key, second!.key);
  t.equal(retry?.attempts, 1, 'the failed attempt counts');
  await store.outbox.settle(retry!.key, { delivered: false, at: later(6_000), error: 'gone', retryAt: null });
  t.equal((await store.outbox.deliveryLog('x/2')).dead, 1);
  t.same(await store.outbox.claimDue(later(999_999_999), 10, 30_000), [], 'a dead delivery is never due');
  // A late settle of a delivery already settled (its lease ran out and another worker finished it) changes nothing.
  await store.outbox.settle(first!.key, { delivered: false, at: later(7_000), error: 'late', retryAt: later(8_000) });
  t.equal((await store.outbox.deliveryLog('x/1')).delivered, 1);

  t.equal(await store.outbox.backlog(), 0);
  t.equal(await store.outbox.prune(later(6_500), T0), 3, 'the two ended deliveries and the dispatched event before the cutoff');
  t.same(await store.outbox.deliveryLog('x/1'), { pending: 0, delivered: 0, dead: 0, last: null, nextAttemptAt: null });
});

forEachAdapter(t, 'outbox: a lease that runs out hands the delivery out again, with the same key', async (t, store) => {
  const event = alertEvent(alertFixture('a-1', T0.toISOString()));
  await store.outbox.append([event]);
  await store.outbox.dispatch([{ event, destinations: ['x/1'] }], T0);
  const [taken] = await store.outbox.claimDue(T0, 10, 30_000);
  const [again] = await store.outbox.claimDue(later(30_000), 10, 30_000);
  t.equal(again?.key, taken?.key);
  t.equal(again?.attempts, 0, 'an attempt that never settled is not counted');
});

forEachAdapter(t, 'outbox: held deliveries wait for a digest, which takes those held before its time, once', async (t, store) => {
  const [a, b, c] = ['a-1', 'a-2', 'a-3'].map((id) => alertEvent(alertFixture(id, T0.toISOString())));
  await store.outbox.append([a!, b!, c!]);
  await store.outbox.dispatch([{ event: a!, destinations: ['x/hook'], held: ['x/mail'] }], T0);
  await store.outbox.dispatch([{ event: b!, destinations: [], held: ['x/mail'] }], later(1_000));
  await store.outbox.dispatch([{ event: c!, destinations: [], held: ['x/mail'] }], later(5_000));
  t.same((await store.outbox.claimDue(later(10_000), 10, 30_000)).map((d) => d.destination), ['x/hook'], 'held deliveries are not sent on their own');
  t.match(await store.outbox.deliveryLog('x/mail'), { pending: 3, nextAttemptAt: null }, 'they wait, with no attempt due');

  const digest = (events: DomainEvent[]): DomainEvent => ({
    id: `digest-of-${events.map((e) => e.id).join('+')}`,
    type: 'alerts.digest',
    at: later(4_000).toISOString(),
    data: { from: T0.toISOString(), to: later(4_000).toISOString(), total: events.length, bySeverity: { high: events.length, medium: 0, low: 0 }, alerts: [] },
  });
  await t.rejects(
    store.outbox.collectDigest('x/mail', later(4_000), () => {
      throw new Error('composing failed');
    }, later(6_000)),
    'a digest that fails to be made',
  );
  t.equal((await store.outbox.deliveryLog('x/mail')).pending, 3, 'leaves every held delivery where it was');

  const made = await store.outbox.collectDigest('x/mail', later(4_000), digest, later(6_000));
  t.equal(made?.id, `digest-of-${a!.id}+${b!.id}`, 'the digest takes the events held before its time, oldest first');
  t.equal(await store.outbox.collectDigest('x/mail', later(4_000), digest, later(6_000)), null, 'and nothing is left for a second one');
  t.equal(await store.outbox.collectDigest('x/other', later(9_000), digest, later(6_000)), null, 'a destination holding nothing gets none');
  const [sent] = await store.outbox.claimDue(later(6_000), 10, 30_000);
  t.same([sent?.key, sent?.event], [deliveryKey(made!, 'x/mail'), made], 'the digest goes out as one delivery, under its own key');
  t.equal((await store.outbox.deliveryLog('x/mail')).pending, 2, 'the digest, and the one held for the next');

  t.equal(await store.outbox.prune(later(0), later(5_001)), 1, 'a delivery held longer than any digest waits is dropped');
  t.equal((await store.outbox.deliveryLog('x/mail')).pending, 1);
});

forEachAdapter(t, 'integrations: create, list oldest first, update, delete', async (t, store) => {
  const record = (id: string, createdAt: string) => ({
    id,
    type: 'webhook' as const,
    name: `hook ${id}`,
    sealedConfig: `sealed-${id}`,
    minSeverity: 'medium' as const,
    enabled: true,
    createdAt,
    updatedAt: createdAt,
  });
  await store.integrations.create(record('i-2', '2026-11-20T10:00:01.000Z'));
  await store.integrations.create(record('i-1', '2026-11-20T10:00:00.000Z'));
  t.same((await store.integrations.list()).map((i) => i.id), ['i-1', 'i-2']);
  const changed = { ...record('i-1', '2026-11-20T10:00:00.000Z'), name: 'renamed', enabled: false, minSeverity: 'high' as const, updatedAt: '2026-11-21T00:00:00.000Z' };
  t.equal(await store.integrations.update(changed), true);
  t.same(await store.integrations.get('i-1'), changed);
  t.equal(await store.integrations.update(record('missing', T0.toISOString())), false);
  t.equal(await store.integrations.delete('i-1'), true);
  t.equal(await store.integrations.delete('i-1'), false);
  t.equal(await store.integrations.get('i-1'), null);
});

/** An event that carries what the write gave its outbox function, to hold the two together. */
// Ids in the order made, as text too: MongoDB keeps events of one time in id order.
const told = (written: unknown): DomainEvent => ({ id: `told-${String(++n).padStart(6, '0')}`, type: 'policy.saved', at: T0.toISOString(), data: { written } }) as unknown as DomainEvent;
const keptData = async (store: Parameters<Parameters<typeof forEachAdapter>[2]>[1]) =>
  (await store.outbox.undispatched(100)).map((e) => (e.data as unknown as { written: unknown }).written);

forEachAdapter(t, 'outbox: policy writes keep their events with the change; a write that stores nothing is not asked', async (t, store) => {
  const policy = await store.policies.create(policyInput, T0, (p) => [told(p)]);
  const updated = await store.policies.update(policy.id, { ...policyInput, severity: 'low' }, later(1), (p) => [told(p)]);
  t.equal(await store.policies.update('nope', policyInput, T0, () => t.fail('not asked') as never), null);
  t.equal(await store.policies.delete(policy.id, (id) => [told(id)]), true);
  t.equal(await store.policies.delete(policy.id, () => t.fail('not asked') as never), false);
  t.same(await keptData(store), [policy, updated, policy.id], 'each event holds what was stored');
});

forEachAdapter(t, 'outbox: an outbox function that fails undoes the write it goes with', async (t, store) => {
  await t.rejects(store.policies.create(policyInput, T0, () => { throw new Error('no room for the event'); }));
  t.same(await store.policies.list(), [], 'the policy was not kept without its event');
  await store.settings.put('general', SETTINGS_DEFAULTS.general);
  await t.rejects(store.settings.put('general', { ...SETTINGS_DEFAULTS.general, retentionPeriod: 30 }, () => { throw new Error('no room'); }));
  t.equal((await store.settings.get('general'))?.retentionPeriod, SETTINGS_DEFAULTS.general.retentionPeriod, 'the section is as it was');
  t.same(await store.outbox.undispatched(10), []);
});

forEachAdapter(t, 'outbox: exceptions, settings, API keys and SCIM tokens keep their events with the change', async (t, store) => {
  const policy = await store.policies.create(policyInput, T0);
  const exception = { id: 'x-1', policyId: policy.id, kind: 'value' as const, display: 'j***@example.com', reason: null, alertId: null, createdAt: T0.toISOString(), createdBy: 'admin' };
  t.equal(await store.policyExceptions.create({ ...exception, matchHash: 'h-1' }, (e) => [told(e)]), true);
  t.equal(await store.policyExceptions.create({ ...exception, id: 'x-2', matchHash: 'h-1' }, () => t.fail('not asked') as never), false, 'a duplicate keeps nothing');
  t.same(await store.policyExceptions.delete(policy.id, 'x-1', (e) => [told(e)]), exception);
  t.equal(await store.policyExceptions.delete(policy.id, 'x-1', () => t.fail('not asked') as never), null);

  const general = { ...SETTINGS_DEFAULTS.general, retentionPeriod: 30 };
  await store.settings.put('general', general, (v) => [told(v)]);

  const key = { id: 'k-1', name: 'agents', prefix: 'gsg_abcd', scope: 'agents' as const, createdAt: T0.toISOString(), createdBy: 'admin', lastUsedAt: null, revokedAt: null };
  await store.apiKeys.create({ ...key, keyHash: 'secret-hash' }, (k) => [told(k)]);
  const revoked = await store.apiKeys.revoke('k-1', later(1).toISOString(), (k) => [told(k)]);
  t.equal(await store.apiKeys.revoke('nope', later(1).toISOString(), () => t.fail('not asked') as never), null);

  const token = { id: 't-1', prefix: 'scim_abc', createdAt: T0.toISOString(), createdBy: 'admin' };
  await store.scimTokens.replace({ ...token, tokenHash: 'token-hash' }, T0.toISOString(), (retired) => [told(retired)]);
  const retired = await store.scimTokens.revoke(later(1).toISOString(), (r) => [told(r)]);
  t.equal(await store.scimTokens.revoke(later(2).toISOString(), () => t.fail('not asked') as never), null, 'no token in force: nothing to tell');

  const kept = await keptData(store);
  t.same(kept, [exception, exception, general, key, revoked, null, retired]);
  t.notMatch(JSON.stringify(kept), /secret-hash|token-hash/, 'no secret hash is handed to the outbox');
});

forEachAdapter(t, 'outbox: directory writes keep their events with the change; not found and conflicts keep none', async (t, store) => {
  const fields = { email: 'dana@acme.example', displayName: 'Dana', externalId: null, accessEnabled: true };
  const notAsked = () => t.fail('not asked') as never;
  const user = await store.access.createUser('u-1', fields, (u) => [told(u)]);
  t.equal(await store.access.createUser('u-2', { ...fields, email: 'DANA@acme.example' }, notAsked), 'conflict');
  const disabled = await store.access.setUserAccess('u-1', false, (u) => [told(u)]);
  t.equal(await store.access.setUserAccess('nope', false, notAsked), null);
  const replaced = await store.access.replaceUser('u-1', { ...fields, displayName: 'Dana K' }, (u) => [told(u)]);
  t.equal(await store.access.replaceUser('nope', fields, notAsked), null);
  const group = { id: 'g-1', name: 'Sales', description: '', accessEnabled: true, externalId: null };
  const created = await store.access.createGroup(group, ['u-1'], (g) => [told(g)]);
  t.equal(await store.access.createGroup({ ...group, id: 'g-2' }, [], notAsked), 'conflict');
  const updated = await store.access.updateGroup('Sales', { accessEnabled: false }, (g) => [told(g)]);
  t.equal(await store.access.updateGroup('nope', { accessEnabled: false }, notAsked), null);
  const renamed = await store.access.replaceGroup('g-1', { name: 'Field Sales', externalId: null }, undefined, (g) => [told(g)]);
  t.equal(await store.access.replaceGroup('nope', { name: 'X', externalId: null }, undefined, notAsked), null);
  const removedUser = await store.access.deleteUser('u-1', (u) => [told(u)]);
  t.equal(await store.access.deleteUser('u-1', notAsked), null);
  const removedGroup = await store.access.deleteGroup('g-1', (g) => [told(g)]);
  t.equal(await store.access.deleteGroup('g-1', notAsked), null);
  t.same(await keptData(store), [user, disabled, replaced, created, updated, renamed, removedUser, removedGroup]);
  t.match(removedUser, { id: 'u-1', displayName: 'Dana K' }, 'a deletion is told with what was deleted');
});

forEachAdapter(t, 'outbox: account writes keep their events with the change; a taken username, a missing account or the last admin keep none', async (t, store) => {
  const notAsked = () => t.fail('not asked') as never;
  const admin = account('a-1', 'dana', 'admin');
  t.equal(await store.accounts.create(admin, (a) => [told(a.id)]), true);
  t.equal(await store.accounts.create({ ...account('a-2', 'DANA') }, notAsked), false, 'a taken username keeps nothing');
  await store.accounts.create(account('a-3', 'lee'));
  const changed = await store.accounts.administer('a-3', { role: 'cybersecurity_analyst' }, ({ before, after }) => [told([before.role, after.role])]);
  t.match(changed, { after: { role: 'cybersecurity_analyst' } });
  t.equal(await store.accounts.administer('nope', { role: 'cybersecurity_analyst' }, notAsked), null);
  await t.rejects(store.accounts.administer('a-1', { disabled: true }, notAsked), 'the last admin cannot be disabled');
  await store.accounts.setProfile('a-3', { ...account('a-3', 'lee').profile, jobTitle: 'Analyst' }, (id) => [told(`profile:${id}`)]);
  await store.accounts.setNotificationPrefs('a-3', { newLoginAlert: false, passwordChangeAlert: true }, (id) => [told(`prefs:${id}`)]);
  await store.accounts.setMfa('a-3', { enabled: true, method: 'email' }, (id) => [told(`mfa:${id}`)]);
  t.match(await store.accounts.delete('a-3', (a) => [told(`deleted:${a.username}`)]), { id: 'a-3' });
  t.equal(await store.accounts.delete('a-3', notAsked), null);
  await t.rejects(store.accounts.delete('a-1', notAsked), 'the last admin cannot be deleted');
  t.same(await keptData(store), ['a-1', ['auditor', 'cybersecurity_analyst'], 'profile:a-3', 'prefs:a-3', 'mfa:a-3', 'deleted:lee']);
  t.equal((await store.accounts.getById('a-1'))?.disabled, false, 'the refused change left the account as it was');
});

forEachAdapter(t, 'outbox: integrations, gateway routes, AI tool decisions and releases keep their events with the change', async (t, store) => {
  const notAsked = () => t.fail('not asked') as never;
  const at = T0.toISOString();
  const integration = { id: 'i-1', type: 'webhook' as const, name: 'SOC', sealedConfig: 'sealed', minSeverity: 'high' as const, enabled: true, createdAt: at, updatedAt: at };
  await store.integrations.create(integration, (id) => [told(`integration:${id}`)]);
  t.equal(await store.integrations.update({ ...integration, name: 'SOC 2' }, (id) => [told(`integration-updated:${id}`)]), true);
  t.equal(await store.integrations.update({ ...integration, id: 'nope' }, notAsked), false);
  t.equal(await store.integrations.delete('i-1', (id) => [told(`integration-deleted:${id}`)]), true);
  t.equal(await store.integrations.delete('i-1', notAsked), false);

  const route = { id: 'r-1', name: 'OpenAI', modelPattern: 'gpt-*', upstreamUrl: 'https://api.openai.com/v1', sealedKey: null, enabled: true, position: 0, createdAt: at, updatedAt: at };
  await store.gatewayRoutes.create(route, (id) => [told(`route:${id}`)]);
  await store.gatewayRoutes.create({ ...route, id: 'r-2', position: 1 });
  t.equal(await store.gatewayRoutes.update({ ...route, name: 'OpenAI EU' }, (id) => [told(`route-updated:${id}`)]), true);
  t.equal(await store.gatewayRoutes.update({ ...route, id: 'nope' }, notAsked), false);
  await store.gatewayRoutes.reorder(['r-2', 'r-1'], (ids) => [told(ids)]);
  t.equal(await store.gatewayRoutes.delete('r-1', (id) => [told(`route-deleted:${id}`)]), true);
  t.equal(await store.gatewayRoutes.delete('r-1', notAsked), false);

  const decision = { toolId: 'chatgpt', decision: 'sanctioned' as const, decidedAt: at, decidedBy: 'admin' };
  await store.aiToolDecisions.set(decision, (replaced) => [told(replaced)]);
  await store.aiToolDecisions.set({ ...decision, decision: 'blocked' }, (replaced) => [told(replaced)]);

  const installer = { id: 'in-1', version: '2.5.0', platform: 'macos-arm64' as const, fileName: 'gsg.pkg', sizeBytes: 10, sha256: 'ab'.repeat(32), uploadedAt: at, uploadedBy: 'admin' };
  await store.releases.putInstaller(installer, (replaced) => [told(replaced)]);
  await store.releases.putInstaller({ ...installer, id: 'in-2' }, (replaced) => [told(replaced?.id ?? null)]);
  t.match(await store.releases.deleteInstaller('in-2', (gone) => [told(`installer-deleted:${gone.id}`)]), { id: 'in-2' });
  t.equal(await store.releases.deleteInstaller('in-2', notAsked), null);
  await store.releases.setNotes({ version: '2.5.0', notes: 'Fixes', updatedAt: at, updatedBy: 'admin' }, (before) => [told(before)]);
  await store.releases.setNotes({ version: '2.5.0', notes: 'More fixes', updatedAt: at, updatedBy: 'admin' }, (before) => [told(before)]);

  t.same(await keptData(store), [
    'integration:i-1',
    'integration-updated:i-1',
    'integration-deleted:i-1',
    'route:r-1',
    'route-updated:r-1',
    ['r-2', 'r-1'],
    'route-deleted:r-1',
    null,
    decision,
    null,
    'in-1',
    'installer-deleted:in-2',
    '',
    'Fixes',
  ]);
});

forEachAdapter(t, 'outbox: alert triage and comments, and the ends of sessions, keep their events with the change', async (t, store) => {
  const notAsked = () => t.fail('not asked') as never;
  await store.alerts.insertMany([alertFixture('a-1', '2026-11-20T09:00:00.000Z')]);
  const triaged = await store.alerts.update('a-1', { assignee: 'dana' }, (alert) => [told(alert.assignee)]);
  t.equal(triaged?.assignee, 'dana');
  t.equal(await store.alerts.update('nope', { assignee: 'dana' }, notAsked), null);
  const commented = await store.alerts.addComment('a-1', { id: 'c-1', at: T0.toISOString(), by: 'dana', text: 'looking' }, (alert) => [told(alert.comments.length)]);
  t.equal(commented?.comments.length, 1);
  t.equal(await store.alerts.addComment('nope', { id: 'c-2', at: T0.toISOString(), by: 'dana', text: 'x' }, notAsked), null);

  await store.accounts.create(account('acc-1', 'dana'));
  const session = (id: string, lastActive: string) => ({ id, tokenHash: `h-${id}`, accountId: 'acc-1', device: 'Firefox', location: 'Local', ipAddress: '127.0.0.1', createdAt: lastActive, lastActive });
  for (const [id, at] of [['s-1', '2026-11-20T09:00:00.000Z'], ['s-2', '2026-11-20T09:00:00.000Z'], ['s-3', '2026-11-20T09:00:00.000Z'], ['s-4', '2026-11-19T09:00:00.000Z']] as const) {
    await store.sessions.create(session(id, at));
  }
  t.equal(await store.sessions.delete('acc-1', 's-1', (n) => [told(`ended:${n}`)]), true);
  t.equal(await store.sessions.delete('acc-1', 's-1', notAsked), false);
  t.equal(await store.sessions.deleteIdleSince('2026-11-20T00:00:00.000Z', (n) => [told(`idle:${n}`)]), 1);
  t.equal(await store.sessions.deleteIdleSince('2026-11-20T00:00:00.000Z', notAsked), 0);
  t.equal(await store.sessions.deleteAllExcept('acc-1', 's-2', (n) => [told(`others:${n}`)]), 1);
  t.equal(await store.sessions.deleteAllExcept('acc-1', 's-2', notAsked), 0);
  t.same(await keptData(store), ['dana', 1, 'ended:1', 'idle:1', 'others:1']);
});

forEachAdapter(t, 'outbox: endpoint changes keep their events with the change; a change that finds nothing keeps none', async (t, store) => {
  const notAsked = () => t.fail('not asked') as never;
  const now = new Date('2026-11-20T10:00:00.000Z');
  await store.endpoints.insertMany([
    endpointFixture('e-1', { pendingVersion: null }, now),
    endpointFixture('e-2', { lastSeen: '2026-11-01T10:00:00.000Z', status: 'Active' }, now),
  ]);
  const pending = await store.endpoints.setPendingVersion(['e-1'], '9.9.9', (list) => [told(list.map((e) => e.pendingVersion))]);
  t.same(await store.endpoints.setPendingVersion(['nope'], '9.9.9', notAsked), []);
  const failed = await store.endpoints.failUpdate('e-1', '9.9.9', 'checksum mismatch', (e) => [told(e.updateError)]);
  t.equal(await store.endpoints.failUpdate('e-1', '9.9.9', 'again', notAsked), null, 'no longer pending: nothing to tell');
  const moved = await store.endpoints.refreshStatuses(now, (list) => [told(list.map((e) => e.id))]);
  t.same(await store.endpoints.refreshStatuses(now, notAsked), [], 'nothing more to move');
  t.equal(await store.endpoints.removeMany(['e-1', 'e-2', 'nope'], (n) => [told(n)]), 2);
  t.equal(await store.endpoints.removeMany(['e-1'], notAsked), 0);
  t.same(pending.map((e) => e.id), ['e-1']);
  t.equal(failed?.updateError, 'checksum mismatch');
  t.same(await keptData(store), [['9.9.9'], 'checksum mismatch', moved.map((e) => e.id), 2]);
  t.ok(moved.some((e) => e.id === 'e-2'), 'the endpoint not seen for weeks moved');
});
