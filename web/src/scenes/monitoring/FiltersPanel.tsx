import { Button, Card, Classes, FormGroup, InputGroup, Menu, MenuItem, Popover } from '@blueprintjs/core';
import type { LogStatus } from '@gsg/shared';
import {
  OPTIONAL_FILTERS,
  addFilter,
  removeFilter,
  setDateFilter,
  setTextFilter,
  useMonitoring,
} from '../../state/monitoring.ts';
import { StatusFilter } from './StatusFilter.tsx';

const LABELS = new Map(OPTIONAL_FILTERS.map((f) => [f.key, f.label]));

interface FiltersPanelProps {
  /** The status filter lives in the URL, so the scene applies it. */
  onStatusChange(status: LogStatus[]): void;
  onClearAll(): void;
}

/** Status, User and the dates always; Tool, Policy, Hostname and IP Address once added. */
export function FiltersPanel({ onStatusChange, onClearAll }: FiltersPanelProps) {
  const { inputs, added } = useMonitoring();
  const addable = OPTIONAL_FILTERS.filter((f) => !added.includes(f.key));

  return (
    <Card className="log-filters" aria-label="Filters">
      <div className="log-filters__fields">
        <FormGroup label="Status" labelFor="monitoring-status">
          <StatusFilter value={inputs.status} onChange={onStatusChange} />
        </FormGroup>
        <FormGroup label="User" labelFor="monitoring-user">
          <InputGroup
            id="monitoring-user"
            type="search"
            leftIcon="person"
            placeholder="Search users..."
            value={inputs.user}
            onValueChange={(value) => setTextFilter('user', value)}
          />
        </FormGroup>
        <DateField label="Date From" field="dateFrom" value={inputs.dateFrom} max={inputs.dateTo} />
        <DateField label="Date To" field="dateTo" value={inputs.dateTo} min={inputs.dateFrom} />
        {added.map((key) => {
          const label = LABELS.get(key)!;
          return (
            <FormGroup key={key} label={label} labelFor={`monitoring-${key}`}>
              <InputGroup
                id={`monitoring-${key}`}
                type="search"
                placeholder={`Search ${label.toLowerCase()}...`}
                value={inputs[key]}
                onValueChange={(value) => setTextFilter(key, value)}
                autoFocus
                rightElement={
                  <Button variant="minimal" icon="cross" aria-label={`Remove ${label} filter`} onClick={() => removeFilter(key)} />
                }
              />
            </FormGroup>
          );
        })}
      </div>
      <div className="log-filters__actions">
        <Popover
          placement="bottom-start"
          disabled={addable.length === 0}
          content={
            <Menu aria-label="Add filter">
              {addable.map((f) => (
                <MenuItem key={f.key} text={f.label} onClick={() => addFilter(f.key)} />
              ))}
            </Menu>
          }
        >
          <Button variant="minimal" intent="primary" text="+ Add filter" disabled={addable.length === 0} />
        </Popover>
        <Button variant="minimal" text="Clear all filters" onClick={onClearAll} />
      </div>
    </Card>
  );
}

interface DateFieldProps {
  label: string;
  field: 'dateFrom' | 'dateTo';
  value: string;
  /** The other end of the range, which this one may not pass. */
  min?: string;
  max?: string;
}

function DateField({ label, field, value, min, max }: DateFieldProps) {
  const id = `monitoring-${field}`;
  return (
    <FormGroup label={label} labelFor={id}>
      <input
        id={id}
        type="date"
        className={Classes.INPUT}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => setDateFilter(field, e.target.value)}
      />
    </FormGroup>
  );
}
