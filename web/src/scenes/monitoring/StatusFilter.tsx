import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { LOG_STATUSES, type LogStatus } from '@gsg/shared';
import { statusLabel } from './log-format.ts';

/** The status filter: all, or any set of statuses (the URL may ask for several). */
export function StatusFilter({ value, onChange }: { value: readonly LogStatus[]; onChange(status: LogStatus[]): void }) {
  const toggle = (status: LogStatus) =>
    onChange(LOG_STATUSES.filter((s) => (s === status ? !value.includes(s) : value.includes(s))));
  return (
    <Popover
      placement="bottom-start"
      content={
        <Menu role="listbox" aria-label="Status" aria-multiselectable>
          <MenuItem text="All" roleStructure="listoption" selected={value.length === 0} onClick={() => onChange([])} />
          {LOG_STATUSES.map((status) => (
            <MenuItem
              key={status}
              text={statusLabel(status)}
              roleStructure="listoption"
              selected={value.includes(status)}
              shouldDismissPopover={false}
              onClick={() => toggle(status)}
            />
          ))}
        </Menu>
      }
    >
      <Button
        id="monitoring-status"
        className="log-filters__status"
        alignText="start"
        endIcon="caret-down"
        text={value.length === 0 ? 'All' : value.map(statusLabel).join(', ')}
      />
    </Popover>
  );
}
