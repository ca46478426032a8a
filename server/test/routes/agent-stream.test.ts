import t, { type Test } from 'tap';
import {
  AGENT_FRAME_TOO_MANY_EVENTS,
  AGENT_MAX_FRAME_BYTES,
  AGENT_MAX_FRAME_EVENTS,
  AGENT_STREAM_CLOSE,
  CURRENT_CLIENT_VERSION,
  type Endpoint,
  type Installer,
  type LiveEvent,
} from '@gsg/shared';
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { buildTestApp, traceLog, type TestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';
import { listen, openConsole } from '../live/live-client.ts';
import { RefusedUpgrade, bearer, connectAgent } from './agent-client.ts';

const OLD_VERSION = '2.3.0';
// Distinctive enough that any appearance in a log or a frame is a leak of the prompt.
const SECRET = 'wombat-halcyon-5521';
const prompt = `Send ${SECRET}@example.com the merger terms`;

const heartbeat = (eventId: string, hostname: string, clientVersion = OLD_VERSION) => ({
  type: 'heartbeat',
  eventId,
  hostname,
  ipAddress: '10.0.4.22',
  os: 'macOS',
  clientVersion,
  user: 'Sarah Johnson',
});
const conversation = (eventId: string, input: string) => ({ type: 'conversation', eventId, ...conversationContext, input, output: 'Done.' });

interface Listening extends TestApp {
  url: string;
  key: string;
  keyId: string;
  /** Everything the server logged, at trace level. */
  logged: () => string;
}

/** The app on a local port with an agent API key issued, logging everything. */
async function listening(t: Test): Promise<Listening> {
  const log = traceLog();
  const test = await listen(await buildTestApp(t, { logger: log.logger }));
  const { key, id } = (await test.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'gateway' } })).json();
  return { ...test, key, keyId: id, logged: log.text };
}

const endpointNamed = async (test: TestApp, hostname: string): Promise<Endpoint> =>
  (await test.as({ method: 'GET', url: `/api/v1/endpoints?search=${hostname}` })).json().items[0];

const endpointUpdates = (events: LiveEvent[]): Endpoint[] =>
  events.flatMap((e) => (e.type === 'endpoint.updated' ? [e.data] : []));

t.test('the upgrade is refused with 401 without a valid key, and a revoked key ends an open stream', async (t) => {
  const test = await listening(t);
  const refusal = (headers: Record<string, string>) =>
    connectAgent(t, test.url, headers).then(
      () => 'upgraded',
      (err: unknown) => (err instanceof RefusedUpgrade ? err.statusCode : String(err)),
    );
  t.equal(await refusal({}), 401, 'no key');
  t.equal(await refusal(bearer(`gsg_${'A'.repeat(43)}`)), 401, 'an unknown key');
  t.equal(await refusal({ cookie: test.cookie }), 401, 'a console session is no agent key');

  const agent = await connectAgent(t, test.url, { 'x-api-key': test.key });
  t.same(await agent.exchange([heartbeat('h-1', 'MBP-MKT-014')]), [{ type: 'ack', eventId: 'h-1', result: 'accepted' }], 'X-API-Key works too');

  await test.as({ method: 'DELETE', url: `/api/v1/api-keys/${test.keyId}` });
  const closed = agent.closed();
  agent.send([heartbeat('h-2', 'MBP-MKT-014')]);
  t.same(await closed, { code: AGENT_STREAM_CLOSE.keyRejected, reason: 'A valid API key is required' }, 'the next frame finds the key revoked');
  t.equal(agent.acks.length, 1, 'and nothing of it is acked');
  t.equal(await refusal(bearer(test.key)), 401, 'nor can it connect again');
});

t.test('a frame beyond the size bound, or a binary one, ends the stream; the agent resends on a new one', async (t) => {
  const test = await listening(t);
  const agent = await connectAgent(t, test.url, bearer(test.key));
  const tooBig = agent.closed();
  agent.send('x'.repeat(AGENT_MAX_FRAME_BYTES + 1));
  t.equal((await tooBig).code, AGENT_STREAM_CLOSE.tooBig);

  const binary = await connectAgent(t, test.url, bearer(test.key));
  const refused = binary.closed();
  binary.socket.send(Buffer.from(JSON.stringify(heartbeat('h-1', 'MBP-MKT-014'))));
  t.same(await refused, { code: AGENT_STREAM_CLOSE.binaryFrame, reason: 'Events are sent as text frames' });
  t.same((await test.as({ method: 'GET', url: '/api/v1/endpoints' })).json().items, [], 'nothing of either was stored');
});

