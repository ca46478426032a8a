import type { ReactNode } from 'react';
import './data-table.css';

/** A record's fields as label and value rows, for detail dialogs and side panels. */
export function DetailsList({ fields }: { fields: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className="details-list">
      {fields.map(([label, value]) => (
        <div key={label} className="details-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
