import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactElement, type RefObject } from 'react';
import { Button, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { Cell, Column, RenderMode, SelectionModes, Table2, type TableProps } from '@blueprintjs/table';
import type { ConversationLog, RevealField } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import {
  LOG_COLUMNS,
  loadMoreLogs,
  monitoringState,
  openLogDetails,
  showPendingLogs,
  trackTableScroll,
  useMonitoring,
  type LogColumnId,
} from '../../state/monitoring.ts';
import { ColumnsMenu } from './ColumnsMenu.tsx';
import './table-scroll-fix.ts';
import './table-compare-fix.ts';
import { formatCount } from '../../components/format-count.ts';
import { formatLogTime } from './log-format.ts';
import { StatusTags } from './StatusTags.tsx';
import { fitColumns, type ColumnSize } from './column-fit.ts';

type Revealed = Snapshot<Partial<Record<RevealField, string>>> | undefined;

interface ColumnView extends ColumnSize {
  /** The cell's text or content; the original replaces the redacted text once revealed. */
  render(log: Snapshot<ConversationLog>, revealed: Revealed): ReactElement | string;
}

// Each column's ideal and least width (column-fit.ts fits them to the screen); the prompt and the answer
// take what a wide screen has to spare.
const COLUMN_VIEWS: Record<LogColumnId, ColumnView> = {
  timestamp: { ideal: 160, min: 148, render: (log) => formatLogTime(log.timestamp) },
  user: { ideal: 140, min: 110, render: (log) => log.user },
  hostname: { ideal: 140, min: 105, render: (log) => log.hostname },
  ipAddress: { ideal: 120, min: 95, render: (log) => log.ipAddress },
  tool: { ideal: 110, min: 80, render: (log) => log.aiModel },
  input: { ideal: 240, min: 110, grows: true, render: (log, revealed) => revealed?.input ?? log.inputRedacted },
  output: { ideal: 240, min: 110, grows: true, render: (log, revealed) => revealed?.output ?? log.outputRedacted },
  status: { ideal: 170, min: 125, render: (log) => <StatusTags log={log} /> },
  policy: { ideal: 180, min: 120, render: (log) => log.policyTriggered },
};

// Never narrower than its heading, 'Actions'.
const ACTIONS: ColumnSize = { ideal: 72, min: 72 };
const ROW_HEIGHT = 32;
// Rows from the end of what is loaded at which the next page is fetched: several screens ahead, so a steady scroll never waits.
const PREFETCH_ROWS = 200;

const NS = Classes.getClassNamespace();
// The main quadrant's scroll container is the one the user scrolls (the others mirror it).
const SCROLLER = `.${NS}-table-quadrant-main .${NS}-table-quadrant-scroll-container`;
const ROW_CLASS = new RegExp(`${NS}-table-cell-row-(\\d+)`);
/** Found by tests and bench:web to scroll the table. */
export const SCROLL_TEST_ID = 'monitoring-table-scroll';

/**
 * The width the table's rows have (its scroll area less the vertical scroll bar), followed as the window
 * or the sidebar changes it; null until laid out.
 */
function useAvailableWidth(wrapper: RefObject<HTMLDivElement | null>, scroller: () => HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(scroller()?.clientWidth ?? element.clientWidth));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
    // scroller reads the wrapper it is given: measuring once per wrapper is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wrapper]);
  return width;
}

/**
 * The conversation logs in Blueprint's virtualised table: only the rows in view are drawn, and the next
 * keyset page loads as the user nears the end. Cell renderers are memoised on the data they read, and
 * cellRendererDependencies tells the table when that data changed.
 */
