import { randomUUID } from 'node:crypto';
import {
  conversationEventSchema,
  ingestEventSchema,
  type ConversationEvent,
  type DetectionEvent,
  type Endpoint,
  type HeartbeatEvent,
  type IngestResult,
} from '@gsg/shared';
import type { z } from 'zod';
import type { Change, DomainBus } from '../../events/domain-bus.ts';
import { presentDetection } from '../../presenters/detection.ts';
import type { Store } from '../../store/index.ts';
import type { ConversationService } from '../../services/conversation-service.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

/** An NDJSON line that is not JSON: rejected on its own, like any other bad event. */
export class UnparsableLine {}
const NOT_JSON = 'not valid JSON';

const NEWLINE = /\r?\n/;

/**
 * One event per non-blank line of NDJSON (a REST body or an agent stream frame); a line that is not JSON
 * stays in its place, to be rejected by index.
 */
export function parseNdjson(body: string): unknown[] {
  return body
    .split(NEWLINE)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        return new UnparsableLine();
      }
    });
}

/** How many non-blank lines `body` has, counting no further than `max + 1`: cheap on a huge frame. */
export function countLinesUpTo(body: string, max: number): number {
  let count = 0;
  for (let from = 0; from < body.length && count <= max; ) {
    const end = body.indexOf('\n', from);
    const stop = end === -1 ? body.length : end;
    for (let i = from; i < stop; i++) {
      const c = body.charCodeAt(i);
      if (c !== 32 && c !== 9 && c !== 13) {
        count++;
        break;
      }
    }
    from = stop + 1;
  }
  return count;
}

export interface IngestService {
  /**
   * Validates each event of a batch on its own and stores every good one: conversations judged against
   * the policies, detections, heartbeats applied to their endpoints. Resolves once all are stored.
   */
  ingest(batch: readonly unknown[]): Promise<IngestResult>;
}

/**
 * Where the event went wrong, by field path and zod's message. The messages name what was expected,
 * never the value received, so a rejected prompt is not echoed back.
 */
