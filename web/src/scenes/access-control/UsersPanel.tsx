import type { Snapshot } from 'valtio';
import type { AccessUser } from '@gsg/shared';
import { setUserAccess } from '../../state/access.ts';
import { AccessPanel } from './AccessPanel.tsx';
import { AccessSwitch } from './AccessSwitch.tsx';

const COLUMNS = ['User ID', 'Email', 'Access'] as const;

export function UsersPanel({ users, search }: { users: Snapshot<AccessUser[]>; search: string }) {
  return (
    <AccessPanel what="users" columns={COLUMNS} count={users.length} search={search}>
      {users.map((u) => (
        <tr key={u.id}>
          <td className="access-table__id">{u.id}</td>
          <td>{u.email}</td>
          <td className="access-table__toggle">
            <AccessSwitch name={u.id} enabled={u.accessEnabled} onChange={(on) => void setUserAccess(u.id, on)} />
          </td>
        </tr>
      ))}
    </AccessPanel>
  );
}
