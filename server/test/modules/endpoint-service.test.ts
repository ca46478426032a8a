import t from 'tap';
import { FALLBACK_CLIENT_VERSIONS } from '@gsg/shared';
import { recordingBus } from '../events/recording-bus.ts';
import { createEndpointService } from '../../src/modules/endpoints/service.ts';
import type { HeartbeatRecord } from '../../src/store/index.ts';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import { endpointFixture } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const heartbeat = (eventId: string, at: Date): HeartbeatRecord => ({
  eventId,
  hostname: 'LAPTOP-NEW',
  ipAddress: '10.1.0.9',
  os: 'Linux',
  clientVersion: '2.4.0',
  user: 'Nora Quinn',
  at,
});

t.test('the status job: statuses follow the clock, and heartbeat receipts older than a week go', async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  const { bus, events } = recordingBus(t);
  const service = createEndpointService(store.endpoints, bus, { requestUpdates: async () => {} }, async () => FALLBACK_CLIENT_VERSIONS);
  await store.endpoints.insertMany([
    endpointFixture('e-1', { lastSeen: daysAgo(2).toISOString(), status: 'Active' }),
    endpointFixture('e-2', { lastSeen: daysAgo(0.5).toISOString(), status: 'Active' }),
  ]);
  await store.endpoints.recordHeartbeats([heartbeat('hb-old', daysAgo(8))], daysAgo(8));
  await store.endpoints.recordHeartbeats([heartbeat('hb-recent', daysAgo(6))], daysAgo(6));

  const changed = await service.refreshStatuses(NOW);
  t.same(changed.map((e) => [e.hostname, e.status]).sort(), [
    ['LAPTOP-NEW', 'Inactive'],
    ['host-e-1', 'Inactive'],
  ], 'the endpoints unseen for over a day, and only those');
  t.same(events.of('endpoint.changed').map((e) => e.data.endpoint.id).sort(), changed.map((e) => e.id).sort(), 'each status change is said');
  t.ok(events.of('endpoint.changed').every((e) => e.data.by === null), 'as made by the server itself');

  const replay = await store.endpoints.recordHeartbeats([heartbeat('hb-old', daysAgo(8)), heartbeat('hb-recent', daysAgo(6))], NOW);
  t.same(replay.duplicates, ['hb-recent'], 'the week-old receipt was pruned; the recent one kept');
});
