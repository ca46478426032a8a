import type { ReactNode } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { ENDPOINT_STATUSES, currentVersionList, type CurrentClientVersions } from '@gsg/shared';
import { FilterInput } from '../../components/FilterInput.tsx';
import {
  clearEndpointFilters,
  emptyEndpointFilters,
  setEndpointFilters,
  useEndpoints,
  type ClientVersionFilter,
  type EndpointFilters,
} from '../../state/endpoints.ts';

const STATUS_OPTIONS = [{ value: 'all', label: 'All statuses' }, ...ENDPOINT_STATUSES.map((s) => ({ value: s, label: s }))];
/** 'Current' names the current version, or each of them when the operating systems' differ. */
const versionOptions = (current: CurrentClientVersions): Array<{ value: ClientVersionFilter; label: string }> => [
  { value: 'all', label: 'All versions' },
  { value: 'current', label: `Current (${currentVersionList(current).join(', ')})` },
  { value: 'outdated', label: 'Outdated' },
];

const EMPTY = emptyEndpointFilters();
const anyFilterSet = (filters: Readonly<EndpointFilters>): boolean =>
  (Object.keys(EMPTY) as Array<keyof EndpointFilters>).some((key) => filters[key] !== EMPTY[key]);

/** Every filter of the Manage tab, and 'Clear all' (which also turns off a card's quick filter). */
export function EndpointFilterBar({ actions }: { actions: ReactNode }) {
  const { filters, currentVersions } = useEndpoints();
  return (
    <div className="endpoint-filters" role="group" aria-label="Endpoint filters">
      <div className="endpoint-filters__row">
        <FilterInput
          className="endpoint-filters__search"
          value={filters.search}
          onChange={(search) => setEndpointFilters({ search })}
          placeholder="Search hostname or IP..."
        />
        <HTMLSelect
          aria-label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(event) => setEndpointFilters({ status: event.currentTarget.value as EndpointFilters['status'] })}
        />
        <HTMLSelect
          aria-label="Client version"
          value={filters.version}
          options={versionOptions(currentVersions)}
          onChange={(event) => setEndpointFilters({ version: event.currentTarget.value as ClientVersionFilter })}
        />
        <div className="endpoint-filters__actions">{actions}</div>
      </div>
      <div className="endpoint-filters__row">
        <FilterInput
          className="endpoint-filters__text"
          value={filters.os}
          onChange={(os) => setEndpointFilters({ os })}
          placeholder="OS"
          label="Filter by OS"
          icon="desktop"
        />
        <FilterInput
          className="endpoint-filters__text"
          value={filters.ip}
          onChange={(ip) => setEndpointFilters({ ip })}
          placeholder="IP address"
          label="Filter by IP address"
          icon="ip-address"
        />
        <FormGroup label="Last seen" inline className="endpoint-filters__dates">
          <InputGroup
            type="date"
            aria-label="Last seen from"
            value={filters.lastSeenFrom}
            max={filters.lastSeenTo || undefined}
            onValueChange={(lastSeenFrom) => setEndpointFilters({ lastSeenFrom })}
          />
          <span className="endpoint-filters__dash">to</span>
          <InputGroup
            type="date"
            aria-label="Last seen to"
            value={filters.lastSeenTo}
            min={filters.lastSeenFrom || undefined}
            onValueChange={(lastSeenTo) => setEndpointFilters({ lastSeenTo })}
          />
        </FormGroup>
        <Button text="Clear all" icon="filter-remove" variant="minimal" disabled={!anyFilterSet(filters)} onClick={clearEndpointFilters} />
      </div>
    </div>
  );
}