t.test('a frame of more events than one batch is refused whole, without an ack; one at the bound is stored', async (t) => {
  const test = await listening(t);
  const events = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => heartbeat(`${prefix}-${i}`, `HOST-${prefix}-${i % 5}`));

  const agent = await connectAgent(t, test.url, bearer(test.key));
  const atBound = await agent.exchange(events(AGENT_MAX_FRAME_EVENTS, 'ok'));
  t.equal(atBound.length, AGENT_MAX_FRAME_EVENTS, 'a full frame is acked event by event');

  const closed = agent.closed();
  // A million lines in one frame, as an attacker sent: refused before anything is parsed or stored.
  agent.send(`${JSON.stringify(heartbeat('flood', 'HOST-FLOOD'))}\n`.repeat(1_000_000).slice(0, AGENT_MAX_FRAME_BYTES));
  t.same(await closed, { code: AGENT_STREAM_CLOSE.tooBig, reason: AGENT_FRAME_TOO_MANY_EVENTS });
  t.equal(agent.acks.length, AGENT_MAX_FRAME_EVENTS, 'nothing of it was acked');

  const second = await connectAgent(t, test.url, bearer(test.key));
  const over = second.closed();
  second.send([...events(AGENT_MAX_FRAME_EVENTS, 'over'), heartbeat('one-more', 'HOST-OVER')]);
  t.same(await over, { code: AGENT_STREAM_CLOSE.tooBig, reason: AGENT_FRAME_TOO_MANY_EVENTS }, 'one event past the bound is refused too');
  t.equal(second.acks.length, 0);
  const stored = (await test.as({ method: 'GET', url: '/api/v1/endpoints?limit=100' })).json().items as Endpoint[];
  t.same(stored.map((e) => e.hostname).filter((h) => !h.startsWith('HOST-ok-')), [], 'only the frame at the bound was stored');
});

t.test("a client that breaks the WebSocket protocol is logged as one warning, without a stack", async (t) => {
  const test = await listening(t);
  const port = Number(new URL(test.url).port);
  const socket = connect({ host: '127.0.0.1', port });
  t.teardown(() => socket.destroy());
  // The server may reset the connection as it drops the client: 'close' follows, which is what is awaited.
  socket.on('error', () => {});
  const upgraded = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.write(
    `GET /api/v1/agent/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${test.key}\r\nUpgrade: websocket\r\n` +
      'Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  );
  await upgraded;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(Buffer.from([0x81, 0x02, 0x68, 0x69])); // a text frame a client sent unmasked: a protocol error
  await closed;
  const lines = test
    .logged()
    .split('\n')
    .filter((line) => line.includes('WebSocket'));
  t.equal(lines.length, 1, 'one line');
  const entry = JSON.parse(lines[0]!) as { level: number; msg: string; err?: unknown; stack?: unknown };
  t.equal(entry.level, 40, 'at warn');
  t.match(entry.msg, /^WebSocket protocol error: /);
  t.notOk(lines[0]!.includes('    at '), 'no stack');
});

t.test('the server closes while upgrades are still held open by their clients, refused or not yet answered', async (t) => {
  const test = await listening(t);
  const upgradeBy = (key: string) => {
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(test.url).port) });
    t.teardown(() => socket.destroy());
    // Closing, the server may reset a connection it holds (ECONNRESET here): that is what this test asks of it.
    socket.on('error', () => {});
    const answered = new Promise<string>((resolve) => socket.once('data', (data) => resolve(data.toString())));
    // A client that never hangs up, as an agent stopped mid-handshake does.
    socket.write(
      `GET /api/v1/agent/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\nUpgrade: websocket\r\n` +
        'Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    return answered;
  };
  t.match(await upgradeBy('gsg_revoked'), /^HTTP\/1\.1 401/, 'refused');
  // Sent, then the server closes before answering them.
  for (let i = 0; i < 5; i++) void upgradeBy(i % 2 ? test.key : 'gsg_revoked');
  await new Promise((resolve) => setImmediate(resolve));
  // The bound is cleared once the close is done, so it does not hold the test file open for its full length.
  let bound: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    test.app.close().then(() => 'closed'),
    new Promise((resolve) => {
      bound = setTimeout(() => resolve('still waiting'), 5000);
    }),
  ]);
  clearTimeout(bound);
  t.equal(closed, 'closed', 'the close does not wait on them');
});

