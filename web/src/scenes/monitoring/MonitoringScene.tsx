import { useEffect } from 'react';
import { Button } from '@blueprintjs/core';
import { useLocation, useSearch } from 'wouter';
import type { LogStatus } from '@gsg/shared';
import '@blueprintjs/table/lib/css/table.css';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import {
  applyLogEvents,
  clearAllFilters,
  closeMonitoring,
  exportLogs,
  openMonitoring,
  resyncLogs,
  setStatusFilter,
  statusesFromSearch,
  useMonitoring,
} from '../../state/monitoring.ts';
import type { ScreenProps } from '../screens.ts';
import { FiltersPanel } from './FiltersPanel.tsx';
import { LogDetailsDialog } from './LogDetailsDialog.tsx';
import { LogTable } from './LogTable.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import './monitoring.css';

const PATH = '/monitoring';

/** Monitoring (/monitoring): the conversation logs, filtered, paged as the table scrolls, and live. */
export default function MonitoringScene({ title, subtitle }: ScreenProps) {
  const { summary, exporting } = useMonitoring();
  const search = useSearch();
  const [, navigate] = useLocation();
  const urlKey = statusesFromSearch(search).join(',');

  useEffect(() => {
    openMonitoring(statusesFromSearch(window.location.search));
    return closeMonitoring;
  }, []);
  // The URL is the status filter's home: a link such as the dashboard's cards (or the filter itself) sets it.
  useEffect(() => setStatusFilter(statusesFromSearch(`status=${urlKey}`)), [urlKey]);
  useLiveTopic('logs', applyLogEvents, resyncLogs);

  const showStatuses = (status: LogStatus[]) =>
    navigate(status.length > 0 ? `${PATH}?status=${status.join(',')}` : PATH, { replace: true });
  const clearAll = () => {
    clearAllFilters();
    showStatuses([]);
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<Button icon="export" text="Export CSV" loading={exporting} onClick={() => void exportLogs()} />}
      />
      <SummaryCards summary={summary} />
      <FiltersPanel onStatusChange={showStatuses} onClearAll={clearAll} />
      <LogTable />
      <LogDetailsDialog />
    </>
  );
}
