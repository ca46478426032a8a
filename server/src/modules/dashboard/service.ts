import { KPI_WINDOW_DAYS, TRAFFIC_DAYS, type Dashboard, type LogStatus, type Slice } from '@gsg/shared';
import { splitPolicyRollupKey, type Store } from '../../store/types.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

const DAY_MS = 86_400_000;
const TOP_POLICIES = 5;
const TOP_VIOLATORS = 5;
const TOP_TOOLS = 8;
// Resolution times are read over the same week as the traffic chart beside them.
const RESPONSE_TIME_DAYS = TRAFFIC_DAYS;

// A fixed colour per category, so a slice keeps its colour whatever else is in the chart.
const RULE_TYPE_COLORS = new Map<string, string>([
  ['Sensitive Topics', '#D1980B'],
  ['PII', '#CD4246'],
  ['IP', '#7961DB'],
  ['PCI', '#2D72D2'],
  ['PHI', '#238551'],
]);
const OTHER_COLOR = '#8F99A8';
const STATUS_SLICES: ReadonlyArray<{ status: LogStatus; name: string; color: string }> = [
  { status: 'allowed', name: 'Allowed', color: '#238551' },
  { status: 'blocked', name: 'Blocked', color: '#CD4246' },
  { status: 'flagged', name: 'Flagged', color: '#C87619' },
];
const WITH_CLIENT_COLOR = '#2D72D2';

export interface DashboardService {
  /** Every KPI and chart dataset of the dashboard, from the rollups and the stored records. */
  load(now?: Date): Promise<Dashboard>;
}

const isoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `count` consecutive UTC days ending with `lastDay`, each filled from `valueOf` (zero when absent). */
function days<T>(lastDay: number, count: number, valueOf: (day: number) => T): Array<{ date: string } & T> {
  return Array.from({ length: count }, (_, i) => {
    const day = lastDay - count + 1 + i;
    return { date: isoDate(day), ...valueOf(day) };
  });
}

/** The share of hosts with a client and without, in percent with one decimal, adding up to 100. */
function coverageShares({ withClient, withoutClient }: { withClient: number; withoutClient: number }): [number, number] {
  const hosts = withClient + withoutClient;
  if (hosts === 0) return [0, 0];
  const share = Math.round((withClient / hosts) * 1000) / 10;
  return [share, Math.round((100 - share) * 10) / 10];
}

export function createDashboardService(store: Pick<Store, 'rollups' | 'dashboard' | 'policies'>): DashboardService {
  /** The top policies by violations, grouped by id (a renamed policy is one row) under its current name. */
  async function topPolicies(totals: Array<{ key: string; count: number }>): Promise<Dashboard['kpis']['topPolicyViolations']> {
    const byId = new Map<string, { id: string; name: string; count: number }>();
    // Totals come largest first, so a policy keeps the name it was triggered under most.
    for (const { key, count } of totals) {
      const { id, name } = splitPolicyRollupKey(key);
      const entry = byId.get(id);
      if (entry) entry.count += count;
      else byId.set(id, { id, name, count });
    }
    const top = [...byId.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, TOP_POLICIES);
    const current = await Promise.all(top.map((p) => store.policies.get(p.id)));
    return top.map((p, i) => ({ policy: current[i]?.name ?? p.name, count: p.count }));
  }

  return {
    async load(now = new Date()) {
      const today = Math.floor(now.getTime() / DAY_MS);
      const endOfToday = new Date((today + 1) * DAY_MS);
      const kpiFrom = new Date(now.getTime() - KPI_WINDOW_DAYS * DAY_MS);
      const firstDay = (count: number) => new Date((today - count + 1) * DAY_MS);

      const [statusHours, trafficHours, policyTotals, violators, ruleTypes, tools, detections, coverage, resolutions] =
        await Promise.all([
          store.rollups.sum('status', kpiFrom, now),
          store.rollups.sum('status', firstDay(TRAFFIC_DAYS), endOfToday),
          store.rollups.totals('policy', kpiFrom, now),
          store.rollups.totals('userViolations', kpiFrom, now, TOP_VIOLATORS),
          store.rollups.totals('ruleType', kpiFrom, now),
          store.rollups.totals('tool', kpiFrom, now, TOP_TOOLS),
          store.dashboard.detectionsPerDay(firstDay(KPI_WINDOW_DAYS), endOfToday),
          store.dashboard.endpointCoverage(),
          store.dashboard.alertResolutionsPerDay(firstDay(RESPONSE_TIME_DAYS), endOfToday),
        ]);

      const byStatus: Record<LogStatus, number> = { allowed: 0, blocked: 0, flagged: 0 };
      const byHourOfDay = new Array<number>(24).fill(0);
      for (const { key, hour, count } of statusHours) {
        byStatus[key as LogStatus] += count;
        byHourOfDay[hour % 24]! += count;
      }

      const traffic = new Map<number, { queries: number; blocked: number; flagged: number }>();
      for (const { key, hour, count } of trafficHours) {
        const day = Math.floor(hour / 24);
        const point = traffic.get(day) ?? { queries: 0, blocked: 0, flagged: 0 };
        point.queries += count;
        if (key === 'blocked' || key === 'flagged') point[key] += count;
        traffic.set(day, point);
      }

      const detected = new Map(detections.map((d) => [d.day, d.count]));
      const topPolicyViolations = await topPolicies(policyTotals);
      const [withClient, withoutClient] = coverageShares(coverage);

      return {
        generatedAt: now.toISOString(),
        kpis: {
          totalQueries: byStatus.allowed + byStatus.blocked + byStatus.flagged,
          blockedQueries: byStatus.blocked,
          flaggedQueries: byStatus.flagged,
          policyViolations: topPolicyViolations.reduce((sum, p) => sum + p.count, 0),
          topPolicyViolations,
          topViolators: violators.map(({ key, count }) => ({ user: key, violations: count })),
        },
        queryTraffic: days(today, TRAFFIC_DAYS, (day) => traffic.get(day) ?? { queries: 0, blocked: 0, flagged: 0 }),
        violationTypes: ruleTypes.map(
          ({ key, count }): Slice => ({ name: key, value: count, color: RULE_TYPE_COLORS.get(key) ?? OTHER_COLOR }),
        ),
        shadowAiTrend: days(today, KPI_WINDOW_DAYS, (day) => ({ detected: detected.get(day) ?? 0 })),
        blockedVsAllowed: STATUS_SLICES.map(({ status, name, color }) => ({ name, value: byStatus[status], color })),
        topAiTools: tools.map(({ key, count }) => ({ tool: key, usage: count })),
        // The chart labels these values as percentages of the hosts known.
        endpointCoverage: [
          { name: 'With Client', value: withClient, color: WITH_CLIENT_COLOR },
          { name: 'Without Client', value: withoutClient, color: OTHER_COLOR },
        ],
        // Only days on which alerts were resolved: a day without any has no average to show.
        alertResponseTime: resolutions.map((r) => ({ date: isoDate(r.day), avgTime: Math.round(r.avgMs / 6_000) / 10 })),
        peakUsageHours: byHourOfDay.map((usage, hour) => ({ hour, usage })),
      };
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The dashboard's figures. */
    dashboard: DashboardService;
  }
}

export const dashboardServicePlugin = servicePlugin('dashboard', [], (app) => createDashboardService(app.store));
