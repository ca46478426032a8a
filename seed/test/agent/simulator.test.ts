import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { CURRENT_CLIENT_VERSION, type AiToolStatus, type Detection, type Endpoint, type Installer } from '@gsg/shared';
import { KeyRefusedError } from '../../src/agent/connection.ts';
import { simulatedFleet, startSimulator, type Simulator, type SimulatorNotice, type SimulatorOptions } from '../../src/agent/simulator.ts';
import { buildApp } from '@gsg/server/app';
import { agentServer, eventually, keyedApp, listen, type AgentServer } from './agent-server.ts';

const FAST = { heartbeatMs: 200, installMs: 100, detectionChance: 0, backoffMs: { first: 50, max: 400 } };

function simulate(t: Test, options: Omit<SimulatorOptions, keyof typeof FAST> & Partial<SimulatorOptions>): { simulator: Simulator; notices: SimulatorNotice[] } {
  const notices: SimulatorNotice[] = [];
  const simulator = startSimulator({ ...FAST, ...options, onNotice: (n) => notices.push(n) });
  t.teardown(() => simulator.stop());
  return { simulator, notices };
}

async function endpointsOf(server: AgentServer): Promise<Endpoint[]> {
  return (await server.as({ method: 'GET', url: '/api/v1/endpoints?pageSize=100' })).json().items;
}
const listed = (server: AgentServer, count: number) =>
  eventually(`${count} endpoints`, async () => {
    const items = await endpointsOf(server);
    return items.length === count && items;
  });

t.test('the fleet is the same on every run, on its own hostnames, with the share of outdated clients asked for', async (t) => {
  t.same(simulatedFleet(40, 0.3), simulatedFleet(40, 0.3));
  t.ok(simulatedFleet(40, 0.3).every((e) => /^(ACME-SIM-|sim-)/.test(e.hostname)));
  t.equal(new Set(simulatedFleet(200, 0).map((e) => e.hostname)).size, 200);
  t.ok(simulatedFleet(20, 1).every((e) => e.clientVersion !== CURRENT_CLIENT_VERSION));
  t.ok(simulatedFleet(20, 0).every((e) => e.clientVersion === CURRENT_CLIENT_VERSION));
});

t.test('Update Client: the agent gets the command, installs, and the endpoint reaches the current version', async (t) => {
  const server = await agentServer(t);
  const fleet = simulatedFleet(3, 1);
  const { simulator, notices } = simulate(t, { url: server.url, key: server.key, endpoints: fleet });
  const [target, ...others] = await listed(server, 3);

  t.equal(target!.clientVersion, fleet.find((e) => e.hostname === target!.hostname)!.clientVersion, 'reported by its heartbeats');
  const asked = await server.as({ method: 'POST', url: `/api/v1/endpoints/${target!.id}/update-client` });
  t.equal(asked.statusCode, 200);
  t.equal(asked.json().pendingVersion, CURRENT_CLIENT_VERSION);

  const done = await eventually('the update', async () => {
    const endpoint: Endpoint = (await server.as({ method: 'GET', url: `/api/v1/endpoints/${target!.id}` })).json();
    return endpoint.clientVersion === CURRENT_CLIENT_VERSION && endpoint;
  });
  t.equal(done.pendingVersion, null, 'no longer pending');
  t.equal(simulator.versions().get(target!.hostname), CURRENT_CLIENT_VERSION);
  t.match(notices.find((n) => n.kind === 'command'), { hostname: target!.hostname, command: { command: 'update-client', targetVersion: CURRENT_CLIENT_VERSION } });
  t.match(notices.find((n) => n.kind === 'updated'), { hostname: target!.hostname, to: CURRENT_CLIENT_VERSION });
  const untouched = (await endpointsOf(server)).filter((e) => e.id !== target!.id);
  t.same(untouched.map((e) => e.clientVersion).sort(), others.map((e) => e.clientVersion).sort(), 'the others keep their version');
  t.equal(simulator.stats().updates, 1);
});

