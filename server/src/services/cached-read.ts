/** A value read from the store and kept for a while: hot paths read it without a query. */
export interface CachedRead<T> {
  current(): Promise<T>;
  /** Forget it, so the next caller reads it afresh (after a change through this node). */
  invalidate(): void;
}

/**
 * Reads `read` at most once per `maxAgeMs`, callers in the meantime sharing the pending or kept result.
 * A change on another node is therefore picked up within `maxAgeMs`; a failed read is not kept.
 */
export function cachedRead<T>(read: () => Promise<T>, maxAgeMs: number, now: () => number = Date.now): CachedRead<T> {
  let cached: { value: Promise<T>; at: number } | null = null;
  return {
    current() {
      if (!cached || now() - cached.at > maxAgeMs) {
        const value = read();
        const entry = { value, at: now() };
        cached = entry;
        value.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = null;
    },
  };
}
