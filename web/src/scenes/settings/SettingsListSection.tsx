import { useEffect, type ReactNode } from 'react';
import { Button, DialogFooter, HTMLTable, NonIdealState, Section, SectionCard, Tag, type IconName, type Intent } from '@blueprintjs/core';
import type { Permission } from '@gsg/shared';
import { GatedButton } from '../../components/GatedButton.tsx';

interface Props {
  title: string;
  subtitle: string;
  /** The button that adds an item. */
  add: { label: string; icon: IconName; onClick: () => void; permission: Permission };
  /** Reads the list; called when the section first shows. */
  load: () => Promise<void>;
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
export function SettingsListSection({ title, subtitle, add, load, loaded, error, count, empty, columns, children }: Props) {
  useEffect(() => {
    void load();
  }, [load]);
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

/** An item's name in the first column, with a tag beside it (its type, or a state such as Revoked). */
export function ItemName({ name, tag, intent }: { name: string; tag?: string | false; intent?: Intent }) {
  return (
    <div className="settings-destinations__name">
      {name}{' '}
      {tag && (
        <Tag minimal intent={intent}>
          {tag}
        </Tag>
      )}
    </div>
  );
}

/** The foot of an add or change dialog: Cancel, and the submit button of its form. */
export function FormFooter({ onCancel, submitText, saving = false }: { onCancel: () => void; submitText: string; saving?: boolean }) {
  return (
    <DialogFooter
      actions={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" intent="primary" loading={saving}>
            {submitText}
          </Button>
        </>
      }
    />
  );
}
