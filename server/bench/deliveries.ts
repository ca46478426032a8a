// npm run bench:deliveries: how fast alerts leave through the outbox. A child server with a keyword
// policy that flags every conversation sends each alert to a webhook receiver on loopback; the figure is
// alerts delivered per second, from the first ingest until every alert has arrived (each counted once by
// its idempotency key), beside the ingest rate of the same run.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_AGENT_KEY_FILE, SETTINGS_DEFAULTS } from '@gsg/shared';
import { signInAdmin, startChildServer } from '../test-support/child-server.ts';

const ADMIN_PASSWORD = 'Bench-Deliveries-Password-1';
const ALERTS = 5_000;
const BATCH = 200;
const TIMEOUT_MS = 120_000;
/** Alerts raised by a busy incident: ingest at the ingest API's target rate and watch the outbox keep up. */
const TARGET_PER_SECOND = 500;

const drain = (req: IncomingMessage) => new Promise<void>((resolve) => req.on('data', () => {}).on('end', resolve));

async function main() {
  const keys = new Set<string>();
  let received = 0;
  let allArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (allArrived = resolve));
  const receiver = createServer((req, res) => {
    void drain(req).then(() => {
      received += 1;
      keys.add(String(req.headers['x-gsg-delivery']));
      res.writeHead(204).end();
      if (keys.size >= ALERTS) allArrived();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const dataDir = mkdtempSync(join(tmpdir(), 'deliveries-bench-'));
  const server = await startChildServer({ dataDir, adminPassword: ADMIN_PASSWORD });
  try {
    const cookie = await signInAdmin(server.base, ADMIN_PASSWORD);
    const post = (path: string, body: unknown) =>
      fetch(`${server.base}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await post('/api/v1/policies', {
      name: 'Merger talk',
      description: 'Flags every conversation of the benchmark',
      ruleType: 'Sensitive Topics',
      severity: 'medium',
      action: 'flag',
      isEnabled: true,
      rules: { type: 'keyword', keywords: ['merger'] },
    });
    await post('/api/v1/integrations', { type: 'webhook', name: 'Bench receiver', config: { url, secret: 'bench-webhook-secret-0123456789' } });
    // One alert per conversation: grouped, the bench person's conversations would make a single alert.
    await fetch(`${server.base}/api/v1/settings/general`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...SETTINGS_DEFAULTS.general, alertGroupingMinutes: 0 }),
    });
    const key = readFileSync(join(dataDir, LOCAL_AGENT_KEY_FILE), 'utf8').trim();

    const started = performance.now();
    for (let sent = 0; sent < ALERTS; sent += BATCH) {
      const events = Array.from({ length: Math.min(BATCH, ALERTS - sent) }, () => ({
        type: 'conversation',
        eventId: randomUUID(),
        user: 'Bench User',
        userId: 'bench.user',
        hostname: 'BENCH-01',
        ipAddress: '10.0.0.1',
        aiModel: 'ChatGPT',
        sessionId: 'bench',
        input: 'Draft the merger announcement',
        output: 'Here is a draft.',
      }));
      const res = await fetch(`${server.base}/api/v1/ingest/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(events),
      });
      if (!res.ok) throw new Error(`ingest answered ${res.status}`);
      await res.arrayBuffer();
    }
    const ingested = performance.now();
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`only ${keys.size} of ${ALERTS} alerts arrived in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS).unref());
    await Promise.race([arrived, timeout]);
    const done = performance.now();

    const seconds = (done - started) / 1000;
    const rate = ALERTS / seconds;
    console.log(`Deliveries: ${ALERTS.toLocaleString('en')} alerts, each to one webhook on loopback`);
    console.log(`  ingest took ${((ingested - started) / 1000).toFixed(1)} s (${Math.round(ALERTS / ((ingested - started) / 1000)).toLocaleString('en')} conversations/s)`);
    console.log(`  all delivered after ${seconds.toFixed(1)} s: ${Math.round(rate).toLocaleString('en')} deliveries/s (target >= ${TARGET_PER_SECOND}) ${rate >= TARGET_PER_SECOND ? 'met' : 'MISSED'}`);
    console.log(`  ${received - keys.size} repeats (same key); server peak RSS ${Math.round(server.peakRssMb())} MB`);
  } finally {
    await server.stop();
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
