import type { ConversationLog, Detection, KpiDelta } from '@gsg/shared';
import { detectionFields, logFields } from '../store/event-fields.ts';
import type { NewDetectionRecord, NewLogRecord } from '../store/index.ts';
import { emptyKpiDelta } from './coalescer.ts';

/**
 * A stored log as the logs API presents it. Fields are picked, not spread, so the encrypted originals
 * and internal keys can never ride along to a socket.
 */
export const presentLog = (r: NewLogRecord): ConversationLog => ({ id: r.id, timestamp: r.timestamp, ...logFields(r) });

export const presentDetection = (r: NewDetectionRecord): Detection => ({ id: r.id, ...detectionFields(r), timestamp: r.timestamp });

export const kpiDelta = (counts: Partial<KpiDelta>): KpiDelta => ({ ...emptyKpiDelta(), ...counts });
