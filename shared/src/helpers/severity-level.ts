export type SeverityLevel = 'safe' | 'low' | 'medium' | 'high';

/** Maps an issue count to a level (spec section 9): 0 safe, 1-2 low, 3-4 medium, 5 or more high. */
export function severityLevel(count: number): SeverityLevel {
  if (count <= 0) return 'safe';
  if (count <= 2) return 'low';
  if (count <= 4) return 'medium';
  return 'high';
}
