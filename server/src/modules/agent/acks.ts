import { heartbeatEventSchema, type AgentAck, type IngestResult } from '@gsg/shared';
import type { RecordedHeartbeat } from './connections.ts';

/** What one ingested batch of a stream means for the agent and for the registry of connections. */
export interface BatchOutcome {
  /** One per event, in the order sent. */
  acks: AgentAck[];
  /** The hosts of every valid heartbeat, stored now or before: the stream serves them. */
  hostnames: string[];
  /** The heartbeats stored now, with the version each reported. */
  recorded: RecordedHeartbeat[];
}

/**
 * Turns the ingest service's answer for `batch` back into one ack per event. An event that was not
 * rejected passed validation, so its eventId is there; the first of an eventId the answer lists as accepted
 * is the stored one, any other a duplicate (of an earlier one in the batch or of one stored before).
 */
export function outcomeOf(batch: readonly unknown[], result: IngestResult): BatchOutcome {
  const rejected = new Map(result.rejected.map((r) => [r.index, r]));
  const stored = new Map(result.accepted.map((a) => [a.eventId, a]));
  const outcome: BatchOutcome = { acks: [], hostnames: [], recorded: [] };
  batch.forEach((raw, index) => {
    const refused = rejected.get(index);
    if (refused) {
      outcome.acks.push({ type: 'ack', eventId: refused.eventId, result: 'rejected', reason: refused.reason });
      return;
    }
    // Trimmed as the ingest service's schema trims it, so the ack names the id it stored.
    const eventId = String((raw as { eventId: unknown }).eventId).trim();
    const accepted = stored.get(eventId);
    stored.delete(eventId);
    outcome.acks.push({ type: 'ack', eventId, result: accepted ? 'accepted' : 'duplicate' });

    const heartbeat = heartbeatEventSchema.safeParse(raw);
    if (!heartbeat.success) return;
    outcome.hostnames.push(heartbeat.data.hostname);
    if (accepted) outcome.recorded.push({ endpointId: accepted.id, clientVersion: heartbeat.data.clientVersion });
  });
  return outcome;
}
