// When things happen: office rhythms over a time window. Weekday office hours peak, nights and weekends
// are quiet. Hours are UTC, the clock the dashboard's hourly rollups count in.
import type { Random } from './random.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Relative activity per UTC hour of a weekday: a morning peak, a lunch dip, an afternoon peak. */
const WEEKDAY_HOURS = [
  0.08, 0.05, 0.04, 0.04, 0.05, 0.1, 0.25, 0.6, 1.4, 2.6, 3.2, 3.0, 1.9, 2.5, 3.1, 2.9, 2.3, 1.5, 0.8, 0.55, 0.45, 0.35, 0.22, 0.12,
];
const WEEKEND_FACTOR = 0.15;

function hourWeight(hourStart: number): number {
  const date = new Date(hourStart);
  const weekday = date.getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  return WEEKDAY_HOURS[date.getUTCHours()]! * (weekend ? WEEKEND_FACTOR : 1);
}

/**
 * `total` instants in [from, to), oldest first, distributed by office rhythm with a little day-to-day
 * variation. Counts per hour are fixed up front (largest remainder, so they add up exactly) and the
 * instants are drawn one hour at a time, so memory stays bounded by one hour's worth.
 */
export function* instantsBetween(random: Random, from: Date, to: Date, total: number): Generator<number> {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start || total <= 0) return;

  const slots: Array<{ start: number; end: number; weight: number }> = [];
  const dayFactor = new Map<number, number>();
  for (let hour = Math.floor(start / HOUR_MS) * HOUR_MS; hour < end; hour += HOUR_MS) {
    const s = Math.max(hour, start);
    const e = Math.min(hour + HOUR_MS, end);
    const day = Math.floor(hour / DAY_MS);
    if (!dayFactor.has(day)) dayFactor.set(day, 0.8 + 0.4 * random.next());
    slots.push({ start: s, end: e, weight: hourWeight(hour) * dayFactor.get(day)! * ((e - s) / HOUR_MS) });
  }

  const weightSum = slots.reduce((sum, slot) => sum + slot.weight, 0);
  const shares = slots.map((slot) => (slot.weight / weightSum) * total);
  const counts = shares.map(Math.floor);
  let missing = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = shares.map((share, i) => [share - counts[i]!, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (missing === 0) break;
    counts[i]! += 1;
    missing -= 1;
  }

  for (let i = 0; i < slots.length; i++) {
    const { start: s, end: e } = slots[i]!;
    const instants = Array.from({ length: counts[i]! }, () => s + Math.floor(random.next() * (e - s)));
    instants.sort((a, b) => a - b);
    yield* instants;
  }
}
