import { Button, Checkbox, Classes, HTMLTable, Icon, Menu, MenuDivider, MenuItem, NonIdealState, Popover } from '@blueprintjs/core';
import { isCurrentClient, relativeTime, type Endpoint } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { SkeletonRows } from '../../components/SkeletonRows.tsx';
import { formatDateTime } from '../../components/date-time.ts';
import { useNow } from '../../hooks/use-now.ts';
import {
  clearEndpointFilters,
  selectAllEndpoints,
  setEndpointSelected,
  showEndpointDetails,
  sortEndpointsBy,
  updateEndpointClient,
  useEndpoints,
  type EndpointSortField,
} from '../../state/endpoints.ts';
import { ClientVersion, StatusTag } from './EndpointCells.tsx';
import '../../components/data-table.css';
import { usePermission } from '../../state/permissions.ts';

const SORTABLE_COLUMNS: ReadonlyArray<{ field: EndpointSortField; label: string }> = [
  { field: 'hostname', label: 'Hostname' },
  { field: 'ipAddress', label: 'IP Address' },
  { field: 'os', label: 'OS' },
  { field: 'clientVersion', label: 'Client Version' },
  { field: 'lastSeen', label: 'Last Seen' },
  { field: 'status', label: 'Status' },
  { field: 'user', label: 'User' },
];
const COLUMN_COUNT = SORTABLE_COLUMNS.length + 2;
// Relative last-seen text moves in minutes; renewing it twice a minute keeps it within one.
const CLOCK_MS = 30_000;

function SortHeader({ field, label }: { field: EndpointSortField; label: string }) {
  const { sort, order } = useEndpoints();
  const sorted = sort === field;
  return (
    <th scope="col" aria-sort={sorted ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={`sort-header${sorted ? ' sort-header--active' : ''}`} onClick={() => sortEndpointsBy(field)}>
        {label}
        <Icon icon={sorted ? (order === 'asc' ? 'chevron-up' : 'chevron-down') : 'double-caret-vertical'} size={12} />
      </button>
    </th>
  );
}

interface RowMenuProps {
  endpoint: Snapshot<Endpoint>;
  onRemove(endpoint: Pick<Endpoint, 'id' | 'hostname'>): void;
}

function RowMenu({ endpoint, onRemove }: RowMenuProps) {
  const { currentVersions } = useEndpoints();
  const current = isCurrentClient(endpoint, currentVersions);
  const update = usePermission('endpoints.update');
  const remove = usePermission('endpoints.remove');
  const menu = (
    <Menu aria-label={`Actions for ${endpoint.hostname}`}>
      <MenuItem icon="eye-open" text="View Details" onClick={() => showEndpointDetails(endpoint.id)} />
      <MenuItem
        icon="cloud-download"
        text="Update Client"
        disabled={current || endpoint.pendingVersion !== null || !update.allowed}
        title={update.reason}
        label={current ? 'Up to date' : endpoint.pendingVersion !== null ? 'Updating' : undefined}
        onClick={() => void updateEndpointClient(endpoint.id)}
      />
      <MenuDivider />
      <MenuItem icon="trash" text="Remove" intent="danger" disabled={!remove.allowed} title={remove.reason} onClick={() => onRemove(endpoint)} />
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button variant="minimal" icon="more" aria-label={`Actions for ${endpoint.hostname}`} />
    </Popover>
  );
}

interface Props {
  onRemove(endpoint: Pick<Endpoint, 'id' | 'hostname'>): void;
  onDownload(): void;
}

/** The endpoints of the current page: sortable headers, tick boxes, and a menu per row. */
export function EndpointsTable({ onRemove, onDownload }: Props) {
  const { items, selected, loading, summary } = useEndpoints();
  const now = useNow(CLOCK_MS);
  const loaded = summary !== null;
  const allTicked = items.length > 0 && items.every((e) => selected.includes(e.id));
  const someTicked = !allTicked && items.some((e) => selected.includes(e.id));

  return (
    <div className="table-scroll">
      <HTMLTable className="endpoints-table" interactive aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col" className="endpoints-table__tick">
              <Checkbox
                aria-label="Select all endpoints on this page"
                checked={allTicked}
                indeterminate={someTicked}
                disabled={items.length === 0}
                onChange={(event) => selectAllEndpoints(event.currentTarget.checked)}
              />
            </th>
            {SORTABLE_COLUMNS.map((c) => (
              <SortHeader key={c.field} {...c} />
            ))}
            <th scope="col">
              <span className={Classes.TEXT_MUTED}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={loading && loaded ? 'table-body--loading' : undefined}>
          {!loaded && <SkeletonRows columns={COLUMN_COUNT} />}
          {items.map((e) => (
            <tr key={e.id} className={selected.includes(e.id) ? 'endpoints-table__row--selected' : undefined}>
              <td className="endpoints-table__tick">
                <Checkbox
                  aria-label={`Select ${e.hostname}`}
                  checked={selected.includes(e.id)}
                  onChange={(event) => setEndpointSelected(e.id, event.currentTarget.checked)}
                />
              </td>
              <td>
                <button type="button" className="endpoints-table__host" onClick={() => showEndpointDetails(e.id)}>
                  {e.hostname}
                </button>
              </td>
              <td className="cell--mono cell--nowrap">{e.ipAddress}</td>
              <td>{e.os}</td>
              <td>
                <ClientVersion endpoint={e} />
              </td>
              <td className="cell--nowrap">
                <time dateTime={e.lastSeen} title={formatDateTime(e.lastSeen)}>
                  {relativeTime(e.lastSeen, now)}
                </time>
              </td>
              <td>
                <StatusTag status={e.status} />
              </td>
              <td>{e.user}</td>
              <td>
                <RowMenu endpoint={e} onRemove={onRemove} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {loaded && items.length === 0 && (summary.total === 0 ? (
        <NonIdealState
          className="table-empty"
          icon="desktop"
          title="No endpoints registered"
          description="Install the GSG client on devices to get started"
          action={<Button icon="download" text="Download GSG Client" intent="primary" onClick={onDownload} />}
        />
      ) : (
        <NonIdealState
          className="table-empty"
          icon="filter"
          title="No endpoints match the filters"
          action={<Button icon="filter-remove" text="Clear all" onClick={clearEndpointFilters} />}
        />
      ))}
    </div>
  );
}
