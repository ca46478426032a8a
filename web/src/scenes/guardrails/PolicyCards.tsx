import type { Snapshot } from 'valtio';
import type { Policy } from '@gsg/shared';
import { StatCard, StatCards } from '../../components/StatCard.tsx';
import { togglePolicyFilter, type PolicyFilters } from '../../state/policies.ts';

const filterCaption = (active: boolean, what: string) => (active ? `Showing ${what} only` : 'Click to show only these');

/** Total Policies, and the two cards that toggle a quick filter: High Severity and Enabled. */
export function PolicyCards({ items, filters }: { items: Snapshot<Policy[]>; filters: Snapshot<PolicyFilters> }) {
  const highOn = filters.severity === 'high';
  const enabledOn = filters.status === 'enabled';
  return (
    <StatCards>
      <StatCard title="Total Policies" caption="Guardrail policies defined" icon="shield" value={items.length} />
      <StatCard
        title="High Severity"
        caption={filterCaption(highOn, 'high severity')}
        icon="warning-sign"
        value={items.filter((p) => p.severity === 'high').length}
        active={highOn}
        onToggle={() => togglePolicyFilter('severity', 'high')}
      />
      <StatCard
        title="Enabled"
        caption={filterCaption(enabledOn, 'enabled')}
        icon="tick-circle"
        value={items.filter((p) => p.isEnabled).length}
        active={enabledOn}
        onToggle={() => togglePolicyFilter('status', 'enabled')}
      />
    </StatCards>
  );
}
