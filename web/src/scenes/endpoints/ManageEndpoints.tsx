import { useEffect, useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import type { Endpoint } from '@gsg/shared';
import { Pager } from '../../components/Pager.tsx';
import { StatCard, StatCards } from '../../components/StatCard.tsx';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import {
  applyEndpointEvents,
  exportEndpoints,
  loadEndpoints,
  removeEndpoint,
  removeSelectedEndpoints,
  setEndpointsPage,
  setEndpointsPageSize,
  toggleQuickFilter,
  updateSelectedEndpoints,
  useEndpoints,
} from '../../state/endpoints.ts';
import { BulkBar } from './BulkBar.tsx';
import { EndpointDetailsPanel } from './EndpointDetailsPanel.tsx';
import { EndpointFilterBar } from './EndpointFilterBar.tsx';
import { EndpointsTable } from './EndpointsTable.tsx';
import { RemoveConfirmation, type RemovalTarget } from './RemoveConfirmation.tsx';

/** The Manage Endpoints tab: cards that toggle quick filters, the filters, the table and its pager. */
export function ManageEndpoints({ onDownload }: { onDownload(): void }) {
  const { summary, filters, page, pageSize, total, selected } = useEndpoints();
  const [removing, setRemoving] = useState<RemovalTarget | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    void loadEndpoints();
  }, []);
  useLiveTopic('endpoints', applyEndpointEvents, loadEndpoints);

  const exportCsv = async () => {
    setExporting(true);
    await exportEndpoints();
    setExporting(false);
  };
  const confirmRemoval = async (target: RemovalTarget) => {
    setRemoving(null);
    if (target.kind === 'one') await removeEndpoint(target.endpoint);
    else await removeSelectedEndpoints();
  };
  const askRemoveOne = (endpoint: Pick<Endpoint, 'id' | 'hostname'>) => setRemoving({ kind: 'one', endpoint });

  return (
    <div className="manage-endpoints">
      <StatCards>
        <StatCard title="Total Endpoints" value={summary?.total ?? null} icon="desktop" caption="Registered devices" />
        <StatCard
          title="Active Now"
          value={summary?.activeNow ?? null}
          icon="pulse"
          caption="Last 24 hours"
          active={filters.quick === 'active'}
          onToggle={() => toggleQuickFilter('active')}
        />
        <StatCard
          title="Needs Update"
          value={summary?.needsUpdate ?? null}
          icon="outdated"
          caption="Outdated clients"
          active={filters.quick === 'needs-update'}
          onToggle={() => toggleQuickFilter('needs-update')}
        />
        <StatCard
          title="Offline"
          value={summary?.offline ?? null}
          icon="disable"
          caption="Not seen 7+ days"
          active={filters.quick === 'offline'}
          onToggle={() => toggleQuickFilter('offline')}
        />
      </StatCards>
      <Card className="endpoints-card">
        <EndpointFilterBar
          actions={<Button icon="export" text="Export CSV" loading={exporting} onClick={exportCsv} />}
        />
        {selected.length > 0 && (
          <BulkBar count={selected.length} onUpdate={updateSelectedEndpoints} onRemove={() => setRemoving({ kind: 'selected', count: selected.length })} />
        )}
        <EndpointsTable onRemove={askRemoveOne} onDownload={onDownload} />
        <Pager page={page} pageSize={pageSize} total={total} onPageChange={setEndpointsPage} onPageSizeChange={setEndpointsPageSize}>
          {total === 1 ? '1 endpoint' : `${total} endpoints`}
        </Pager>
      </Card>
      <EndpointDetailsPanel onRemove={askRemoveOne} />
      <RemoveConfirmation target={removing} onConfirm={confirmRemoval} onCancel={() => setRemoving(null)} />
    </div>
  );
}
