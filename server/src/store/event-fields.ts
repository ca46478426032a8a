import { matchAiTool, type ConversationLog, type Detection, type DetectionAction } from '@gsg/shared';

// A log's or detection's fields but its id and time, which each store and presenter places and writes in
// its own form. Fields are picked, not spread, so what rides on a record beside them (the encrypted
// originals, the idempotency key, a storage key) goes only where it is written out by name.

export type LogFields = Omit<ConversationLog, 'id' | 'timestamp'>;

export const logFields = (r: LogFields): LogFields => ({
  userId: r.userId,
  user: r.user,
  hostname: r.hostname,
  ipAddress: r.ipAddress,
  inputRedacted: r.inputRedacted,
  outputRedacted: r.outputRedacted,
  status: r.status,
  policyTriggered: r.policyTriggered,
  policyId: r.policyId,
  aiModel: r.aiModel,
  sessionId: r.sessionId,
  monitored: r.monitored ?? null,
});

export type DetectionFields = Omit<Detection, 'id' | 'timestamp'>;

/**
 * A detection's fields as presented: the tool it names is matched to the catalog when it is read, so a
 * catalog that learns a name also places the sightings stored before it did.
 */
export const detectionFields = (r: Omit<DetectionFields, 'toolId' | 'action'> & { action?: DetectionAction | undefined }): DetectionFields => ({
  user: r.user,
  hostname: r.hostname,
  ipAddress: r.ipAddress,
  os: r.os,
  aiTool: r.aiTool,
  toolId: matchAiTool(r.aiTool)?.id ?? null,
  action: r.action ?? 'allowed',
});
