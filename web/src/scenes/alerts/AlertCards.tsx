import { ALERT_STATUSES, type AlertStatus, type AlertSummary } from '@gsg/shared';
import type { IconName } from '@blueprintjs/core';
import type { Snapshot } from 'valtio';
import { StatCard, StatCards } from '../../components/StatCard.tsx';
import { toggleStatusFilter } from '../../state/alert-list.ts';
import { STATUS_LABELS } from './alert-format.ts';

const STATUS_ICONS: Record<AlertStatus, IconName> = { open: 'issue', investigating: 'search', resolved: 'tick-circle' };

/** Total Alerts, then one card per status that toggles the table's status filter. */
export function AlertCards({ summary, status }: { summary: Snapshot<AlertSummary> | null; status: AlertStatus | null }) {
  return (
    <StatCards>
      <StatCard title="Total Alerts" icon="notifications" value={summary?.total ?? null} />
      {ALERT_STATUSES.map((s) => (
        <StatCard
          key={s}
          title={STATUS_LABELS[s]}
          icon={STATUS_ICONS[s]}
          value={summary?.[s] ?? null}
          active={status === s}
          onToggle={() => toggleStatusFilter(s)}
        />
      ))}
    </StatCards>
  );
}
