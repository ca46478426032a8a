import type { AlertDisposition, PolicyPrecision } from '@gsg/shared';

/** One group of the dispositions query: alerts naming the same policies (ids joined by ',') with one disposition. */
export interface DispositionGroup {
  policyIds: string;
  disposition: AlertDisposition;
  n: number;
}

const FIELD: Record<AlertDisposition, 'truePositives' | 'falsePositives' | 'benign'> = {
  true_positive: 'truePositives',
  false_positive: 'falsePositives',
  benign: 'benign',
};

/**
 * Spreads the groups over the policies they name: an alert naming two policies is judged for both. Both
 * adapters group in the database by the alert's policy list and disposition, so this sees one row per
 * distinct combination, never one per alert.
 */
export function tallyByPolicy(groups: Iterable<DispositionGroup>): PolicyPrecision[] {
  const byPolicy = new Map<string, PolicyPrecision>();
  for (const { policyIds, disposition, n } of groups) {
    const field = FIELD[disposition];
    if (!field) continue;
    for (const id of new Set(policyIds.split(',').map((s) => s.trim()))) {
      if (id === '') continue;
      let entry = byPolicy.get(id);
      if (!entry) byPolicy.set(id, (entry = { policyId: id, truePositives: 0, falsePositives: 0, benign: 0 }));
      entry[field] += n;
    }
  }
  return [...byPolicy.values()].sort((a, b) => (a.policyId < b.policyId ? -1 : a.policyId > b.policyId ? 1 : 0));
}
