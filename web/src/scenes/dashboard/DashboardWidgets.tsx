import type { ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { Card, H4 } from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import { DASHBOARD_CHARTS, type Dashboard, type DashboardChartId, type DashboardLayout, type Slice } from '@gsg/shared';
import { PieChart } from '../../components/charts/PieChart.tsx';
import { UPlotChart } from '../../components/charts/UPlotChart.tsx';
import { PolicyViolationList, UserViolationList } from './ViolationLists.tsx';

// Blueprint's palette, matching the server's slice colours for the same meanings.
const COLORS = { total: '#2D72D2', blocked: '#CD4246', flagged: '#C87619', detected: '#7961DB', time: '#238551', usage: '#2D72D2' };

const day = (iso: string) => format(parseISO(iso), 'MMM d');
const percent = (share: number) => `${Math.round(share * 100)}%`;
const nameAndPercent = (slice: Slice, share: number) => `${slice.name} ${percent(share)}`;
const hasSlices = (slices: readonly Slice[]) => slices.some((s) => s.value > 0);

/**
 * How the charts are drawn: on the dashboard at their own height in the console's type; on the wall,
 * each fills its card, lettered in `fontPx` (large enough to read across a room).
 */
export type ChartLook = { fill: false } | { fill: true; fontPx: number };
const DASHBOARD_LOOK: ChartLook = { fill: false };

/** A line or bar chart's size and lettering in a look. */
const sized = (look: ChartLook) => (look.fill ? { height: 'fill' as const, fontPx: look.fontPx } : {});
/** A pie's, likewise. */
const pieSized = (look: ChartLook) => (look.fill ? { fill: { fontPx: look.fontPx } } : {});

/** Each chart's content from the dashboard data, or false when it has no data to show (then it is left out). */
const CONTENT: Record<DashboardChartId, (data: Snapshot<Dashboard>, title: string, look: ChartLook) => ReactNode | null> = {
  'query-traffic': ({ queryTraffic: points }, title, look) =>
    points.length > 0 && (
      <UPlotChart
        kind="line"
        ariaLabel={title}
        {...sized(look)}
        labels={points.map((p) => day(p.date))}
        series={[
          { label: 'Total Queries', color: COLORS.total, values: points.map((p) => p.queries) },
          { label: 'Blocked', color: COLORS.blocked, values: points.map((p) => p.blocked) },
          { label: 'Flagged', color: COLORS.flagged, values: points.map((p) => p.flagged) },
        ]}
      />
    ),
  'violation-types': ({ violationTypes }, title, look) =>
    hasSlices(violationTypes) && <PieChart ariaLabel={title} slices={violationTypes} label={nameAndPercent} {...pieSized(look)} />,
  'top-policy-violations': ({ kpis }) =>
    kpis.topPolicyViolations.length > 0 && <PolicyViolationList rows={kpis.topPolicyViolations} />,
  'user-violations': ({ kpis }) => kpis.topViolators.length > 0 && <UserViolationList rows={kpis.topViolators} />,
  'shadow-ai-trend': ({ shadowAiTrend: points }, title, look) =>
    points.length > 0 && (
      <UPlotChart
        kind="line"
        ariaLabel={title}
        {...sized(look)}
        labels={points.map((p) => day(p.date))}
        series={[{ label: 'Detected Tools', color: COLORS.detected, values: points.map((p) => p.detected) }]}
      />
    ),
  'blocked-vs-allowed': ({ blockedVsAllowed }, title, look) =>
    hasSlices(blockedVsAllowed) && <PieChart ariaLabel={title} slices={blockedVsAllowed} label={nameAndPercent} {...pieSized(look)} />,
  'top-ai-tools': ({ topAiTools: tools }, title, look) =>
    tools.length > 0 && (
      <UPlotChart
        kind="bar"
        ariaLabel={title}
        {...sized(look)}
        labels={tools.map((t) => t.tool)}
        series={[{ label: 'Usage', color: COLORS.usage, values: tools.map((t) => t.usage) }]}
      />
    ),
  // The server sends coverage already as percentages of the hosts known, so the value is the label.
  'endpoint-coverage': ({ endpointCoverage }, title, look) =>
    hasSlices(endpointCoverage) && (
      <PieChart ariaLabel={title} slices={endpointCoverage} label={(slice) => `${slice.name} ${slice.value}%`} {...pieSized(look)} />
    ),
  'alert-response-time': ({ alertResponseTime: points }, title, look) =>
    points.length > 0 && (
      <UPlotChart
        kind="line"
        ariaLabel={title}
        {...sized(look)}
        labels={points.map((p) => day(p.date))}
        series={[{ label: 'Avg Response Time', color: COLORS.time, values: points.map((p) => p.avgTime) }]}
      />
    ),
  'peak-usage-hours': ({ peakUsageHours: hours }, title, look) =>
    hours.length > 0 && (
      <UPlotChart
        kind="bar"
        ariaLabel={title}
        {...sized(look)}
        labels={hours.map((h) => `${String(h.hour).padStart(2, '0')}:00`)}
        series={[{ label: 'Usage', color: COLORS.usage, values: hours.map((h) => h.usage) }]}
      />
    ),
};

const CHART_TEXT = new Map(DASHBOARD_CHARTS.map((c) => [c.id, c]));

/** The enabled charts in the saved order, two per row, leaving out those without data. */
export function DashboardWidgets({
  data,
  layout,
  look = DASHBOARD_LOOK,
}: {
  data: Snapshot<Dashboard>;
  layout: Snapshot<DashboardLayout>;
  look?: ChartLook;
}) {
  const widgets = layout.flatMap(({ id, enabled }) => {
    const text = CHART_TEXT.get(id)!;
    const content = enabled && CONTENT[id](data, text.name, look);
    return content ? [{ id, text, content }] : [];
  });
  return (
    <div className="widget-grid">
      {widgets.map(({ id, text, content }) => (
        <Card key={id} className="widget" data-chart-id={id} role="region" aria-labelledby={`widget-${id}`}>
          <H4 id={`widget-${id}`} className="widget__title">
            {text.name}
          </H4>
          <p className="widget__subtitle">{text.description}</p>
          {content}
        </Card>
      ))}
    </div>
  );
}
