import type { Policy, PolicyExceptionKind } from '@gsg/shared';
import type { ExceptionIndex, PolicyExceptionHashes } from '../../guardrails/index.ts';
import type { PolicyExceptionRecord, PolicyExceptionRepository, PolicyRepository } from '../../store/index.ts';
import { cachedRead, type CachedRead } from '../../services/cached-read.ts';
import { exceptionHashOf, type ExceptionHash } from './exception-service.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

// Every evaluation needs the policies; reading them per prompt would put a query on the hot path.
// A write through this node refreshes at once; a write on another node is picked up within this time.
const REFRESH_MS = 5000;

/** What evaluation runs against: the policies (the engine itself skips disabled ones) and their exceptions. */
export interface Guardrails {
  policies: Policy[];
  exceptions: ExceptionIndex;
}

/** Invalidated when a policy or an exception changes (events/consumers/policy-cache.ts). */
export type PolicySet = CachedRead<Guardrails>;

const SET_OF: Record<PolicyExceptionKind, keyof PolicyExceptionHashes> = { value: 'values', term: 'terms', person: 'people' };

export function exceptionIndexOf(records: readonly Pick<PolicyExceptionRecord, 'policyId' | 'kind' | 'matchHash'>[], hash: ExceptionHash): ExceptionIndex {
  const byPolicy = new Map<string, { values: Set<string>; terms: Set<string>; people: Set<string> }>();
  for (const r of records) {
    let own = byPolicy.get(r.policyId);
    if (!own) byPolicy.set(r.policyId, (own = { values: new Set(), terms: new Set(), people: new Set() }));
    own[SET_OF[r.kind]].add(r.matchHash);
  }
  return { byPolicy, hash };
}

export function createPolicySet(
  repos: { policies: Pick<PolicyRepository, 'list'>; exceptions: Pick<PolicyExceptionRepository, 'listAll'> },
  hash: ExceptionHash,
  now: () => number = Date.now,
): PolicySet {
  return cachedRead(
    async () => {
      const [policies, exceptions] = await Promise.all([repos.policies.list(), repos.exceptions.listAll()]);
      return { policies, exceptions: exceptionIndexOf(exceptions, hash) };
    },
    REFRESH_MS,
    now,
  );
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The policies in force and their exceptions, as every evaluation reads them. */
    policySet: PolicySet;
  }
}

export const policySetServicePlugin = servicePlugin('policySet', [], (app) =>
  createPolicySet({ policies: app.store.policies, exceptions: app.store.policyExceptions }, exceptionHashOf(app.secretBox)),
);
