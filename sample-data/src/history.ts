// Thirty days of the organisation's AI use before first start: conversation logs, the alerts they raised
// and the shadow-AI sightings, so every dashboard chart has a history to show.
import type { Alert, NewDetectionRecord, NewLogRecord } from '@gsg/shared';
import { KPI_WINDOW_DAYS } from '@gsg/shared';
import { generateLogBatches, type JudgeFor } from './log-generator.ts';
import type { Person } from './people.ts';
import type { Random } from './random.ts';
import { ALERT_SHARE, alertForLog } from './sample/alerts.ts';
import { detectionHistory } from './sample/detections.ts';
import { DAY_MS } from './timeline.ts';

export const HISTORY_LOGS = 6000;
const HISTORY_DETECTIONS = 110;

export interface History {
  logs: NewLogRecord[];
  alerts: Alert[];
  detections: NewDetectionRecord[];
}

export function buildHistory(
  random: Random,
  now: Date,
  engine: { seal: (text: string) => string; judge: JudgeFor },
  people: readonly Person[],
): History {
  const from = new Date(now.getTime() - KPI_WINDOW_DAYS * DAY_MS);
  const alertRandom = random.fork('alerts');
  const logs: NewLogRecord[] = [];
  const alerts: Alert[] = [];
  const batches = generateLogBatches({ random: random.fork('logs'), people, from, to: now, count: HISTORY_LOGS, batchSize: HISTORY_LOGS, ...engine });
  for (const batch of batches) {
    for (const log of batch) {
      logs.push(log);
      if (log.status !== 'allowed' && alertRandom.chance(ALERT_SHARE[log.status])) alerts.push(alertForLog(alertRandom, log, now));
    }
  }
  return { logs, alerts, detections: detectionHistory(random.fork('detections'), from, now, HISTORY_DETECTIONS, people) };
}
