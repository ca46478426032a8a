import { useState } from 'react';
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
  // Open state held here, and closed by the choice itself: left to the popover's own dismissal, a choice
  // clicked while the menu was still opening could leave it open.
  const [open, setOpen] = useState(false);
  const choose = (choice: T | null) => {
    setOpen(false);
    onChange(choice);
  };
  return (
    <span className="header-filter">
      <span>{label}</span>
      <Popover
        placement="bottom-start"
        isOpen={open}
        onInteraction={setOpen}
        content={
          <Menu role="listbox" aria-label={`${label} filter`}>
            <MenuItem roleStructure="listoption" text="All" selected={value === null} onClick={() => choose(null)} />
            <MenuDivider />
            {options.map(([v, text]) => (
              <MenuItem key={v} roleStructure="listoption" text={text} selected={value === v} onClick={() => choose(v)} />
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
