import { useId, useState } from 'react';
import { Button, Divider, FormGroup, InputGroup, Popover } from '@blueprintjs/core';
import { TIME_PRESETS } from '@gsg/shared';
import { ANY_TIME, TIME_PRESET_LABELS, timeRangeLabel, type TimeRange } from './time-range.ts';
import './filters.css';

interface Props {
  /** What the range filters, e.g. 'Detection Time': the button's name. */
  name: string;
  value: TimeRange;
  onChange(next: TimeRange): void;
}

/**
 * A date-time range filter: a button naming the range, opening the presets (Today, Last 24h, Last 7d,
 * Last 30d) and a custom From/To. A preset applies at once; a custom range on Apply.
 */
export function DateTimeRangeFilter({ name, value, onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const active = value.kind !== 'any';
  // datetime-local values compare correctly as text.
  const invalid = from !== '' && to !== '' && from > to;

  const openWith = () => {
    setFrom(value.kind === 'custom' ? value.from : '');
    setTo(value.kind === 'custom' ? value.to : '');
    setOpen(true);
  };
  const choose = (next: TimeRange) => {
    setOpen(false);
    onChange(next);
  };

  const panel = (
    <div className="range-filter" role="group" aria-label={`${name} range`}>
      <div className="range-filter__presets">
        {TIME_PRESETS.map((preset) => (
          <Button
            key={preset}
            text={TIME_PRESET_LABELS[preset]}
            active={value.kind === 'preset' && value.preset === preset}
            variant="outlined"
            onClick={() => choose({ kind: 'preset', preset })}
          />
        ))}
      </div>
      <Divider />
      <FormGroup label="From" labelFor={`${id}-from`} className="range-filter__field">
        <InputGroup id={`${id}-from`} type="datetime-local" value={from} onValueChange={setFrom} intent={invalid ? 'danger' : 'none'} />
      </FormGroup>
      <FormGroup
        label="To"
        labelFor={`${id}-to`}
        className="range-filter__field"
        helperText={invalid ? "'From' must be before 'To'" : undefined}
        intent={invalid ? 'danger' : 'none'}
      >
        <InputGroup id={`${id}-to`} type="datetime-local" value={to} onValueChange={setTo} intent={invalid ? 'danger' : 'none'} />
      </FormGroup>
      <div className="range-filter__actions">
        <Button text="Clear" variant="minimal" disabled={!active} onClick={() => choose(ANY_TIME)} />
        <Button
          text="Apply"
          intent="primary"
          disabled={invalid || (from === '' && to === '')}
          onClick={() => choose({ kind: 'custom', from, to })}
        />
      </div>
    </div>
  );

  return (
    <Popover
      content={panel}
      isOpen={open}
      onInteraction={(next) => (next ? openWith() : setOpen(false))}
      placement="bottom-start"
    >
      <Button
        icon="time"
        endIcon="caret-down"
        variant="outlined"
        intent={active ? 'primary' : 'none'}
        aria-label={`${name}: ${timeRangeLabel(value)}`}
        text={
          <>
            <span className="filter-button__name">{name}</span>
            {active && <span className="filter-button__value">{timeRangeLabel(value)}</span>}
          </>
        }
      />
    </Popover>
  );
}
