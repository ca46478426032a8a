/** A column's width: what it wants, and the least it can do with. */
export interface ColumnSize {
  ideal: number;
  min: number;
  /** Takes a share of room beyond every column's ideal (the long texts: the prompt and the answer). */
  grows?: boolean;
}

/**
 * Widths that fit `available` pixels, so the last columns (Status, Policy Triggered, the details action)
 * are on screen without scrolling sideways: with room to spare, the growing columns share it; short of
 * room, every column gives up the same fraction of what it has above its minimum; below the sum of the
 * minimums, the minimums (and the table scrolls). Whole pixels, never more than available when it fits.
 */
export function fitColumns(columns: readonly ColumnSize[], available: number): number[] {
  const ideal = columns.reduce((sum, c) => sum + c.ideal, 0);
  const least = columns.reduce((sum, c) => sum + c.min, 0);
  if (available >= ideal) {
    const growing = columns.filter((c) => c.grows).length;
    const extra = growing > 0 ? Math.floor((available - ideal) / growing) : 0;
    return columns.map((c) => c.ideal + (c.grows ? extra : 0));
  }
  if (available <= least) return columns.map((c) => c.min);
  const kept = (available - least) / (ideal - least);
  return columns.map((c) => Math.floor(c.min + (c.ideal - c.min) * kept));
}
