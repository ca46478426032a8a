import type { ReactNode } from 'react';
import { HTMLTable, NonIdealState, Section, SectionCard, type IconName } from '@blueprintjs/core';
import type { Permission } from '@gsg/shared';
import { GatedButton } from '../../components/GatedButton.tsx';

interface Props {
  title: string;
  subtitle: string;
  /** The button that adds an item. */
  add: { label: string; icon: IconName; onClick: () => void; permission: Permission };
  loaded: boolean;
  error: string | null;
  count: number;
  empty: { icon: IconName; title: string; description: string };
  /** The table's column headings; the last column, Actions, is added. */
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
}

/** A settings card that lists things (alert destinations, API keys): an add button, an empty state, a table. */
export function SettingsListSection({ title, subtitle, add, loaded, error, count, empty, columns, children }: Props) {
  return (
    <Section
      className="settings-card"
      title={title}
      subtitle={subtitle}
      role="region"
      rightElement={
        <GatedButton permission={add.permission} icon={add.icon} intent="primary" onClick={add.onClick} text={add.label} />
      }
    >
      <SectionCard>
        {error && <p className="settings-destinations__error">{error}</p>}
        {loaded && count === 0 && <NonIdealState icon={empty.icon} title={empty.title} description={empty.description} />}
        {count > 0 && (
          <HTMLTable className="settings-destinations" compact>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column}>{column}</th>
                ))}
                <th>
                  <span className="bp6-text-muted">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </HTMLTable>
        )}
      </SectionCard>
    </Section>
  );
}
