import { Drawer, DrawerSize } from '@blueprintjs/core';
import { isCurrentClient, relativeTime, type Endpoint } from '@gsg/shared';
import { DetailsList } from '../../components/DetailsList.tsx';
import { formatDateTime } from '../../components/date-time.ts';
import { useNow } from '../../hooks/use-now.ts';
import { showEndpointDetails, updateEndpointClient, useEndpoints } from '../../state/endpoints.ts';
import { ClientVersion, StatusTag } from './EndpointCells.tsx';
import { GatedButton } from '../../components/GatedButton.tsx';

const CLOCK_MS = 30_000;

/** View Details: one endpoint in a side panel, live like its row. */
export function EndpointDetailsPanel({ onRemove }: { onRemove(endpoint: Pick<Endpoint, 'id' | 'hostname'>): void }) {
  const { items, detailsId, currentVersions } = useEndpoints();
  const now = useNow(CLOCK_MS);
  const endpoint = items.find((e) => e.id === detailsId);
  const close = () => showEndpointDetails(null);
  return (
    <Drawer
      isOpen={endpoint !== undefined}
      onClose={close}
      title={endpoint?.hostname}
      icon="desktop"
      size={DrawerSize.SMALL}
      className="endpoint-details"
    >
      {endpoint && (
        <>
          <div className="endpoint-details__body">
            <DetailsList
              fields={[
                ['Hostname', endpoint.hostname],
                ['IP Address', endpoint.ipAddress],
                ['OS', endpoint.os],
                ['User', endpoint.user],
                ['Status', <StatusTag status={endpoint.status} />],
                ['Client Version', <ClientVersion endpoint={endpoint} />],
                ...(endpoint.updateError ? [['Last Update', `Not installed: ${endpoint.updateError}`] as [string, string]] : []),
                ['Last Seen', `${relativeTime(endpoint.lastSeen, now)} (${formatDateTime(endpoint.lastSeen)})`],
                ['Endpoint ID', endpoint.id],
              ]}
            />
          </div>
          <div className="endpoint-details__footer">
            <GatedButton
              permission="endpoints.update"
              icon="cloud-download"
              text="Update Client"
              intent="primary"
              disabled={isCurrentClient(endpoint, currentVersions) || endpoint.pendingVersion !== null}
              onClick={() => void updateEndpointClient(endpoint.id)}
            />
            <GatedButton permission="endpoints.remove" icon="trash" text="Remove" intent="danger" variant="outlined" onClick={() => onRemove(endpoint)} />
          </div>
        </>
      )}
    </Drawer>
  );
}
