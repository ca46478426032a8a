import { Fragment, useEffect, useState } from 'react';
import { Button, HTMLTable, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import type { AuditEntry } from '@gsg/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { FilterInput } from '../../components/FilterInput.tsx';
import { exportAudit, loadAudit, setAuditFilter, useAudit } from '../../state/audit.ts';
import type { ScreenProps } from '../screens.ts';
import './audit-log.css';

const formatTime = (at: string) => new Date(at).toLocaleString();

/** The entry's facts in one line: the reveal's field and reason, a session's end, what changed. */
const detailLine = (entry: AuditEntry) => Object.entries(entry.detail).map(([key, value]) => `${key}: ${value}`).join(' · ');

/** Before and after of a change, side by side, for the row opened. */
function ChangeDetail({ entry }: { entry: AuditEntry }) {
  const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 2));
  return (
    <div className="audit-change">
      <div>
        <h5>Before</h5>
        <pre>{json(entry.before)}</pre>
      </div>
      <div>
        <h5>After</h5>
        <pre>{json(entry.after)}</pre>
      </div>
      <p className="audit-change__hash">
        Entry {entry.seq}, hash <code>{entry.hash.slice(0, 16)}…</code>
        {entry.userAgent && <> · {entry.userAgent}</>}
      </p>
    </div>
  );
}

/** Who changed or saw what, when and from where: append-only and hash-chained on the server. */
export default function AuditLogScene({ title, subtitle }: ScreenProps) {
  const { items, filters, nextBefore, loading, loaded, error, exporting } = useAudit();
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    void loadAudit();
  }, []);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<Button icon="download" text="Export CSV" loading={exporting} onClick={() => void exportAudit()} />}
      />
      <div className="audit-filters" role="search" aria-label="Audit filters">
        <FilterInput label="Actor" placeholder="Actor" icon="person" value={filters.actor} onChange={(v) => setAuditFilter('actor', v)} />
        <FilterInput label="Action" placeholder="Action (e.g. log.revealed)" icon="flash" value={filters.action} onChange={(v) => setAuditFilter('action', v)} />
        <FilterInput label="Target" placeholder="Target" icon="locate" value={filters.target} onChange={(v) => setAuditFilter('target', v)} />
        <InputGroup type="date" aria-label="From" value={filters.from} onChange={(e) => setAuditFilter('from', e.target.value)} />
        <InputGroup type="date" aria-label="To" value={filters.to} onChange={(e) => setAuditFilter('to', e.target.value)} />
      </div>
      {error && <p className="audit-error">{error}</p>}
      {loaded && items.length === 0 ? (
        <NonIdealState icon="history" title="No audit entries" description="Nothing matches these filters." />
      ) : (
        <HTMLTable className="audit-table" compact striped aria-label="Audit entries">
          <thead>
            <tr>
              <th>Time</th>
              <th>Actor</th>
              <th>Action</th>
              <th>Target</th>
              <th>From</th>
              <th>Detail</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <Fragment key={entry.seq}>
                <tr
                  tabIndex={0}
                  aria-expanded={open === entry.seq}
                  className="audit-table__row"
                  onClick={() => setOpen(open === entry.seq ? null : entry.seq)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      setOpen(open === entry.seq ? null : entry.seq);
                    }
                  }}
                >
                  <td>{formatTime(entry.at)}</td>
                  <td>{entry.actorName}</td>
                  <td>
                    <Tag minimal>{entry.action}</Tag>
                  </td>
                  <td>{entry.target}</td>
                  <td>{entry.ipAddress ?? '—'}</td>
                  <td>{detailLine(entry as AuditEntry)}</td>
                </tr>
                {open === entry.seq && (
                  <tr className="audit-table__detail">
                    <td colSpan={6}>
                      <ChangeDetail entry={entry as AuditEntry} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {nextBefore !== null && (
        <Button className="audit-more" text="Load older entries" loading={loading} onClick={() => void loadAudit(true)} />
      )}
    </>
  );
}
