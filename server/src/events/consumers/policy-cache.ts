import type { PolicySet } from '../../modules/policies/policy-set.ts';
import type { Consumer } from '../domain-bus.ts';

/**
 * Evaluation caches the policy set and its exceptions; a saved change reaches it before the saver hears it is saved (the
 * event is emitted before the service returns), so the next prompt is judged by the new rules.
 */
export function policyCache(policySet: PolicySet): Consumer {
  return {
    name: 'policy cache',
    handles: {
      'policy.saved': () => policySet.invalidate(),
      'policy.deleted': () => policySet.invalidate(),
      'policy.exception.added': () => policySet.invalidate(),
      'policy.exception.removed': () => policySet.invalidate(),
    },
  };
}