t.test('events are acked one by one once stored: accepted, duplicate, rejected with its reason', async (t) => {
  const test = await listening(t);
  await test.as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const agent = await connectAgent(t, test.url, bearer(test.key));

  const acks = await agent.exchange([
    conversation('c-1', prompt),
    heartbeat('h-1', 'MBP-MKT-014'),
    conversation('c-1', prompt),
    { type: 'detection', eventId: 'd-1', user: 'Mike Chen' },
  ]);
  t.same(acks.slice(0, 3), [
    { type: 'ack', eventId: 'c-1', result: 'accepted' },
    { type: 'ack', eventId: 'h-1', result: 'accepted' },
    { type: 'ack', eventId: 'c-1', result: 'duplicate' },
  ], 'in the order sent; the repeat within the frame is a duplicate');
  t.match(acks[3], { eventId: 'd-1', result: 'rejected', reason: /hostname/ }, 'the bad event names what is wrong');

  const before = agent.acks.length;
  agent.send(`not json\n\n${JSON.stringify({ type: 'heartbeat', hostname: 'MBP-MKT-014' })}\n${JSON.stringify(heartbeat('h-1', 'MBP-MKT-014'))}`);
  await agent.until(() => agent.acks.length === before + 3, 'three acks; the blank line is skipped');
  t.match(agent.acks.slice(before), [
    { eventId: null, result: 'rejected', reason: 'not valid JSON' },
    { eventId: null, result: 'rejected', reason: /eventId/ },
    { eventId: 'h-1', result: 'duplicate' },
  ], 'a line that is no JSON or has no eventId is acked with a null eventId; a resent event is a duplicate');

  const logs = (await test.as({ method: 'GET', url: '/api/v1/logs' })).json().items;
  t.equal(logs.length, 1, 'the conversation was stored once');
  t.match(logs[0], { status: 'blocked', inputRedacted: /\[EMAIL_ADDRESS\]/ }, 'and judged');
  t.match(await endpointNamed(test, 'MBP-MKT-014'), { clientVersion: OLD_VERSION, pendingVersion: null });

  t.notOk(agent.raw.some((frame) => frame.includes(SECRET)), 'no frame carries the prompt');
  t.notOk(test.logged().includes(SECRET), 'nor does the server log');
  t.ok(test.logged().includes('/api/v1/agent/stream'), 'which did log the upgrade');
});

t.test('the update-client round trip: command to the connected agent, heartbeat with the new version, endpoint.updated to consoles', async (t) => {
  const test = await listening(t);
  const agent = await connectAgent(t, test.url, bearer(test.key));
  await agent.exchange([heartbeat('h-1', 'MBP-MKT-014')]);
  const endpoint = await endpointNamed(test, 'MBP-MKT-014');
  // The console's socket.io and the agent's WebSocket share the server's port.
  const console_ = await openConsole(t, test.url, test.cookie, ['endpoints']);

  const asked = await test.as({ method: 'POST', url: `/api/v1/endpoints/${endpoint.id}/update-client` });
  t.match(asked.json(), { id: endpoint.id, clientVersion: OLD_VERSION, pendingVersion: CURRENT_CLIENT_VERSION });
  await agent.until(() => agent.commands.length === 1, 'the command');
  const [command] = agent.commands;
  t.match(command, {
    type: 'command',
    command: 'update-client',
    commandId: /\S/,
    endpointId: endpoint.id,
    hostname: 'MBP-MKT-014',
    targetVersion: CURRENT_CLIENT_VERSION,
  });

  t.same(await agent.exchange([heartbeat('h-2', 'MBP-MKT-014', CURRENT_CLIENT_VERSION)]), [{ type: 'ack', eventId: 'h-2', result: 'accepted' }]);
  const done = () => endpointUpdates(console_.events('endpoints')).find((e) => e.clientVersion === CURRENT_CLIENT_VERSION);
  await console_.until(() => done() !== undefined, 'endpoint.updated with the new version');
  t.match(done(), { id: endpoint.id, clientVersion: CURRENT_CLIENT_VERSION, pendingVersion: null }, 'the update is complete');
  t.match(await endpointNamed(test, 'MBP-MKT-014'), { clientVersion: CURRENT_CLIENT_VERSION, pendingVersion: null });
  t.equal(agent.commands.length, 1, 'no command once the endpoint reports the version');
});

