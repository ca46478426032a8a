/**
 * The rollups' time bucket, one for both adapters and every reader: an hour, numbered as epoch
 * milliseconds / 3,600,000, floored. Change it here and every counter, range and prune follows.
 */
export const HOUR_MS = 3_600_000;

/** The hour a moment falls in. */
export const hourOf = (ms: number): number => Math.floor(ms / HOUR_MS);

/** The hours overlapping [from, to): first hour inclusive, end hour exclusive. */
export function hourSpan(from: Date, to: Date): { fromHour: number; toHour: number } {
  return { fromHour: hourOf(from.getTime()), toHour: Math.ceil(to.getTime() / HOUR_MS) };
}
