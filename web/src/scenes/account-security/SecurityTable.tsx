import type { JSX, ReactNode } from 'react';
import { HTMLTable, Section, SectionCard } from '@blueprintjs/core';

/** A titled card holding one table: the sessions and the login history. */
export function SecurityTable({
  title,
  subtitle,
  label,
  columns,
  action,
  children,
}: {
  title: string;
  subtitle: string;
  label: string;
  columns: readonly string[];
  action?: JSX.Element;
  children: ReactNode;
}) {
  return (
    <Section className="security-card" title={title} subtitle={subtitle} rightElement={action}>
      <SectionCard padded={false}>
        <HTMLTable className="security-table" aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </HTMLTable>
      </SectionCard>
    </Section>
  );
}
