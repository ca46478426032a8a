// The crash tests' common part: bursts of conversations sent from a few clients while the server is killed
// (`kill -9`) mid-stream and started again on the same data, round after round.
import { startChildServer, type ChildServer } from '../../test-support/child-server.ts';

/**
 * Sends batches, a few at a time, until the server goes away; every eventId the server answered for is
 * acknowledged (stored, or a duplicate of a stored one).
 */
async function ingestUntilGone(server: ChildServer, key: string, batch: () => unknown[], acked: Set<string>): Promise<void> {
  const sender = async () => {
    for (;;) {
      let res: Response;
      try {
        res = await fetch(`${server.base}/api/v1/ingest/events`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(batch()),
        });
      } catch {
        return; // the server is gone
      }
      if (res.status !== 200) return;
      const answer = (await res.json()) as { accepted: Array<{ eventId: string }>; duplicates: string[] };
      for (const a of answer.accepted) acked.add(a.eventId);
      for (const d of answer.duplicates) acked.add(d);
    }
  };
  await Promise.all([sender(), sender(), sender()]);
}

/**
 * Kills the server `rounds` times somewhere in the middle of a stream of batches (after the first ones
 * are stored), restarting it each time; resolves with the server running after the last restart and
 * collects the acknowledged eventIds in `acked`.
 */
export async function crashWhileIngesting(
  first: ChildServer,
  options: { dataDir: string; adminPassword: string; key: string; batch: () => unknown[]; rounds: number; acked: Set<string> },
): Promise<ChildServer> {
  let server = first;
  for (let round = 1; round <= options.rounds; round++) {
    const sending = ingestUntilGone(server, options.key, options.batch, options.acked);
    const before = options.acked.size;
    while (options.acked.size === before) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 600));
    await server.crash();
    await sending;
    server = await startChildServer({ dataDir: options.dataDir, adminPassword: options.adminPassword, port: server.port });
  }
  return server;
}
