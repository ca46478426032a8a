import { z } from 'zod';
import { DASHBOARD_CHART_IDS } from '../constants.ts';

export const sliceSchema = z.object({ name: z.string(), value: z.number(), color: z.string() });
export type Slice = z.infer<typeof sliceSchema>;

export const dashboardKpisSchema = z.object({
  totalQueries: z.number().int(),
  blockedQueries: z.number().int(),
  flaggedQueries: z.number().int(),
  /** The sum of the counts in topPolicyViolations. */
  policyViolations: z.number().int(),
  topPolicyViolations: z.array(z.object({ policy: z.string(), count: z.number().int() })),
  topViolators: z.array(z.object({ user: z.string(), violations: z.number().int() })),
});
export type DashboardKpis = z.infer<typeof dashboardKpisSchema>;

export const trafficPointSchema = z.object({
  date: z.iso.date(),
  queries: z.number().int(),
  blocked: z.number().int(),
  flagged: z.number().int(),
});
export const shadowTrendPointSchema = z.object({ date: z.iso.date(), detected: z.number().int() });
export const toolUsageSchema = z.object({ tool: z.string(), usage: z.number().int() });
export const responseTimePointSchema = z.object({ date: z.iso.date(), avgTime: z.number() });
export const peakHourSchema = z.object({ hour: z.number().int().min(0).max(23), usage: z.number().int() });

export const dashboardSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  kpis: dashboardKpisSchema,
  queryTraffic: z.array(trafficPointSchema),
  violationTypes: z.array(sliceSchema),
  shadowAiTrend: z.array(shadowTrendPointSchema),
  blockedVsAllowed: z.array(sliceSchema),
  topAiTools: z.array(toolUsageSchema),
  endpointCoverage: z.array(sliceSchema),
  alertResponseTime: z.array(responseTimePointSchema),
  peakUsageHours: z.array(peakHourSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardChartOptionSchema = z.object({
  id: z.enum(DASHBOARD_CHART_IDS),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type DashboardChartOption = z.infer<typeof dashboardChartOptionSchema>;
/** The saved layout: an ordered list of chart ids with their enabled flags. */
export const dashboardLayoutSchema = z.array(z.object({ id: z.enum(DASHBOARD_CHART_IDS), enabled: z.boolean() }));
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;
