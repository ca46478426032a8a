import type { ClientSession, Collection } from 'mongodb';
import type { HostSeenDocument } from './database.ts';

/**
 * Records that hosts were seen (in logs or detections), each at its latest epoch-ms instant in `seen`:
 * the set the dashboard compares with registered endpoints for its coverage chart. Pass the writer's
 * session, so the hosts land with the documents that saw them.
 */
export async function recordHostsSeen(
  hostsSeen: Collection<HostSeenDocument>,
  seen: ReadonlyMap<string, number>,
  session: ClientSession | undefined,
): Promise<void> {
  if (seen.size === 0) return;
  await hostsSeen.bulkWrite(
    [...seen].map(([hostname, at]) => ({
      updateOne: { filter: { _id: hostname }, update: { $max: { lastSeen: new Date(at) } }, upsert: true },
    })),
    { ordered: false, session },
  );
}
