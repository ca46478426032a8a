import t from 'tap';
import type { Endpoint } from '@gsg/shared';
import { createLiveBus } from '../../src/live/event-bus.ts';
import { createEndpointService } from '../../src/services/endpoint-service.ts';
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
  const live = createLiveBus((err) => t.error(err));
  const published: Endpoint[] = [];
  live.subscribe((m) => {
    if (m.type === 'endpoint.updated') published.push(m.data);
  });
  const service = createEndpointService(store.endpoints, live, { requestUpdates: () => {} });
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
  t.same(published.map((e) => e.id).sort(), changed.map((e) => e.id).sort(), 'consoles hear of each status change');

  const replay = await store.endpoints.recordHeartbeats([heartbeat('hb-old', daysAgo(8)), heartbeat('hb-recent', daysAgo(6))], NOW);
  t.same(replay.duplicates, ['hb-recent'], 'the week-old receipt was pruned; the recent one kept');
});
