import type { ConversationLog } from '@gsg/shared';

// A conversation log as every reader gets it: the logs API (each store adapter ends its read here) and the
// live events alike, so a console's live row and its reloaded row cannot differ. Fields are picked, not
// spread, so what rides on a record beside them (the encrypted originals, the idempotency key, a storage
// key) goes only where it is written out by name.

/** A log's fields but its id and time, which each store writes in its own form. */
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

/** The log as the API and the live events present it. */
export const presentLog = (r: Pick<ConversationLog, 'id' | 'timestamp'> & LogFields): ConversationLog => ({
  id: r.id,
  timestamp: r.timestamp,
  ...logFields(r),
});
