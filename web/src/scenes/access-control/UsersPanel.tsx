import { Tag } from '@blueprintjs/core';
import type { Snapshot } from 'valtio';
import { effectiveAccess, type AccessUser } from '@gsg/shared';
import { setUserAccess } from '../../state/access.ts';
import { AccessPanel } from './AccessPanel.tsx';
import { AccessSwitch } from './AccessSwitch.tsx';

const COLUMNS = ['User ID', 'Email', 'Groups', 'Access'] as const;

/** Why a person with their own switch on is still refused: the groups of theirs that are switched off. */
function offThroughGroups(user: Snapshot<AccessUser>): string | null {
  if (!user.accessEnabled || effectiveAccess(user)) return null;
  const off = user.groups.filter((g) => !g.accessEnabled).map((g) => g.name);
  return `Access off: ${off.length === 1 ? 'group' : 'groups'} ${off.join(', ')} ${off.length === 1 ? 'is' : 'are'} switched off`;
}

export function UsersPanel({ users, search }: { users: Snapshot<AccessUser[]>; search: string }) {
  return (
    <AccessPanel what="users" columns={COLUMNS} count={users.length} search={search}>
      {users.map((u) => {
        const why = offThroughGroups(u);
        return (
          <tr key={u.id}>
            <td className="access-table__id">{u.id}</td>
            <td>{u.email}</td>
            <td className="access-table__groups">
              {u.groups.map((g) => (
                <Tag
                  key={g.name}
                  minimal
                  intent={g.accessEnabled ? 'none' : 'danger'}
                  icon={g.accessEnabled ? undefined : 'disable'}
                  title={g.accessEnabled ? undefined : `${g.name}: access switched off for the whole group`}
                >
                  {g.name}
                </Tag>
              ))}
            </td>
            <td className="access-table__toggle">
              <AccessSwitch name={u.id} enabled={u.accessEnabled} onChange={(on) => void setUserAccess(u.id, on)} />
              {why && <div className="access-table__why">{why}</div>}
            </td>
          </tr>
        );
      })}
    </AccessPanel>
  );
}
