import { Button, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import type { Detection } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { SkeletonRows } from '../../components/SkeletonRows.tsx';
import { formatDateTime } from '../../components/date-time.ts';
import { useDetections } from '../../state/detections.ts';
import '../../components/data-table.css';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

const ACTION_LABELS = { blocked: 'Blocked', flagged: 'Flagged' } as const;

const COLUMNS = ['User', 'Hostname', 'IP Address', 'OS', 'AI Tool', 'Detection Time', 'Actions'] as const;

interface Props {
  items: readonly Snapshot<Detection>[];
  loading: boolean;
  /** False until the first answer: placeholder rows instead of an empty state. */
  loaded: boolean;
  onView(detection: Snapshot<Detection>): void;
}

/** The detections of the current page, newest first; rows that arrived live are marked for a moment. */
export function DetectionsTable({ items, loading, loaded, onView }: Props) {
  const { arrivedIds } = useDetections();
  return (
    <div className="table-scroll">
      <HTMLTable className="discover-table" striped interactive aria-busy={loading}>
        <ColumnHeads columns={COLUMNS} />
        <tbody className={loading && loaded ? 'table-body--loading' : undefined}>
          {!loaded && <SkeletonRows columns={COLUMNS.length} />}
          {items.map((d) => (
            <tr key={d.id} className={arrivedIds.includes(d.id) ? 'table-row--arrived' : undefined}>
              <td>{d.user}</td>
              <td>{d.hostname}</td>
              <td className="cell--mono cell--nowrap">{d.ipAddress}</td>
              <td>{d.os}</td>
              <td>
                <Tag minimal intent="warning">
                  {d.aiTool}
                </Tag>
                {d.action !== 'allowed' && (
                  <Tag className="discover-table__action" intent={d.action === 'blocked' ? 'danger' : 'warning'} title="What the endpoint did under the tool policy">
                    {ACTION_LABELS[d.action]}
                  </Tag>
                )}
              </td>
              <td className="cell--nowrap">
                <time dateTime={d.timestamp}>{formatDateTime(d.timestamp)}</time>
              </td>
              <td>
                <Button variant="minimal" size="small" icon="eye-open" text="View Details" onClick={() => onView(d)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {loaded && items.length === 0 && (
        <NonIdealState className="table-empty" icon="search" title="No detections found" description="No shadow AI detections match the filters." />
      )}
    </div>
  );
}