const reasonOf = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'event'}: ${issue.message}`).join('; ');

/** A rejected event's eventId, when it has a well-formed one. */
function eventIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('eventId' in raw)) return null;
  const parsed = conversationEventSchema.shape.eventId.safeParse(raw.eventId);
  return parsed.success ? parsed.data : null;
}

type Accepted = IngestResult['accepted'][number] & { index: number };
interface Sorted {
  conversations: Array<{ index: number; event: ConversationEvent }>;
  detections: Array<{ index: number; event: DetectionEvent }>;
  heartbeats: Array<{ index: number; event: HeartbeatEvent }>;
}

export function createIngestService(
  store: Store,
  conversations: ConversationService,
  events: DomainBus,
  now: () => Date = () => new Date(),
): IngestService {
  /** Conversations in one judgeMany: one evaluation pass and one write for the batch. */
  async function ingestConversations(items: Sorted['conversations'], accepted: Accepted[], duplicates: Set<string>) {
    if (items.length === 0) return;
    const { logIds, duplicates: seen } = await conversations.judgeMany(items.map((i) => i.event));
    for (const { index, event } of items) {
      const id = logIds.get(event.eventId);
      if (id) accepted.push({ index, eventId: event.eventId, type: 'conversation', id });
    }
    for (const eventId of seen) duplicates.add(eventId);
  }

  async function ingestDetections(items: Sorted['detections'], accepted: Accepted[], duplicates: Set<string>) {
    if (items.length === 0) return;
    const records = items.map(({ index, event }) => ({
      index,
      record: {
        id: randomUUID(),
        user: event.user,
        hostname: event.hostname,
        ipAddress: event.ipAddress,
        os: event.os,
        aiTool: event.aiTool,
        action: event.action,
        timestamp: new Date(event.timestamp).toISOString(),
        eventId: event.eventId,
      },
    }));
    const { inserted } = await store.detections.insertMany(records.map((r) => r.record));
    const stored = new Set(inserted);
    const written: Change[] = [];
    for (const { index, record } of records) {
      if (stored.has(record.id)) {
        accepted.push({ index, eventId: record.eventId, type: 'detection', id: record.id });
        written.push({ type: 'detection.stored', data: { detection: presentDetection(record) } });
      } else duplicates.add(record.eventId);
    }
    events.emit(written);
  }

  async function ingestHeartbeats(items: Sorted['heartbeats'], at: Date, accepted: Accepted[], duplicates: Set<string>) {
    if (items.length === 0) return;
    const { recorded, duplicates: seen } = await store.endpoints.recordHeartbeats(
      items.map(({ event }) => ({
        eventId: event.eventId,
        hostname: event.hostname,
        ipAddress: event.ipAddress,
        os: event.os,
        clientVersion: event.clientVersion,
        user: event.user,
        // An agent whose clock runs ahead must not push lastSeen into the future: every later, true
        // heartbeat would then count as older and be ignored.
        at: event.timestamp ? new Date(Math.min(Date.parse(event.timestamp), at.getTime())) : at,
      })),
      at,
    );
    const indexOf = new Map(items.map(({ index, event }) => [event.eventId, index]));
    for (const { eventId, endpoint } of recorded) {
      accepted.push({ index: indexOf.get(eventId)!, eventId, type: 'heartbeat', id: endpoint.id });
    }
    events.emit(recorded.map(({ endpoint }) => ({ type: 'endpoint.heartbeat' as const, data: { endpoint } })));
    for (const eventId of seen) duplicates.add(eventId);
    // An update the agent did not install: the console stops waiting for it and shows why.
    const failureOf = new Map(items.flatMap(({ event }) => (event.updateFailure ? [[event.eventId, event.updateFailure] as const] : [])));
    for (const { eventId, endpoint } of recorded) {
      const failure = failureOf.get(eventId);
      if (!failure || endpoint.pendingVersion !== failure.targetVersion) continue;
      await events.record(
        (outbox) => store.endpoints.failUpdate(endpoint.id, failure.targetVersion, failure.reason, outbox),
        (failed: Endpoint) => [{ type: 'endpoint.changed', data: { endpoint: failed, by: null } }],
      );
    }
  }

  return {
    async ingest(batch) {
      const rejected: IngestResult['rejected'] = [];
      const duplicates = new Set<string>();
      const sorted: Sorted = { conversations: [], detections: [], heartbeats: [] };
      const inBatch = new Set<string>();
      batch.forEach((raw, index) => {
        const parsed = raw instanceof UnparsableLine ? null : ingestEventSchema.safeParse(raw);
        if (!parsed?.success) {
          rejected.push({ index, eventId: eventIdOf(raw), reason: parsed ? reasonOf(parsed.error) : NOT_JSON });
          return;
        }
        const event = parsed.data;
        if (inBatch.has(event.eventId)) {
          duplicates.add(event.eventId);
          return;
        }
        inBatch.add(event.eventId);
        if (event.type === 'conversation') sorted.conversations.push({ index, event });
        else if (event.type === 'detection') sorted.detections.push({ index, event });
        else sorted.heartbeats.push({ index, event });
      });

      const accepted: Accepted[] = [];
      await ingestConversations(sorted.conversations, accepted, duplicates);
      await ingestDetections(sorted.detections, accepted, duplicates);
      await ingestHeartbeats(sorted.heartbeats, now(), accepted, duplicates);
      accepted.sort((a, b) => a.index - b.index);
      return { accepted: accepted.map(({ index: _, ...entry }) => entry), duplicates: [...duplicates], rejected };
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Events streamed in by gateways and agents. */
    ingest: IngestService;
  }
}

export const ingestServicePlugin = servicePlugin('ingest', ['conversations'], (app, { conversations }) =>
  createIngestService(app.store, conversations, app.events),
);