t.test("Update Client sends the newest version uploaded for the endpoint's platform; once installed, the endpoint is current", async (t) => {
  const test = await listening(t);
  const bytes = Buffer.concat([Buffer.from('xar!'), Buffer.alloc(2000, 3)]);
  const post = (version: string, platform: string, fileName: string, payload: Buffer) =>
    test.as({ method: 'POST', url: `/api/v1/releases/installers?version=${version}&platform=${platform}&fileName=${fileName}`, headers: { 'content-type': 'application/octet-stream' }, payload });
  const newest = (await post('2.10.0', 'macos-arm64', 'GSG-2.10.0.pkg', bytes)).json() as Installer;
  await post('2.9.1', 'macos-arm64', 'GSG-2.9.1.pkg', bytes);
  // Newer, but for Windows only: not a Mac's version.
  await post('3.0.0', 'windows-x64', 'GSG-3.0.0.exe', Buffer.from('MZ....'));

  const agent = await connectAgent(t, test.url, bearer(test.key));
  await agent.exchange([heartbeat('h-1', 'MBP-MKT-014')]);
  const endpoint = await endpointNamed(test, 'MBP-MKT-014');
  t.match((await test.as({ method: 'POST', url: `/api/v1/endpoints/${endpoint.id}/update-client` })).json(), { pendingVersion: '2.10.0' }, 'semver order: 2.10.0 is newer than 2.9.1');
  await agent.until(() => agent.commands.length === 1, 'the command');
  t.match(agent.commands[0], { targetVersion: '2.10.0', installers: [{ platform: 'macos-arm64', url: newest.downloadUrl, sha256: newest.sha256 }] });

  await agent.exchange([heartbeat('h-2', 'MBP-MKT-014', '2.10.0')]);
  t.match(await endpointNamed(test, 'MBP-MKT-014'), { clientVersion: '2.10.0', pendingVersion: null });
  const current = (await test.as({ method: 'GET', url: '/api/v1/endpoints?version=current' })).json();
  t.same(current.items.map((e: Endpoint) => e.hostname), ['MBP-MKT-014'], 'listed as current');
  t.equal(current.summary.needsUpdate, 0);
  t.equal((await test.as({ method: 'POST', url: `/api/v1/endpoints/${endpoint.id}/update-client` })).statusCode, 409, 'and not asked again');
  t.equal(agent.commands.length, 1);
});

t.test('with an installer uploaded, the command carries its address and SHA-256; a refused install reaches consoles with its reason', async (t) => {
  const test = await listening(t);
  const bytes = Buffer.concat([Buffer.from('xar!'), Buffer.alloc(5000, 7)]);
  const upload = async (platform: string, fileName: string) =>
    (
      await test.as({
        method: 'POST',
        url: `/api/v1/releases/installers?version=${CURRENT_CLIENT_VERSION}&platform=${platform}&fileName=${fileName}`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: bytes,
      })
    ).json() as Installer;
  const arm = await upload('macos-arm64', 'GSG-arm64.pkg');
  const intel = await upload('macos-x64', 'GSG-x64.pkg');
  // Another system's installer, and an older version's, are not the Mac's to install.
  await test.as({ method: 'POST', url: `/api/v1/releases/installers?version=${CURRENT_CLIENT_VERSION}&platform=windows-x64&fileName=a.exe`, headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('MZ....') });
  await test.as({ method: 'POST', url: '/api/v1/releases/installers?version=2.3.0&platform=macos-arm64&fileName=b.pkg', headers: { 'content-type': 'application/octet-stream' }, payload: bytes });

  const agent = await connectAgent(t, test.url, bearer(test.key));
  await agent.exchange([heartbeat('h-1', 'MBP-MKT-014')]);
  const endpoint = await endpointNamed(test, 'MBP-MKT-014');
  const console_ = await openConsole(t, test.url, test.cookie, ['endpoints']);
  await test.as({ method: 'POST', url: `/api/v1/endpoints/${endpoint.id}/update-client` });
  await agent.until(() => agent.commands.length === 1, 'the command');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  t.same(agent.commands[0]!.installers, [
    { platform: 'macos-arm64', fileName: 'GSG-arm64.pkg', url: arm.downloadUrl, sha256, sizeBytes: bytes.length },
    { platform: 'macos-x64', fileName: 'GSG-x64.pkg', url: intel.downloadUrl, sha256, sizeBytes: bytes.length },
  ]);
  const fetched = await fetch(`${test.url}${arm.downloadUrl}`, { headers: bearer(test.key) });
  t.equal(createHash('sha256').update(Buffer.from(await fetched.arrayBuffer())).digest('hex'), sha256, 'the agent fetches it with its key');

  const reason = 'The installer did not match its SHA-256: not installed';
  await agent.exchange([{ ...heartbeat('h-2', 'MBP-MKT-014'), updateFailure: { targetVersion: CURRENT_CLIENT_VERSION, reason } }]);
  const failed = () => endpointUpdates(console_.events('endpoints')).find((e) => e.updateError !== null);
  await console_.until(() => failed() !== undefined, 'endpoint.updated with the failure');
  t.match(failed(), { id: endpoint.id, clientVersion: OLD_VERSION, pendingVersion: null, updateError: reason }, 'no longer pending, and why');
  t.match(await endpointNamed(test, 'MBP-MKT-014'), { pendingVersion: null, updateError: reason });

  await agent.exchange([{ ...heartbeat('h-3', 'MBP-MKT-014'), updateFailure: { targetVersion: '1.0.0', reason: 'old news' } }]);
  t.equal((await endpointNamed(test, 'MBP-MKT-014')).updateError, reason, 'a failure of a version not asked for changes nothing');
  t.equal(agent.commands.length, 1, 'nothing pending, so no command comes again');
});