export function LogTable() {
  const { rows, nextCursor, loading, revealed, hiddenColumns, pending, missed, generation } = useMonitoring();
  const newCount = pending.length + missed;
  const wrapper = useRef<HTMLDivElement>(null);
  const scroller = () => wrapper.current?.querySelector<HTMLElement>(SCROLLER) ?? null;

  const columns = useMemo(() => LOG_COLUMNS.filter((c) => !hiddenColumns.includes(c.id)), [hiddenColumns]);
  const available = useAvailableWidth(wrapper, () => scroller());
  const columnWidths = useMemo(() => {
    const sizes = [...columns.map((c) => COLUMN_VIEWS[c.id]), ACTIONS];
    return available === null ? sizes.map((c) => c.ideal) : fitColumns(sizes, available);
  }, [columns, available]);

  const renderers = useMemo(
    () =>
      columns.map((column) => (rowIndex: number) => {
        const log = rows[rowIndex];
        if (!log) return <Cell loading />;
        const content = COLUMN_VIEWS[column.id].render(log, revealed[log.id]);
        return <Cell tooltip={typeof content === 'string' ? content : undefined}>{content}</Cell>;
      }),
    [columns, rows, revealed],
  );
  const renderActions = useCallback(
    (rowIndex: number) => {
      const log = rows[rowIndex];
      if (!log) return <Cell loading />;
      return (
        <Cell interactive className="log-table__actions">
          <Button variant="minimal" size="small" icon="eye-open" aria-label="View details" onClick={() => openLogDetails(log)} />
        </Cell>
      );
    },
    [rows],
  );

  const onVisibleCellsChange = useCallback<NonNullable<TableProps['onVisibleCellsChange']>>(({ rowIndexEnd }) => {
    if (rowIndexEnd >= monitoringState.rows.length - PREFETCH_ROWS) void loadMoreLogs();
  }, []);

  useEffect(() => trackTableScroll(() => scroller()?.scrollTop ?? 0), []);

  useEffect(() => {
    scroller()?.setAttribute('data-testid', SCROLL_TEST_ID);
  });

  // New rows from a reload or from 'N new' are read from the top.
  useEffect(() => {
    const element = scroller();
    if (element) element.scrollTop = 0;
  }, [generation]);

  // A click anywhere on a row opens its details; the Actions button does the same for keyboard users.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button')) return;
    const index = ROW_CLASS.exec(target.closest(`.${NS}-table-cell`)?.className ?? '')?.[1];
    const log = index === undefined ? undefined : monitoringState.rows[Number(index)];
    if (log) openLogDetails(log);
  };

  return (
    <div className="log-table-area">
      <div className="log-table-toolbar">
        {newCount > 0 && (
          <Button intent="primary" icon="arrow-up" size="small" text={`${formatCount(newCount)} new`} onClick={showPendingLogs} />
        )}
        {loading && <Spinner size={16} aria-label="Loading logs" />}
        <ColumnsMenu />
      </div>
      <div ref={wrapper} className={`log-table${loading ? ' log-table--loading' : ''}`} data-testid="monitoring-table" onClick={onClick}>
        {/* The few cells a scrolled frame brings into view are drawn at once: the batched modes leave
            cells blank for a moment and re-render through idle callbacks while the user keeps scrolling. */}
        <Table2
          numRows={rows.length + (nextCursor ? 1 : 0)}
          columnWidths={columnWidths}
          defaultRowHeight={ROW_HEIGHT}
          enableRowHeader={false}
          enableRowResizing={false}
          renderMode={RenderMode.NONE}
          selectionModes={SelectionModes.NONE}
          cellRendererDependencies={[rows, revealed]}
          onVisibleCellsChange={onVisibleCellsChange}
        >
          {[
            ...columns.map((column, i) => <Column key={column.id} id={column.id} name={column.name} cellRenderer={renderers[i]} />),
            <Column key="actions" id="actions" name="Actions" cellRenderer={renderActions} />,
          ]}
        </Table2>
        {!loading && rows.length === 0 && (
          <NonIdealState className="log-table__empty" icon="search" title="No conversation logs" description="No logs match the current filters." />
        )}
      </div>
    </div>
  );
}
