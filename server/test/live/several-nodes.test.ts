import t, { type Test } from 'tap';
import { randomBytes } from 'node:crypto';
import type { Endpoint, LiveEvent } from '@gsg/shared';
import type { MongoStore } from '../../src/store/index.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { listen, openConsole } from './live-client.ts';

// Two nodes need one MongoDB replica set (change streams); without MONGODB_URI this is reported skipped.
const uri = process.env.MONGODB_URI;

/** `uri` naming a database of its own, so the test's nodes share it and nothing else does. */
const withDatabase = (base: string, name: string): string => base.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]*)(\/[^?]*)?/, `$1/${name}`);

const node = async (t: Test, nodeUri: string): Promise<TestApp & { url: string }> =>
  listen(await buildTestApp(t, { env: { MONGODB_URI: nodeUri } }));

t.test('with MONGODB_URI, what one node publishes reaches the consoles connected to another', { skip: uri ? false : 'MONGODB_URI is not set' }, async (t) => {
  const shared = withDatabase(uri!, `gsg_test_${randomBytes(6).toString('hex')}`);
  const a = await node(t, shared);
  const b = await node(t, shared);
  t.teardown(() => (a.app.store as MongoStore).dropDatabase());

  const onB = await openConsole(t, b.url, b.cookie, ['endpoints']);
  const ingested = await a.as({
    method: 'POST',
    url: '/api/v1/ingest/events',
    payload: [{ type: 'heartbeat', eventId: 'h-1', hostname: 'MBP-MKT-014', ipAddress: '10.0.4.22', os: 'macOS', clientVersion: '2.4.0', user: 'Sarah Johnson' }],
  });
  t.equal(ingested.json().accepted.length, 1, 'stored on node A');

  const updates = () => onB.events('endpoints').flatMap((e: LiveEvent) => (e.type === 'endpoint.updated' ? [e.data as Endpoint] : []));
  await onB.until(() => updates().length === 1, 'the heartbeat on the console of node B');
  t.match(updates()[0], { hostname: 'MBP-MKT-014', clientVersion: '2.4.0' });
});
