import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { LOG_COLUMNS, setColumnVisible, useMonitoring } from '../../state/monitoring.ts';

/** Edit Columns: ticks the columns shown; the choice is kept in this browser. */
export function ColumnsMenu() {
  const { hiddenColumns } = useMonitoring();
  const lastShown = hiddenColumns.length === LOG_COLUMNS.length - 1;
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu role="listbox" aria-label="Columns" aria-multiselectable>
          {LOG_COLUMNS.map(({ id, name }) => {
            const shown = !hiddenColumns.includes(id);
            return (
              <MenuItem
                key={id}
                text={name}
                roleStructure="listoption"
                selected={shown}
                disabled={shown && lastShown}
                shouldDismissPopover={false}
                onClick={() => setColumnVisible(id, !shown)}
              />
            );
          })}
        </Menu>
      }
    >
      <Button icon="column-layout" text="Edit Columns" size="small" endIcon="caret-down" />
    </Popover>
  );
}
