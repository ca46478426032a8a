import { Icon, Spinner, Tag, Tooltip, type Intent } from '@blueprintjs/core';
import { isCurrentClient, type Endpoint, type EndpointStatus } from '@gsg/shared';
import { useEndpoints } from '../../state/endpoints.ts';
import type { Snapshot } from 'valtio';

const STATUS_INTENT: Record<EndpointStatus, Intent> = { Active: 'success', Inactive: 'warning', Offline: 'none' };

export function StatusTag({ status }: { status: EndpointStatus }) {
  return (
    <Tag minimal round intent={STATUS_INTENT[status]}>
      {status}
    </Tag>
  );
}

/**
 * The client version; while an update is pending, a spinner until the agent reports the new one; when the
 * agent did not install the last one (a download that did not match its hash), a warning saying why.
 */
export function ClientVersion({ endpoint }: { endpoint: Snapshot<Endpoint> }) {
  const { currentVersions } = useEndpoints();
  if (endpoint.pendingVersion !== null) {
    return (
      <span className="client-version client-version--pending" role="status" aria-label={`Updating ${endpoint.hostname} to ${endpoint.pendingVersion}`}>
        <Spinner size={14} />
        {endpoint.clientVersion} → {endpoint.pendingVersion}
      </span>
    );
  }
  const outdated = !isCurrentClient(endpoint, currentVersions);
  return (
    <span className="client-version">
      {endpoint.clientVersion}
      {outdated && (
        <Tag minimal intent="warning" title={`The current ${endpoint.os} version is ${currentVersions[endpoint.os]}`}>
          Outdated
        </Tag>
      )}
      {endpoint.updateError && (
        <Tooltip content={`Update failed: ${endpoint.updateError}`} placement="top">
          <Icon icon="error" size={14} className="client-version__failed" tabIndex={0} aria-label={`Update failed: ${endpoint.updateError}`} />
        </Tooltip>
      )}
    </span>
  );
}
