import t from 'tap';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_AGENT_KEY_FILE, SETTINGS_DEFAULTS } from '@gsg/shared';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';
import { signInAdmin, startChildServer, type ChildServer } from '../../test-support/child-server.ts';
import { conversationContext, topicsFlagPolicy } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';
import { startWebhookReceiver } from '../webhook-receiver.ts';

const PASSWORD = 'Crash-Test-Password-1';
const SECRET = 'crash-test-webhook-secret-0123';
const ROUNDS = 2;
const BATCH = 50;
// Short, so the deliveries a crash left half-done come due again within the test.
const LEASE_SECONDS = 2;

const flagged = () =>
  Array.from({ length: BATCH }, () => ({ type: 'conversation', eventId: randomUUID(), ...conversationContext, input: 'about the merger', output: 'ok' }));

async function post(server: ChildServer, path: string, cookie: string, body: unknown): Promise<Response> {
  return fetch(`${server.base}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Sends batches of conversations that each raise an alert, until the server goes away. */
async function ingestUntilGone(server: ChildServer, key: string): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(`${server.base}/api/v1/ingest/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(flagged()),
      });
      if (res.status !== 200) return;
      await res.arrayBuffer();
    } catch {
      return;
    }
  }
}

t.test('kill -9 during deliveries: every alert reaches the webhook, each under one key', async (t) => {
  const dataDir = tempDataDir(t);
  const env = { GSG_DELIVERY_LEASE_SECONDS: String(LEASE_SECONDS) };
  let server = await startChildServer({ dataDir, adminPassword: PASSWORD, env });
  t.teardown(() => server.stop());
  const cookie = await signInAdmin(server.base, PASSWORD);
  t.equal((await post(server, '/api/v1/policies', cookie, topicsFlagPolicy(['merger']))).status, 201);
  // One alert per conversation, so a burst is many messages on their way when the server dies.
  const general = await fetch(`${server.base}/api/v1/settings/general`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...SETTINGS_DEFAULTS.general, alertGroupingMinutes: 0 }),
  });
  t.equal(general.status, 200);
  const receiver = await startWebhookReceiver(t, SECRET);
  const hook = await post(server, '/api/v1/integrations', cookie, { type: 'webhook', name: 'SOC', config: { url: receiver.url, secret: SECRET } });
  t.equal(hook.status, 201);
  const key = readFileSync(join(dataDir, LOCAL_AGENT_KEY_FILE), 'utf8').trim();

  for (let round = 1; round <= ROUNDS; round++) {
    const sending = ingestUntilGone(server, key);
    // Killed while messages are on their way: some alerts delivered, more kept, some mid-attempt.
    const before = receiver.received.length;
    await receiver.until((r) => r.length >= before + 20 + Math.floor(Math.random() * 100), `deliveries in round ${round}`);
    await server.crash();
    await sending;
    server = await startChildServer({ dataDir, adminPassword: PASSWORD, port: server.port, env });
  }

  // Nothing more comes in: what was kept before the crashes must all arrive now.
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  t.teardown(() => db.close());
  const alertIds = new Set(db.prepare('SELECT id FROM alerts').pluck().all() as string[]);
  const alertOf = (m: (typeof receiver.received)[number]) => (m.body.data.alert as { id: string }).id;
  await receiver.until((r) => new Set(r.map(alertOf)).size >= alertIds.size, `all ${alertIds.size} alerts`);
  // Attempts a crash cut off after the receiver had the message are made again once their lease ends.
  const unsettled = db.prepare(`SELECT count(*) FROM deliveries WHERE status <> 'delivered'`).pluck();
  for (const deadline = Date.now() + 30_000; (unsettled.get() as number) > 0 && Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();

  const received = receiver.received;
  t.ok(alertIds.size >= ROUNDS * BATCH, `${alertIds.size} alerts raised over ${ROUNDS} crashes`);
  t.ok(received.every((m) => m.signed && m.body.type === 'alert.created'), 'every message is a signed alert');
  t.same([...alertIds].filter((id) => !received.some((m) => alertOf(m) === id)), [], 'no alert is lost');
  const keysOf = new Map<string, Set<string>>();
  for (const m of received) keysOf.set(alertOf(m), (keysOf.get(alertOf(m)) ?? new Set()).add(m.body.id));
  t.same([...keysOf].filter(([, keys]) => keys.size !== 1), [], 'each alert travels under one idempotency key');
  const repeats = received.length - keysOf.size;
  // Only an attempt cut off between the receiver's answer and its record can be repeated: at most the
  // deliveries in flight at each crash.
  t.ok(repeats <= 8 * ROUNDS, `${repeats} repeats (same key) of ${received.length} messages`);
  t.equal(unsettled.get(), 0, 'every delivery is recorded as delivered');
});
