import t from 'tap';
import type { AgentServerMessage } from '@gsg/shared';
import { createAgentConnections, type AgentLink } from '../../src/services/agent-connections.ts';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import { endpointFixture } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';

const link = (): AgentLink & { sent: AgentServerMessage[] } => {
  const sent: AgentServerMessage[] = [];
  return { sent, send: (message) => sent.push(message) };
};

t.test('a host is served by the stream that last sent its heartbeat, and by nobody once that one closes', async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  const agents = createAgentConnections(store.endpoints);
  const pending = endpointFixture('e-1', { hostname: 'LNX-DEV-007', clientVersion: '2.3.0', pendingVersion: '2.4.1' });

  const laptop = link();
  const gateway = link();
  await agents.heartbeatsReceived(laptop, ['LNX-DEV-007'], []);
  await agents.heartbeatsReceived(gateway, ['LNX-DEV-007', 'WS-FIN-001'], []);
  agents.requestUpdates([pending]);
  t.same(laptop.sent, [], 'the stream the host moved away from hears nothing');
  t.match(gateway.sent, [{ command: 'update-client', endpointId: 'e-1', hostname: 'LNX-DEV-007', targetVersion: '2.4.1' }]);

  agents.drop(laptop);
  agents.requestUpdates([pending]);
  t.equal(gateway.sent.length, 2, 'an earlier stream closing leaves the host with the later one');

  agents.drop(gateway);
  agents.requestUpdates([pending]);
  t.equal(gateway.sent.length, 2, 'a closed stream gets nothing: the command waits for the next heartbeat');
  agents.requestUpdates([{ ...pending, pendingVersion: null }]);
  t.equal(gateway.sent.length, 2);
});

t.test('a heartbeat still reporting another version than the pending one brings the command, with a fresh id each time', async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  const agents = createAgentConnections(store.endpoints);
  await store.endpoints.insertMany([
    endpointFixture('e-1', { hostname: 'LNX-DEV-007', clientVersion: '2.3.0', pendingVersion: '2.4.1' }),
    endpointFixture('e-2', { hostname: 'WS-FIN-001', clientVersion: '2.3.0' }),
  ]);
  const gateway = link();
  const reported = [
    { endpointId: 'e-1', clientVersion: '2.3.0' },
    { endpointId: 'e-2', clientVersion: '2.3.0' },
  ];
  await agents.heartbeatsReceived(gateway, ['LNX-DEV-007', 'WS-FIN-001'], reported);
  await agents.heartbeatsReceived(gateway, ['LNX-DEV-007'], reported.slice(0, 1));
  t.match(gateway.sent, [{ endpointId: 'e-1' }, { endpointId: 'e-1' }], 'only the endpoint with a pending version');
  const [first, second] = gateway.sent;
  t.not(first?.type === 'command' && first.commandId, second?.type === 'command' && second.commandId);
});
