import t from 'tap';
import type { AuditEntry } from '@gsg/shared';
import { buildTestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';

/**
 * The audit trail as an outbox reader: an entry the bus consumer could not append after the commit (its
 * write failed, or the server died) is appended afterwards from the outbox, once, and the chain holds.
 */

t.test('an audit append that fails after the commit is made from the outbox, once, and the chain verifies', async (t) => {
  const { app, as } = await buildTestApp(t);
  const append = app.store.audit.append.bind(app.store.audit);
  let failing = true;
  const attempts: string[] = [];
  app.store.audit.append = async (entry) => {
    attempts.push(entry.action);
    if (failing && entry.action !== 'session.started') throw new Error('the trail is not writable just now');
    return append(entry);
  };

  const created = await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  t.equal(created.statusCode, 201, 'the change is stored and answered though its entry could not be appended');
  const policy = created.json();
  const general = (await as({ method: 'GET', url: '/api/v1/settings/general' })).json().values;
  t.equal((await as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...general, retentionPeriod: 30 } })).statusCode, 200);
  const trail = async () => (await as({ method: 'GET', url: '/api/v1/audit?limit=50' })).json().items as AuditEntry[];
  const actions = async () => (await trail()).map((e) => e.action);
  t.notOk((await actions()).includes('policy.saved'), 'no entry yet');
  await app.outbox.drain();
  t.notOk((await actions()).includes('policy.saved'), 'still failing: the delivery waits for its retry');

  failing = false;
  // The retries come due after their backoff; the worker is made to try now.
  const later = new Date(Date.now() + 3_600_000);
  const due = await app.store.outbox.claimDue(later, 100, 1);
  t.ok(due.some((d) => d.destination === 'audit/trail' && d.event.type === 'policy.saved'), 'the delivery to the trail waits, with its retry due');
  for (const d of due) await app.store.outbox.settle(d.key, { delivered: false, at: new Date(), error: 'again', retryAt: new Date(0) });
  await app.outbox.drain();

  const entries = await trail();
  const saved = entries.filter((e) => e.action === 'policy.saved');
  t.equal(saved.length, 1, 'the policy change appears once');
  t.match(saved[0], { target: `policy:${policy.id}`, actorName: 'admin', after: { name: piiBlockPolicy.name } });
  t.equal(entries.filter((e) => e.action === 'settings.changed').length, 1, 'the settings change appears once');

  // Delivered again (a lease that ran out after a crash): nothing more is appended.
  const [event] = (await app.store.audit.chain(0, 100)).filter((e) => e.action === 'policy.saved');
  t.ok(event?.eventId, 'the entry keeps the id of the event it records');
  const reader = (await import('../../src/modules/audit/audit-recorder.ts')).auditReader(app.services.audit);
  const kept = (await app.store.audit.chain(0, 100)).length;
  const policyEvent = {
    id: event!.eventId!,
    at: event!.at,
    type: 'policy.saved' as const,
    data: { policy, before: null, by: { accountId: event!.actorId!, username: 'admin', ipAddress: '127.0.0.1' } },
  };
  await reader.deliver('trail', policyEvent, `${policyEvent.id}:audit/trail`);
  t.equal((await app.store.audit.chain(0, 100)).length, kept, 'a redelivery appends nothing');
  t.same(await app.services.audit.verify(), { entries: kept, broken: null }, 'the chain verifies');
});

t.test('every change the trail keeps through the outbox is there once, answered at once, and again once after deliveries', async (t) => {
  const { app, as } = await buildTestApp(t);
  const created = (await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy })).json();
  await as({ method: 'PUT', url: `/api/v1/policies/${created.id}`, payload: { ...piiBlockPolicy, severity: 'low' } });
  await as({ method: 'POST', url: `/api/v1/policies/${created.id}/exceptions`, payload: { kind: 'value', value: 'jane@example.com', reason: 'test inbox' } });
  const key = (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'agents' } })).json();
  await as({ method: 'DELETE', url: `/api/v1/api-keys/${key.id}` });
  await as({ method: 'DELETE', url: `/api/v1/policies/${created.id}` });
  await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'not-the-password' } });
  const read = async () => (await app.store.audit.chain(0, 500)).map((e) => e.action);
  const answered = await read();
  for (const action of ['policy.saved', 'policy.exception.added', 'api-key.created', 'api-key.revoked', 'policy.deleted', 'sign-in.failed']) {
    t.ok(answered.includes(action), `${action} is in the trail when the change is answered`);
  }
  await app.outbox.drain();
  t.same(await read(), answered, 'the deliveries from the outbox append nothing already there');
  t.equal((await app.services.audit.verify()).broken, null);
  const log = await app.store.outbox.deliveryLog('audit/trail');
  t.equal(log.pending, 0, 'every delivery to the trail settled');
  t.ok(log.delivered >= answered.length - 1, 'each event kept for the trail was delivered to it');
});

t.test('with audit logging off, the outbox does not bring back the routine entries the trail dropped', async (t) => {
  const { app, as } = await buildTestApp(t);
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const security = (await as({ method: 'GET', url: '/api/v1/settings/security' })).json().values;
  await as({ method: 'PUT', url: '/api/v1/settings/security', payload: { ...security, auditLogging: false } });
  const alertId = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input: 'Email jane@example.com', output: 'ok' } })).json().alertId;
  t.equal((await as({ method: 'PATCH', url: `/api/v1/alerts/${alertId}`, payload: { status: 'investigating', assignee: 'admin' } })).statusCode, 200);
  await app.outbox.drain();
  const actions = (await app.store.audit.chain(0, 100)).map((e) => e.action);
  t.notOk(actions.includes('alert.transitioned') || actions.includes('alert.triaged'), 'triage stays out of the trail');
  t.ok(actions.includes('settings.changed'), 'switching it off is kept');
  t.equal((await app.store.outbox.deliveryLog('audit/trail')).pending, 0, 'the deliveries settled all the same');
});
