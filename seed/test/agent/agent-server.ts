// The agent tools' tests run against a real test server listening on a local port, with an agent key.
import type { Test } from 'tap';
import { buildTestApp, type TestApp } from '@gsg/server/test/helper';

export interface AgentServer extends TestApp {
  url: string;
  key: string;
}

/** A test server, not yet listening, and a freshly issued agent key. */
export async function keyedApp(t: Test): Promise<TestApp & { key: string }> {
  const test = await buildTestApp(t);
  const created = await test.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'agent tools test' } });
  return { ...test, key: created.json().key };
}

export async function listen(test: TestApp & { key: string }, port = 0): Promise<AgentServer> {
  await test.app.listen({ port, host: '127.0.0.1' });
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return { ...test, url: `http://127.0.0.1:${address.port}` };
}

/** A test server listening on a free local port, and an agent key for it. */
export const agentServer = async (t: Test): Promise<AgentServer> => listen(await keyedApp(t));

/** Polls `check` until it gives a value; fails after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
