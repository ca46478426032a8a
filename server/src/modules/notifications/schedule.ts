// When digests go out (Settings › Notifications frequency). Times are UTC, so every node of a cluster
// agrees on the periods whatever its own time zone. Cron expressions are read by cron-parser, a parser
// kept up by many users, rather than one of our own: the format's corners (ranges, steps, names, the
// day-of-month/day-of-week rule) are where a hand-written parser goes wrong.
import { CronExpressionParser } from 'cron-parser';
import type { NotificationsSettings } from '@gsg/shared';

/** The fixed frequencies as cron expressions: on the hour, daily at 08:00, Mondays at 08:00. */
const SCHEDULES = { hourly: '0 * * * *', daily: '0 8 * * *', weekly: '0 8 * * 1' } as const;

const CRON_FIELDS = 5;
export const CUSTOM_SCHEDULE_HELP =
  'a cron expression of five fields (minute hour day-of-month month day-of-week, in UTC), such as "0 8 * * 1-5" for 08:00 on weekdays';

/** Why a custom schedule cannot be used, or null when it can. */
export function customScheduleProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== CRON_FIELDS) return `Custom Schedule must be ${CUSTOM_SCHEDULE_HELP}`;
  try {
    CronExpressionParser.parse(fields.join(' '), { tz: 'UTC' });
    return null;
  } catch (err) {
    return `Custom Schedule must be ${CUSTOM_SCHEDULE_HELP}: ${(err as Error).message}`;
  }
}

/** The cron expression digests follow, or null for realtime (each alert on its own). */
export function digestSchedule(settings: Pick<NotificationsSettings, 'notificationFrequency' | 'customSchedule'>): string | null {
  const frequency = settings.notificationFrequency;
  if (frequency === 'realtime') return null;
  // A custom schedule is checked when saved; one saved before it was checked, and unusable, reads as daily.
  if (frequency === 'custom') return customScheduleProblem(settings.customSchedule) === null ? settings.customSchedule.trim() : SCHEDULES.daily;
  return SCHEDULES[frequency];
}

/**
 * The end of the last digest period at `now`: what was held before it goes out now. Realtime has no
 * periods: anything held (before a switch to realtime) goes out at once.
 */
export function lastDigestTime(settings: Pick<NotificationsSettings, 'notificationFrequency' | 'customSchedule'>, now: Date): Date {
  const schedule = digestSchedule(settings);
  if (schedule === null) return now;
  return CronExpressionParser.parse(schedule, { currentDate: now, tz: 'UTC' }).prev().toDate();
}
