import type { Policy } from '@gsg/shared';
import type { PolicyRepository } from '../store/index.ts';

// Every evaluation needs the policies; reading them per prompt would put a query on the hot path.
// A write through this node refreshes at once; a write on another node is picked up within this time.
const REFRESH_MS = 5000;

export interface PolicySet {
  /** The policies evaluation runs against (the engine itself skips disabled ones). */
  current(): Promise<Policy[]>;
  /** Forget the cached set after a policy was created, changed or deleted. */
  invalidate(): void;
}

export function createPolicySet(repo: PolicyRepository, now: () => number = Date.now): PolicySet {
  let cached: { policies: Promise<Policy[]>; at: number } | null = null;
  return {
    current() {
      if (!cached || now() - cached.at > REFRESH_MS) {
        const policies = repo.list();
        cached = { policies, at: now() };
        // A failed read must not be cached: the next evaluation tries again.
        policies.catch(() => {
          cached = null;
        });
      }
      return cached.policies;
    },
    invalidate() {
      cached = null;
    },
  };
}
