import { useEffect, useRef } from 'react';
import { Button, Checkbox, HTMLTable, Menu, MenuDivider, MenuItem, NonIdealState, Popover, Spinner, Tag } from '@blueprintjs/core';
import { isOverdue, type Alert } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { ConversationCount } from '../../components/ConversationCount.tsx';
import { DateTimeRangeFilter } from '../../components/DateTimeRangeFilter.tsx';
import { Pager } from '../../components/Pager.tsx';
import { SEVERITY_INTENT } from '../../components/severity-intent.ts';
import {
  NEXT_MOVE,
  moveAlert,
  openAlert,
  setAtTop,
  setPage,
  setPageSize,
  setTimeRange,
  setUserFilter,
  showPendingAlerts,
  useAlertList,
} from '../../state/alert-list.ts';
import { toggleSelected, toggleWholePage } from '../../state/alert-selection.ts';
import { BulkBar } from './BulkBar.tsx';
import { MOVE_LABELS, STATUS_INTENT, STATUS_LABELS, formatAlertClock, formatAlertDay } from './alert-format.ts';
import { OverdueTag } from './OverdueTag.tsx';
import { usePermission } from '../../state/permissions.ts';

const EMPTY_TEXT = 'No alerts found for the selected filter';

function RowMenu({ alert }: { alert: Snapshot<Alert> }) {
  const move = NEXT_MOVE[alert.status];
  const triage = usePermission('alerts.triage');
  const label = `Actions for alert ${alert.policyTriggered} by ${alert.user}`;
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label={label}>
          <MenuItem icon="eye-open" text="View" onClick={() => openAlert(alert as Alert)} />
          {move && (
            <MenuItem
              disabled={!triage.allowed}
              title={triage.reason}
              icon={move === 'investigating' ? 'search' : 'tick-circle'}
              text={MOVE_LABELS[move]}
              onClick={() => void moveAlert(alert.id, move)}
            />
          )}
          <MenuDivider />
          <MenuItem icon="person" text="Alerts from this user" onClick={() => setUserFilter(alert.user)} />
        </Menu>
      }
    >
      <Button variant="minimal" icon="more" aria-label={label} />
    </Popover>
  );
}

/**
 * The alerts of the current page. The heading row is watched: while it is in view the user is reading the
 * top of the table, where live alerts may appear without moving anything the user is looking at.
 */
export function AlertsTable() {
  const { items, total, page, pageSize, range, loading, pending, moving, focusedId, selectedIds } = useAlertList();
  // Ticking rows is for a bulk change, which only a role that may triage can make.
  const selectable = usePermission('alerts.triage').allowed;
  const ticked = new Set(selectedIds);
  const wholePage = items.length > 0 && items.every((a) => ticked.has(a.id));
  const head = useRef<HTMLTableSectionElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);

  // Keyboard triage moves the browser's focus with the focused row, so it is in view and announced.
  useEffect(() => {
    if (!focusedId) return;
    body.current?.querySelector<HTMLElement>(`tr[data-alert-id="${CSS.escape(focusedId)}"]`)?.focus();
  }, [focusedId]);

  useEffect(() => {
    const element = head.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setAtTop(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const showPending = () => {
    showPendingAlerts();
    head.current?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div className="alerts-table">
      {selectable && <BulkBar />}
      {pending.length > 0 && (
        <div className="alerts-table__new">
          <Button intent="primary" icon="arrow-up" text={`${pending.length} new`} onClick={showPending} />
        </div>
      )}
      <div className="alerts-table__scroll">
        <HTMLTable compact interactive className={`alerts-table__table${loading ? ' alerts-table__table--loading' : ''}`} aria-busy={loading}>
          <thead ref={head}>
            <tr>
              {selectable && (
                <th scope="col" className="alerts-table__select">
                  <Checkbox
                    aria-label="Select every alert on this page"
                    checked={wholePage}
                    indeterminate={!wholePage && selectedIds.length > 0}
                    disabled={items.length === 0}
                    onChange={toggleWholePage}
                  />
                </th>
              )}
              <th scope="col" className="alerts-table__time-head">
                <DateTimeRangeFilter name="Timestamp" value={range} onChange={setTimeRange} />
              </th>
              <th scope="col">User</th>
              <th scope="col">Input Preview</th>
              <th scope="col">Output Preview</th>
              <th scope="col">Policy Triggered</th>
              <th scope="col">Severity</th>
              <th scope="col">Status</th>
              <th scope="col">Action Taken</th>
              <th scope="col" className="alerts-table__actions">
                Actions
              </th>
            </tr>
          </thead>
          <tbody ref={body}>
            {items.map((alert) => (
              <tr
                key={alert.id}
                data-alert-id={alert.id}
                className={alert.id === focusedId ? 'alerts-table__row--focused' : undefined}
                tabIndex={alert.id === focusedId ? 0 : -1}
                aria-selected={alert.id === focusedId}
                onClick={() => openAlert(alert as Alert)}
                onKeyDown={(event) => event.key === 'Enter' && event.target === event.currentTarget && openAlert(alert as Alert)}
              >
                {selectable && (
                  <td className="alerts-table__select" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      aria-label={`Select alert ${alert.policyTriggered} by ${alert.user}`}
                      checked={ticked.has(alert.id)}
                      onChange={() => toggleSelected(alert.id)}
                    />
                  </td>
                )}
                <td className="alerts-table__time">
                  {formatAlertDay(alert.timestamp)}
                  <small>{formatAlertClock(alert.timestamp)}</small>
                </td>
                <td className="alerts-table__user" title={alert.user}>
                  <span className="alerts-table__user-cell">
                    <span className="alerts-table__user-name">{alert.user}</span>
                    <ConversationCount count={alert.count} />
                  </span>
                </td>
                <td className="alerts-table__preview alerts-table__input" title={alert.inputPreview}>
                  {alert.inputPreview}
                </td>
                <td className="alerts-table__preview alerts-table__output" title={alert.outputPreview}>
                  {alert.outputPreview}
                </td>
                <td className="alerts-table__policy">{alert.policyTriggered}</td>
                <td className="alerts-table__severity">
                  <Tag minimal intent={SEVERITY_INTENT[alert.severity]}>
                    {alert.severity}
                  </Tag>
                </td>
                <td className="alerts-table__status">
                  <Tag minimal round intent={STATUS_INTENT[alert.status]} data-testid="alert-status">
                    {STATUS_LABELS[alert.status]}
                  </Tag>
                  {isOverdue(alert) && <OverdueTag alert={alert} />}
                </td>
                <td className="alerts-table__taken">{alert.actionTaken}</td>
                <td className="alerts-table__actions" onClick={(event) => event.stopPropagation()}>
                  {moving === alert.id ? <Spinner size={16} aria-label="Updating alert" /> : <RowMenu alert={alert} />}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {!loading && items.length === 0 && <NonIdealState icon="search" title={EMPTY_TEXT} />}
      <Pager page={page} pageSize={pageSize} total={total} onPageChange={setPage} onPageSizeChange={setPageSize}>
        Showing {items.length} of {total} results
      </Pager>
    </div>
  );
}
