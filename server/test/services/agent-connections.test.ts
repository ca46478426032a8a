import t from 'tap';
import type { AgentServerMessage } from '@gsg/shared';
import { createAgentConnections, type AgentLink } from '../../src/modules/agent/connections.ts';
import type { ToolPolicy, ToolPolicySnapshot } from '../../src/services/tool-policy.ts';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import { endpointFixture } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';

/** A tool policy whose snapshot the test swaps, as a decision on another node would. */
function toolPolicyHolding(snapshot: ToolPolicySnapshot): ToolPolicy & { snapshot: ToolPolicySnapshot } {
  const holder = { snapshot, current: async () => holder.snapshot, invalidate() {} };
  return holder;
}
const FLAG_ALL: ToolPolicySnapshot = { revision: 'r1', defaultAction: 'flag', decisions: new Map() };
const noDecisions = () => toolPolicyHolding(FLAG_ALL);

const link = (): AgentLink & { sent: AgentServerMessage[] } => {
  const sent: AgentServerMessage[] = [];
  return { sent, send: (message) => sent.push(message) };
};

t.test('a host is served by the stream that last sent its heartbeat, and by nobody once that one closes', async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  const agents = createAgentConnections(store.endpoints, noDecisions());
  const pending = endpointFixture('e-1', { hostname: 'LNX-DEV-007', clientVersion: '2.3.0', pendingVersion: '2.4.1' });

  const laptop = link();
  const gateway = link();
  await agents.heartbeatsReceived(laptop, ['LNX-DEV-007'], []);
  await agents.heartbeatsReceived(gateway, ['LNX-DEV-007', 'WS-FIN-001'], []);
  await agents.requestUpdates([pending]);
  t.same(laptop.sent, [], 'the stream the host moved away from hears nothing');
  t.match(gateway.sent, [{ command: 'update-client', endpointId: 'e-1', hostname: 'LNX-DEV-007', targetVersion: '2.4.1' }]);

  agents.drop(laptop);
  await agents.requestUpdates([pending]);
  t.equal(gateway.sent.length, 2, 'an earlier stream closing leaves the host with the later one');

  agents.drop(gateway);
  await agents.requestUpdates([pending]);
  t.equal(gateway.sent.length, 2, 'a closed stream gets nothing: the command waits for the next heartbeat');
  await agents.requestUpdates([{ ...pending, pendingVersion: null }]);
  t.equal(gateway.sent.length, 2);
});

t.test('a heartbeat still reporting another version than the pending one brings the command, with a fresh id each time', async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  const agents = createAgentConnections(store.endpoints, noDecisions());
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

t.test('every stream gets the tool policy on connecting, again when it changes, and a stale one with its next heartbeat', async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  const policy = noDecisions();
  const agents = createAgentConnections(store.endpoints, policy);
  const laptop = link();
  const desktop = link();
  await agents.connected(laptop);
  await agents.connected(desktop);
  t.match(laptop.sent, [{ type: 'command', command: 'tool-policy', revision: 'r1', defaultAction: 'flag' }]);
  const first = laptop.sent[0];
  t.ok(first?.type === 'command' && first.command === 'tool-policy' && first.tools.every((tool) => tool.action === 'flag'), 'every tool Unreviewed: the default');

  await agents.toolPolicyChanged();
  t.equal(laptop.sent.length, 1, 'the same revision is not sent twice');

  policy.snapshot = { revision: 'r2', defaultAction: 'flag', decisions: new Map([['deepseek', 'blocked']]) };
  agents.drop(desktop);
  await agents.toolPolicyChanged();
  const second = laptop.sent[1];
  t.ok(second?.type === 'command' && second.command === 'tool-policy' && second.tools.find((tool) => tool.id === 'deepseek')?.action === 'block');
  t.equal(desktop.sent.length, 1, 'a closed stream is sent nothing');

  policy.snapshot = { revision: 'r3', defaultAction: 'allow', decisions: new Map() };
  await agents.heartbeatsReceived(laptop, ['LNX-DEV-007'], []);
  t.match(laptop.sent[2], { command: 'tool-policy', revision: 'r3', defaultAction: 'allow' }, 'a change this node did not hear of arrives with the heartbeat');
});

t.test("the command carries the uploaded installers of the target version for the endpoint's system", async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  const asked: Array<[string, string]> = [];
  const installer = { platform: 'macos-arm64' as const, fileName: 'GSG.pkg', url: '/api/v1/releases/installers/i-1/download', sha256: 'a'.repeat(64), sizeBytes: 10 };
  const agents = createAgentConnections(store.endpoints, noDecisions(), async (version, os) => {
    asked.push([version, os]);
    return version === '2.4.1' ? [installer] : [];
  });
  const mac = link();
  await agents.heartbeatsReceived(mac, ['MBP-1', 'MBP-2'], []);
  await agents.requestUpdates([
    endpointFixture('e-1', { hostname: 'MBP-1', os: 'macOS', clientVersion: '2.3.0', pendingVersion: '2.4.1' }),
    endpointFixture('e-2', { hostname: 'MBP-2', os: 'macOS', clientVersion: '2.3.0', pendingVersion: '2.9.9' }),
  ]);
  t.same(asked, [['2.4.1', 'macOS'], ['2.9.9', 'macOS']]);
  t.match(mac.sent, [{ command: 'update-client', endpointId: 'e-1', targetVersion: '2.4.1', installers: [installer] }, { endpointId: 'e-2', targetVersion: '2.9.9' }]);
  t.notOk('installers' in mac.sent[1]!, 'none uploaded: the command names none');
});
