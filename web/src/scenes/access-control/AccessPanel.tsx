import type { ReactNode } from 'react';
import { Callout, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

interface AccessPanelProps {
  what: 'users' | 'groups';
  columns: readonly string[];
  /** How many rows the current search found. */
  count: number;
  search: string;
  /** The table's rows. */
  children: ReactNode;
}

/** One tab: the identity-provider note, then the table of synced rows or why it is empty. */
export function AccessPanel({ what, columns, count, search, children }: AccessPanelProps) {
  const term = search.trim();
  return (
    <>
      <Callout icon="info-sign" intent="primary" compact className="access-note">
        {what === 'users' ? 'Users' : 'Groups'} are synced from your identity provider: add, remove or rename them
        there. Access to GenAI tools is decided here and saved at once.
      </Callout>
      <div className="access-table">
        <HTMLTable compact className="access-table__table">
          <ColumnHeads columns={columns} />
          <tbody>{children}</tbody>
        </HTMLTable>
        {count === 0 &&
          (term ? (
            <NonIdealState icon="search" title={`No ${what} match "${term}"`} description="Try another name, email or description." />
          ) : (
            <NonIdealState icon="people" title={`No ${what} synced yet`} description="They appear here once your identity provider syncs them." />
          ))}
      </div>
    </>
  );
}
