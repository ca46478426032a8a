import type { Db } from './database.ts';

/**
 * Records that a host was seen (in a log or a detection) at an epoch-ms instant: the set the dashboard
 * compares with registered endpoints for its coverage chart. Call inside the writer's transaction.
 */
export function prepareHostSeen(db: Db): (hostname: string, at: number) => void {
  const upsert = db.prepare<[string, number]>(
    `INSERT INTO hosts_seen (hostname, last_seen) VALUES (?, ?)
     ON CONFLICT(hostname) DO UPDATE SET last_seen = max(last_seen, excluded.last_seen)`,
  );
  return (hostname, at) => {
    upsert.run(hostname, at);
  };
}
