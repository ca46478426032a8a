import { useEffect } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import { applyAlertListEvents, loadAlerts, useAlertList } from '../../state/alert-list.ts';
import type { ScreenProps } from '../screens.ts';
import { AlertCards } from './AlertCards.tsx';
import { AlertDialog } from './AlertDialog.tsx';
import { AlertsTable } from './AlertsTable.tsx';
import { TriageFilters } from './TriageFilters.tsx';
import { useTriageKeys } from './use-triage-keys.ts';
import './alerts.css';

/** Security Alerts (/alerts): the status cards, the filtered and paged table, live, and the detail dialog. */
export default function AlertsScene({ title, subtitle }: ScreenProps) {
  const { summary, status } = useAlertList();

  useEffect(() => {
    void loadAlerts();
  }, []);
  useLiveTopic('alerts', applyAlertListEvents, loadAlerts);
  useTriageKeys();

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <AlertCards summary={summary} status={status} />
      <TriageFilters />
      <AlertsTable />
      <AlertDialog />
    </>
  );
}
