import type { Policy } from '@gsg/shared';
import type { PolicyRepository } from '../store/index.ts';
import { cachedRead, type CachedRead } from './cached-read.ts';

// Every evaluation needs the policies; reading them per prompt would put a query on the hot path.
// A write through this node refreshes at once; a write on another node is picked up within this time.
const REFRESH_MS = 5000;

/** The policies evaluation runs against (the engine itself skips disabled ones); invalidated when one changes. */
export type PolicySet = CachedRead<Policy[]>;

export function createPolicySet(repo: PolicyRepository, now: () => number = Date.now): PolicySet {
  return cachedRead(() => repo.list(), REFRESH_MS, now);
}
