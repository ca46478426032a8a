import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';

interface HeaderFilterProps<T extends string> {
  label: string;
  /** Each choice with its label, in display order. */
  options: ReadonlyArray<readonly [T, string]>;
  value: T | null;
  onChange: (value: T | null) => void;
}

/** A column heading with its filter: a menu of the column's values, 'All' to clear. */
export function HeaderFilter<T extends string>({ label, options, value, onChange }: HeaderFilterProps<T>) {
  const current = options.find(([v]) => v === value)?.[1];
  return (
    <span className="header-filter">
      <span>{label}</span>
      <Popover
        placement="bottom-start"
        content={
          <Menu role="listbox" aria-label={`${label} filter`}>
            <MenuItem roleStructure="listoption" text="All" selected={value === null} onClick={() => onChange(null)} />
            <MenuDivider />
            {options.map(([v, text]) => (
              <MenuItem key={v} roleStructure="listoption" text={text} selected={value === v} onClick={() => onChange(v)} />
            ))}
          </Menu>
        }
      >
        <Button
          size="small"
          variant="minimal"
          icon="filter"
          intent={value === null ? 'none' : 'primary'}
          text={current}
          aria-label={current ? `Filter by ${label}: ${current}` : `Filter by ${label}`}
        />
      </Popover>
    </span>
  );
}
