import { useEffect, useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { OPERATING_SYSTEMS, type Detection } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { ChecklistFilter } from '../../components/ChecklistFilter.tsx';
import { DateTimeRangeFilter } from '../../components/DateTimeRangeFilter.tsx';
import { FilterInput } from '../../components/FilterInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { StatCard, StatCards } from '../../components/StatCard.tsx';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import {
  applyDetectionEvents,
  exportDetections,
  loadDetections,
  refreshDetections,
  setDetectionFilters,
  setDetectionsPage,
  setDetectionsPageSize,
  useDetections,
} from '../../state/detections.ts';
import type { ScreenProps } from '../screens.ts';
import { DetectionDetailsDialog } from './DetectionDetailsDialog.tsx';
import { DetectionsTable } from './DetectionsTable.tsx';
import { AiToolsPanel } from './AiToolsPanel.tsx';
import { reloadAiToolsSoon } from '../../state/ai-tools.ts';
import './discover.css';

/** Shadow AI Discovery (/discover): unsanctioned AI tools seen on the network, live as agents report them. */
export default function DiscoverScene({ title, subtitle }: ScreenProps) {
  const { filters, page, pageSize, items, total, summary, loading } = useDetections();
  const [details, setDetails] = useState<Snapshot<Detection> | null>(null);
  const [busy, setBusy] = useState<'refresh' | 'export' | null>(null);

  useEffect(() => {
    void loadDetections();
  }, []);
  // A sighting moves its tool's counts too, and a blocked use shows there as it happens.
  useLiveTopic(
    'detections',
    (events) => {
      applyDetectionEvents(events);
      reloadAiToolsSoon();
    },
    () => Promise.all([loadDetections(), reloadAiToolsSoon()]),
  );

  const run = async (which: 'refresh' | 'export', action: () => Promise<void>) => {
    setBusy(which);
    await action();
    setBusy(null);
  };

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <StatCards>
        <StatCard title="Total Users" value={summary?.totalUsers ?? null} icon="people" caption="Distinct users" />
        <StatCard title="Total Hosts" value={summary?.totalHosts ?? null} icon="desktop" caption="Distinct hosts" />
        <StatCard title="Total AI Tools" value={summary?.totalTools ?? null} icon="predictive-analysis" caption="Distinct AI tools" />
      </StatCards>
      <Card className="discover-card">
        <div className="discover-toolbar">
          <FilterInput
            className="discover-toolbar__quick"
            value={filters.q}
            onChange={(q) => setDetectionFilters({ q })}
            placeholder="Quick search..."
            label="Quick Search"
          />
          <div className="discover-toolbar__actions">
            <Button icon="refresh" text="Refresh" loading={busy === 'refresh'} onClick={() => run('refresh', refreshDetections)} />
            <Button icon="export" text="Export" loading={busy === 'export'} onClick={() => run('export', exportDetections)} />
          </div>
        </div>
        <div className="discover-filters" role="group" aria-label="Header filters">
          <FilterInput
            className="discover-filters__text"
            value={filters.search}
            onChange={(search) => setDetectionFilters({ search })}
            placeholder="Filter user, hostname, IP or AI tool"
            icon="filter"
          />
          <ChecklistFilter name="OS" options={OPERATING_SYSTEMS} selected={filters.os} onChange={(os) => setDetectionFilters({ os })} />
          <DateTimeRangeFilter name="Detection Time" value={filters.time} onChange={(time) => setDetectionFilters({ time })} />
        </div>
        <DetectionsTable items={items} loading={loading} loaded={summary !== null} onView={setDetails} />
        <Pager page={page} pageSize={pageSize} total={total} onPageChange={setDetectionsPage} onPageSizeChange={setDetectionsPageSize}>
          Showing {items.length} of {total} results
        </Pager>
      </Card>
      {/* Below the sightings: its list loads on its own, and a panel growing above would move the table and its filters under the pointer. */}
      <AiToolsPanel />
      {details && <DetectionDetailsDialog detection={details} onClose={() => setDetails(null)} />}
    </>
  );
}
