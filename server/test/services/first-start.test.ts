import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { LOCAL_AGENT_KEY_FILE } from '@gsg/shared';
import { issueLocalAgentKey, LOCAL_AGENTS_KEY_NAME } from '../../src/services/first-start.ts';
import { buildTestApp } from '../helper.ts';

const heartbeat = { type: 'heartbeat', eventId: 'hb-1', hostname: 'ACME-ENG-100', ipAddress: '10.10.0.20', os: 'Windows', clientVersion: '2.4.1', user: 'Sarah Chen' };

t.test("the first start leaves a working 'Local agents' key in the data directory, readable by its owner only", async (t) => {
  const { app, config, as } = await buildTestApp(t);
  const lines: string[] = [];
  // A file left over from an earlier database, world-readable: replaced, and no longer readable by others.
  const file = join(config.dataDir, LOCAL_AGENT_KEY_FILE);
  writeFileSync(file, 'gsg_stale\n', { mode: 0o644 });
  await issueLocalAgentKey(app.store, app.services.apiKeys, config.dataDir, (line) => lines.push(line));

  t.equal(statSync(file).mode & 0o777, 0o600);
  const key = readFileSync(file, 'utf8').trim();
  t.match(key, /^gsg_/);
  t.match(lines, [new RegExp(`'${LOCAL_AGENTS_KEY_NAME}' in ${file}`)]);
  t.notOk(lines.join('\n').includes(key), 'the key itself is not printed');
  t.match((await as({ method: 'GET', url: '/api/v1/api-keys' })).json().items, [{ name: 'Local agents', scope: 'agents', createdBy: 'admin', revokedAt: null }]);

  const ingest = await app.inject({ method: 'POST', url: '/api/v1/ingest/events', headers: { authorization: `Bearer ${key}` }, payload: [heartbeat] });
  t.equal(ingest.statusCode, 200);
  t.equal(ingest.json().accepted.length, 1, 'agents can send with it');
});
