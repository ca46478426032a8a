import type { ConversationLog, Detection, KpiDelta } from '@gsg/shared';
import type { NewDetectionRecord, NewLogRecord } from '../store/index.ts';
import { emptyKpiDelta } from './coalescer.ts';

/**
 * A stored log as the logs API presents it. Fields are picked, not spread, so the encrypted originals
 * and internal keys can never ride along to a socket.
 */
export const presentLog = (r: NewLogRecord): ConversationLog => ({
  id: r.id,
  timestamp: r.timestamp,
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
});

export const presentDetection = (r: NewDetectionRecord): Detection => ({
  id: r.id,
  user: r.user,
  hostname: r.hostname,
  ipAddress: r.ipAddress,
  os: r.os,
  aiTool: r.aiTool,
  timestamp: r.timestamp,
});

export const kpiDelta = (counts: Partial<KpiDelta>): KpiDelta => ({ ...emptyKpiDelta(), ...counts });
