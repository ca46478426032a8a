import t from 'tap';
import { connect, type AddressInfo } from 'node:net';
import { buildTestApp } from '../helper.ts';

const UPGRADE = 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==';

/** Sends an upgrade request and keeps the connection open: what the server answers, and whether it hangs up. */
function holdUpgrade(port: number, target: string): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedByServer: false });
    }, 3000);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    // A reset as the server hangs up is a hang-up too: 'close' follows it and says so.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedByServer: true });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE}\r\n\r\n`);
  });
}

t.test('an upgrade the server refuses is answered and its connection closed, never left open', async (t) => {
  const { app } = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  for (const [target, status] of [
    ['/%u0061pi/v1/agent/stream', 400], // does not decode: refused before routing, where no hook runs
    ['/api/v1/agent/%zz', 400],
    ['/api/v1/policies', 404], // a route, but no WebSocket is served there
    ['/api/v1/agent/stream', 401], // no key
  ] as const) {
    const { answer, closedByServer } = await holdUpgrade(port, target);
    t.match(answer, new RegExp(`^HTTP/1.1 ${status} `), `${target} answered ${status}`);
    t.notMatch(answer, /FST_ERR/, 'in the API error shape');
    t.ok(closedByServer, `${target}: the server closed the connection`);
  }
});
