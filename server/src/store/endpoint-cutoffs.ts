import { ACTIVE_WINDOW_HOURS, OFFLINE_AFTER_DAYS } from '@gsg/shared';

/**
 * The card thresholds at `now`, in epoch milliseconds: an endpoint seen since `activeSince` is Active,
 * one not seen since `offlineBefore` is Offline.
 */
export function statusCutoffs(now: Date): { activeSince: number; offlineBefore: number } {
  return {
    activeSince: now.getTime() - ACTIVE_WINDOW_HOURS * 3_600_000,
    offlineBefore: now.getTime() - OFFLINE_AFTER_DAYS * 86_400_000,
  };
}