t.test('an update asked for while the agent is away reaches it when it is back', async (t) => {
  const server = await agentServer(t);
  const fleet = simulatedFleet(1, 1);
  const first = simulate(t, { url: server.url, key: server.key, endpoints: fleet });
  const [endpoint] = await listed(server, 1);
  first.simulator.stop();

  t.equal((await server.as({ method: 'POST', url: `/api/v1/endpoints/${endpoint!.id}/update-client` })).statusCode, 200);
  simulate(t, { url: server.url, key: server.key, endpoints: fleet });
  await eventually('the update', async () => {
    const now: Endpoint = (await server.as({ method: 'GET', url: `/api/v1/endpoints/${endpoint!.id}` })).json();
    return now.clientVersion === CURRENT_CLIENT_VERSION && now.pendingVersion === null;
  });
  t.pass('updated on its first heartbeat back');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

t.test('agents started before the server retry with growing delays and connect once it is up', async (t) => {
  const app = await keyedApp(t);
  const port = await freePort();
  const fleet = simulatedFleet(2, 0);
  const { notices } = simulate(t, { url: `http://127.0.0.1:${port}`, key: app.key, endpoints: fleet });
  const failures = () => notices.filter((n) => n.kind === 'disconnected' && n.hostname === fleet[0]!.hostname);
  await eventually('three failed attempts', async () => failures().length >= 3);
  t.match(failures()[0], { reason: /ECONNREFUSED/ });
  failures().forEach((n, i) => {
    const base = Math.min(FAST.backoffMs.max, FAST.backoffMs.first * 2 ** i);
    t.ok(n.kind === 'disconnected' && n.retryInMs >= base / 2 && n.retryInMs <= base, `attempt ${i + 1} waits about ${base} ms`);
  });

  const server = await listen(app, port);
  await listed(server, 2);
  t.ok(notices.some((n) => n.kind === 'connected'), 'connected');
});

t.test('agents reconnect when the server goes away and comes back', async (t) => {
  const server = await agentServer(t);
  const fleet = simulatedFleet(2, 0);
  const { simulator, notices } = simulate(t, { url: server.url, key: server.key, endpoints: fleet });
  await eventually('both connected', async () => simulator.stats().connected === 2);
  await server.app.close();
  await eventually('both lost', async () => simulator.stats().connected === 0);

  // The same data directory, key included, on the same port.
  const again = await buildApp({ config: server.config });
  t.teardown(() => again.close());
  await again.listen({ port: Number(new URL(server.url).port), host: '127.0.0.1' });
  await eventually('both back', async () => simulator.stats().connected === 2);
  const heartbeats = simulator.stats().acked;
  await eventually('heartbeats acked again', async () => simulator.stats().acked > heartbeats + 2);
  t.equal(notices.filter((n) => n.kind === 'connected' && n.reconnected).length, 2, 'each agent reconnected once');
});

t.test('a refused key stops the agents', async (t) => {
  const server = await agentServer(t);
  const { simulator } = simulate(t, { url: server.url, key: 'gsg_revoked', endpoints: simulatedFleet(2, 0) });
  await t.rejects(simulator.failed, KeyRefusedError);
  t.equal(simulator.stats().connected, 0);
});

t.test('a tool blocked in Discover reaches the agents: its use comes back as a blocked detection, and sanctioned it is allowed again', async (t) => {
  const server = await agentServer(t);
  const decide = (decision: string) => server.as({ method: 'PUT', url: '/api/v1/ai-tools/deepseek/decision', payload: { decision } });
  t.equal((await decide('blocked')).statusCode, 200);
  const { simulator, notices } = simulate(t, { url: server.url, key: server.key, endpoints: simulatedFleet(1, 0), detectionChance: 1, tools: ['DeepSeek'] });

  const sightings = async (): Promise<Detection[]> => (await server.as({ method: 'GET', url: '/api/v1/detections?pageSize=100' })).json().items;
  const blocked = await eventually('a blocked use', async () => (await sightings()).find((d) => d.action === 'blocked'));
  t.match(blocked, { aiTool: 'DeepSeek', toolId: 'deepseek', action: 'blocked' });
  t.ok((await sightings()).every((d) => d.action === 'blocked'), 'every use was stopped while the tool was blocked');
  t.ok(notices.some((n) => n.kind === 'tool-blocked' && n.aiTool === 'DeepSeek'));
  t.ok(simulator.stats().blocked >= 1);

  t.equal((await decide('sanctioned')).statusCode, 200);
  const allowed = await eventually('an allowed use after the change', async () => (await sightings()).find((d) => d.action === 'allowed'));
  t.match(allowed, { aiTool: 'DeepSeek', action: 'allowed' }, 'the change reached the running agent');
  const tools: AiToolStatus[] = (await server.as({ method: 'GET', url: '/api/v1/ai-tools' })).json().items;
  const deepseek = tools.find((s) => s.tool.id === 'deepseek');
  t.equal(deepseek?.decision, 'sanctioned');
  t.ok(deepseek && deepseek.usage.blocked >= 1 && deepseek.usage.detections > deepseek.usage.blocked, 'Discover counts the stopped uses apart');
});

/** Installers of the current version for every system, as an admin uploads them on the Download tab. */
async function uploadInstallers(server: AgentServer) {
  const kinds = [
    ['windows-x64', 'GSG-Client.msi', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['macos-arm64', 'GSG-Client-arm64.pkg', Buffer.from('xar!')],
    ['macos-x64', 'GSG-Client-x64.pkg', Buffer.from('xar!')],
    ['linux-x64', 'GSG-Client.deb', Buffer.from('!<arch>\n')],
  ] as const;
  const uploaded: Installer[] = [];
  for (const [platform, fileName, magic] of kinds) {
    const res = await server.as({
      method: 'POST',
      url: `/api/v1/releases/installers?version=${CURRENT_CLIENT_VERSION}&platform=${platform}&fileName=${fileName}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.concat([magic, randomBytes(200_000)]),
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    uploaded.push(res.json());
  }
  return uploaded;
}

t.test('Update Client with an uploaded release: the agent downloads it with its key, checks the hash, installs and reports the version', async (t) => {
  const server = await agentServer(t);
  const installers = await uploadInstallers(server);
  const fleet = simulatedFleet(3, 1);
  const { simulator, notices } = simulate(t, { url: server.url, key: server.key, endpoints: fleet });
  const [target] = await listed(server, 3);
  const installer = installers.find((i) => i.platform === { Windows: 'windows-x64', macOS: 'macos-arm64', Linux: 'linux-x64' }[target!.os])!;

  await server.as({ method: 'POST', url: `/api/v1/endpoints/${target!.id}/update-client` });
  const done = await eventually('the update', async () => {
    const endpoint: Endpoint = (await server.as({ method: 'GET', url: `/api/v1/endpoints/${target!.id}` })).json();
    return endpoint.clientVersion === CURRENT_CLIENT_VERSION && endpoint;
  });
  t.match(done, { pendingVersion: null, updateError: null });
  const command = notices.find((n) => n.kind === 'command' && n.hostname === target!.hostname);
  t.match(command, { command: { targetVersion: CURRENT_CLIENT_VERSION, installers: [{ url: installer.downloadUrl, sha256: installer.sha256, sizeBytes: installer.sizeBytes }] } }, 'the command carries the address and the hash');
  t.match(notices.find((n) => n.kind === 'downloaded'), { hostname: target!.hostname, fileName: installer.fileName, sizeBytes: installer.sizeBytes, sha256: installer.sha256 });
  t.equal(simulator.versions().get(target!.hostname), CURRENT_CLIENT_VERSION);
  t.equal(simulator.stats().failedUpdates, 0);
});

t.test('a tampered installer (its bytes no longer match the hash) is not installed, and the console is told why', async (t) => {
  const server = await agentServer(t);
  const installers = await uploadInstallers(server);
  // Someone changes the files where they are kept; the hash recorded at upload no longer matches.
  for (const installer of installers) {
    const path = join(server.config.dataDir, 'releases', installer.id);
    const bytes = readFileSync(path);
    bytes.writeUInt8(bytes.at(-1)! ^ 0xff, bytes.length - 1);
    writeFileSync(path, bytes);
  }
  const fleet = simulatedFleet(1, 1);
  const { simulator, notices } = simulate(t, { url: server.url, key: server.key, endpoints: fleet });
  const [target] = await listed(server, 1);

  await server.as({ method: 'POST', url: `/api/v1/endpoints/${target!.id}/update-client` });
  const failed = await eventually('the failure', async () => {
    const endpoint: Endpoint = (await server.as({ method: 'GET', url: `/api/v1/endpoints/${target!.id}` })).json();
    return endpoint.updateError !== null && endpoint;
  });
  t.match(failed, { clientVersion: target!.clientVersion, pendingVersion: null, updateError: /SHA-256 [0-9a-f]{64} does not match the expected [0-9a-f]{64}$/ });
  t.equal(simulator.versions().get(target!.hostname), target!.clientVersion, 'the agent keeps its version');
  t.match(notices.filter((n) => n.kind === 'update-failed'), [{ hostname: target!.hostname, targetVersion: CURRENT_CLIENT_VERSION }]);
  t.notOk(notices.some((n) => n.kind === 'updated' || n.kind === 'downloaded'), 'nothing installed');
  t.equal(simulator.stats().failedUpdates, 1);

  // Asked again: the reason is cleared while the update is pending.
  const again = (await server.as({ method: 'POST', url: `/api/v1/endpoints/${target!.id}/update-client` })).json();
  t.match(again, { pendingVersion: CURRENT_CLIENT_VERSION, updateError: null });
  // The same file again: the agent does not fetch it twice, it says again why it was refused.
  await eventually('the second refusal', async () => {
    const endpoint: Endpoint = (await server.as({ method: 'GET', url: `/api/v1/endpoints/${target!.id}` })).json();
    return endpoint.pendingVersion === null && endpoint.updateError !== null && endpoint;
  });
  t.equal(simulator.stats().failedUpdates, 1, 'downloaded once');
});
