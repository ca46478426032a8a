import { Button, Checkbox, Popover } from '@blueprintjs/core';
import './filters.css';

interface Props<T extends string> {
  /** What is filtered, e.g. 'OS': the button's name. */
  name: string;
  options: readonly T[];
  /** The values checked; none checked means no filter (all pass). */
  selected: readonly T[];
  onChange(next: T[]): void;
}

/** A multi-select filter: a button naming the checked values, opening a checklist that applies as it is ticked. */
export function ChecklistFilter<T extends string>({ name, options, selected, onChange }: Props<T>) {
  const active = selected.length > 0;
  const toggle = (option: T, checked: boolean) =>
    // Kept in the options' order, so the button reads the same however the boxes were ticked.
    onChange(options.filter((o) => (o === option ? checked : selected.includes(o))));
  const summary = active ? selected.join(', ') : 'All';

  const panel = (
    <div className="checklist-filter" role="group" aria-label={name}>
      {options.map((option) => (
        <Checkbox
          key={option}
          label={option}
          checked={selected.includes(option)}
          onChange={(event) => toggle(option, event.currentTarget.checked)}
        />
      ))}
      <Button text="Clear" variant="minimal" size="small" disabled={!active} onClick={() => onChange([])} />
    </div>
  );

  return (
    <Popover content={panel} placement="bottom-start">
      <Button
        icon="filter"
        endIcon="caret-down"
        variant="outlined"
        intent={active ? 'primary' : 'none'}
        aria-label={`${name}: ${summary}`}
        text={
          <>
            <span className="filter-button__name">{name}</span>
            <span className="filter-button__value">{summary}</span>
          </>
        }
      />
    </Popover>
  );
}