t.test('an endpoint whose agent is away gets the command with its next heartbeat, on whatever stream it arrives', async (t) => {
  const test = await listening(t);
  const first = await connectAgent(t, test.url, bearer(test.key));
  await first.exchange([heartbeat('h-1', 'LNX-DEV-007'), heartbeat('h-2', 'WS-FIN-001')]);
  const closed = first.closed();
  first.socket.close();
  await closed;
  const ids = await Promise.all(['LNX-DEV-007', 'WS-FIN-001'].map(async (h) => (await endpointNamed(test, h)).id));

  const bulk = await test.as({ method: 'POST', url: '/api/v1/endpoints/update-client', payload: { ids } });
  t.match(bulk.json(), { updated: 2, version: CURRENT_CLIENT_VERSION }, 'asked while no agent is connected');

  // A gateway serving all the hosts connects; each heartbeat still reporting the old version brings the command.
  const gateway = await connectAgent(t, test.url, bearer(test.key));
  await gateway.exchange([heartbeat('h-3', 'LNX-DEV-007')]);
  await gateway.until(() => gateway.commands.length === 1, 'the queued command');
  t.match(gateway.commands, [{ endpointId: ids[0], hostname: 'LNX-DEV-007', targetVersion: CURRENT_CLIENT_VERSION }]);
  t.ok(gateway.messages.indexOf(gateway.commands[0]!) > gateway.messages.indexOf(gateway.acks[0]!), 'after the heartbeat is acked');

  await gateway.exchange([heartbeat('h-4', 'WS-FIN-001'), heartbeat('h-5', 'MBP-MKT-014')]);
  await gateway.until(() => gateway.commands.length === 2, 'the second queued command');
  t.match(gateway.commands[1], { endpointId: ids[1], hostname: 'WS-FIN-001' }, 'none for the host nobody asked to update');

  // Heard from now, so a new request reaches the gateway at once.
  const third = await endpointNamed(test, 'MBP-MKT-014');
  await test.as({ method: 'POST', url: `/api/v1/endpoints/${third.id}/update-client` });
  await gateway.until(() => gateway.commands.length === 3, 'the command sent at once');
  t.match(gateway.commands[2], { endpointId: third.id, hostname: 'MBP-MKT-014' });

  await gateway.exchange(['LNX-DEV-007', 'WS-FIN-001', 'MBP-MKT-014'].map((h, i) => heartbeat(`h-new-${i}`, h, CURRENT_CLIENT_VERSION)));
  t.equal(gateway.commands.length, 3, 'updated hosts need no command');
  const listed = (await test.as({ method: 'GET', url: '/api/v1/endpoints' })).json().items as Endpoint[];
  t.same(listed.map((e) => [e.clientVersion, e.pendingVersion]), Array(3).fill([CURRENT_CLIENT_VERSION, null]));
});

t.test('socket.io and the agent stream share the port; other upgrades are refused', async (t) => {
  const test = await listening(t);
  const console_ = await openConsole(t, test.url, test.cookie, ['endpoints']);
  const agent = await connectAgent(t, test.url, bearer(test.key));
  await agent.exchange([heartbeat('h-1', 'MBP-MKT-014')]);
  await console_.until(() => endpointUpdates(console_.events('endpoints')).length === 1, 'the heartbeat on the console');
  t.ok(console_.socket.connected, 'the console stays connected');

  const refusal = (path: string) =>
    connectAgent(t, test.url, bearer(test.key), path).then(
      () => 'upgraded',
      (err: unknown) => (err instanceof RefusedUpgrade ? err.statusCode : String(err)),
    );
  t.equal(await refusal('/api/v1/policies'), 404, 'an agent key opens no console route: it serves no WebSocket');
  t.equal(await refusal('/api/v1/agent/elsewhere'), 404);
  t.equal(await refusal('/somewhere'), 404);
  t.same(await agent.exchange([heartbeat('h-2', 'MBP-MKT-014')]), [{ type: 'ack', eventId: 'h-2', result: 'accepted' }], 'the stream carries on');
});
