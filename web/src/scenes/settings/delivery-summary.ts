import { format } from 'date-fns';
import type { DeliveryLogView } from '@gsg/shared';

/**
 * An integration's delivery log in a line or two: what was delivered, what waits or was given up, and
 * when the last attempt failed, why and when the next one comes.
 */
export function deliverySummary(log: DeliveryLogView): { counts: string; problem: string | null } {
  const parts = [`${log.delivered} delivered`];
  if (log.pending > 0) parts.push(`${log.pending} waiting`);
  if (log.dead > 0) parts.push(`${log.dead} given up`);
  const counts = log.delivered + log.pending + log.dead === 0 ? 'Nothing sent yet' : parts.join(' · ');
  if (log.last?.status !== 'failed') return { counts, problem: null };
  const next = log.nextAttemptAt ? ` Next try at ${format(new Date(log.nextAttemptAt), 'HH:mm:ss')}.` : '';
  return { counts, problem: `Last attempt failed: ${log.last.error ?? 'no reason given'}.${next}` };
}
