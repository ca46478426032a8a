import { useState } from 'react';
import { EditableText } from '@blueprintjs/core';
import type { Snapshot } from 'valtio';
import type { AccessGroup } from '@gsg/shared';
import { updateGroup } from '../../state/access.ts';
import { AccessPanel } from './AccessPanel.tsx';
import { AccessSwitch } from './AccessSwitch.tsx';
import { usePermission } from '../../state/permissions.ts';

const MAX_DESCRIPTION = 500;

/** Edited in place: Enter (or leaving the field) saves, Escape puts the saved text back. */
function GroupDescription({ group }: { group: Snapshot<AccessGroup> }) {
  const [draft, setDraft] = useState<string | null>(null);
  const { allowed } = usePermission('access.manage');
  return (
    <EditableText
      disabled={!allowed}
      className="access-description"
      value={draft ?? group.description}
      placeholder="Add a description"
      maxLength={MAX_DESCRIPTION}
      selectAllOnFocus
      customInputAttributes={{ 'aria-label': `Description of ${group.name}` }}
      onChange={setDraft}
      onCancel={() => setDraft(null)}
      onConfirm={(value) => {
        setDraft(null);
        if (value.trim() !== group.description) void updateGroup(group.name, { description: value });
      }}
    />
  );
}

const COLUMNS = ['Group Name', 'Description', 'Access'] as const;

export function GroupsPanel({ groups, search }: { groups: Snapshot<AccessGroup[]>; search: string }) {
  return (
    <AccessPanel what="groups" columns={COLUMNS} count={groups.length} search={search}>
      {groups.map((g) => (
        <tr key={g.name}>
          <td className="access-table__id">{g.name}</td>
          <td className="access-table__description">
            <GroupDescription group={g} />
          </td>
          <td className="access-table__toggle">
            <AccessSwitch name={g.name} enabled={g.accessEnabled} onChange={(on) => void updateGroup(g.name, { accessEnabled: on })} />
          </td>
        </tr>
      ))}
    </AccessPanel>
  );
}
