import { Classes, type IconName } from '@blueprintjs/core';
import type { Snapshot } from 'valtio';
import type { DashboardKpis } from '@gsg/shared';
import { StatCard } from '../../components/StatCard.tsx';

interface Kpi {
  title: string;
  caption: string;
  href: string;
  icon: IconName;
  value: (kpis: Snapshot<DashboardKpis>) => number;
}

/** The spec's four cards, each opening Monitoring filtered to what it counts. */
const KPIS: readonly Kpi[] = [
  { title: 'Total Queries', caption: 'Last 30 days', href: '/monitoring', icon: 'chat', value: (k) => k.totalQueries },
  { title: 'Blocked Queries', caption: 'Security blocked', href: '/monitoring?status=blocked', icon: 'ban-circle', value: (k) => k.blockedQueries },
  { title: 'Flagged Queries', caption: 'Requires review', href: '/monitoring?status=flagged', icon: 'flag', value: (k) => k.flaggedQueries },
  {
    title: 'Policy Violations',
    caption: 'Total violations',
    href: '/monitoring?status=blocked,flagged',
    icon: 'warning-sign',
    value: (k) => k.policyViolations,
  },
];

const SKELETON_CARDS = KPIS.length;

/** The pulsing placeholders while the dashboard loads. */
export function KpiSkeletons() {
  return (
    <div className="kpi-grid" aria-busy="true" aria-label="Loading dashboard">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className={`${Classes.CARD} kpi-card ${Classes.SKELETON}`} data-testid="kpi-skeleton" />
      ))}
    </div>
  );
}

/** The KPI cards; `kpis` is null after a failed load, when every card reads zero. */
export function KpiCards({ kpis }: { kpis: Snapshot<DashboardKpis> | null }) {
  return (
    <div className="kpi-grid">
      {KPIS.map((kpi) => (
        <StatCard
          key={kpi.title}
          title={kpi.title}
          caption={kpi.caption}
          icon={kpi.icon}
          value={kpis ? kpi.value(kpis) : 0}
          href={kpi.href}
          className="kpi-card"
          valueTestId="kpi-value"
        />
      ))}
    </div>
  );
}
