import { useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { DashboardLayout } from '@gsg/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import { applyKpiDeltas, loadDashboard, readSavedLayout, refreshDashboard, stopDashboardRefresh, useDashboard } from '../../state/dashboard.ts';
import type { ScreenProps } from '../screens.ts';
import { CustomizeDialog } from './CustomizeDialog.tsx';
import { DashboardWidgets } from './DashboardWidgets.tsx';
import { KpiCards, KpiSkeletons } from './KpiCards.tsx';
import './dashboard.css';

/** The dashboard (/): KPI cards over the customizable grid of charts, all from GET /dashboard, kept live. */
export default function DashboardScene({ title, subtitle }: ScreenProps) {
  const { loading, data, layout } = useDashboard();
  // The layout the dialog starts from, read afresh from storage each time it opens (spec); null while closed.
  const [editing, setEditing] = useState<DashboardLayout | null>(null);

  useEffect(() => {
    void loadDashboard();
    return stopDashboardRefresh;
  }, []);
  useLiveTopic('kpi', applyKpiDeltas, refreshDashboard);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<Button icon="settings" text="Customize Dashboard" onClick={() => setEditing(readSavedLayout())} />}
      />
      {loading ? (
        <KpiSkeletons />
      ) : (
        <>
          <KpiCards kpis={data?.kpis ?? null} />
          {data && <DashboardWidgets data={data} layout={layout} />}
        </>
      )}
      {editing && <CustomizeDialog initial={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
