import { Button, Tag } from '@blueprintjs/core';
import { relativeTime } from '@gsg/shared';
import { useNow } from '../../hooks/use-now.ts';
import { revokeOtherSessions, revokeSession, useAccount } from '../../state/account.ts';
import { SecurityTable } from './SecurityTable.tsx';

const COLUMNS = ['Device / Browser', 'Location', 'IP Address', 'Last Active', 'Actions'];

export function SessionsSection() {
  const { sessions, busy } = useAccount();
  const now = useNow(30_000);
  const hasOthers = sessions.some((s) => !s.isCurrent);

  return (
    <SecurityTable
      title="Active Sessions"
      subtitle="Browsers signed in to your account"
      label="Active sessions"
      columns={COLUMNS}
      action={
        hasOthers ? (
          <Button intent="danger" variant="outlined" icon="log-out" text="Sign Out All Other Sessions" disabled={busy === 'sessions'} onClick={revokeOtherSessions} />
        ) : undefined
      }
    >
      {sessions.map((s) => (
        <tr key={s.id}>
          <td>{s.device}</td>
          <td>{s.location}</td>
          <td className="security-table__mono">{s.ipAddress}</td>
          <td>{relativeTime(s.lastActive, now)}</td>
          <td>
            {s.isCurrent ? (
              <Tag intent="primary" minimal>
                This device
              </Tag>
            ) : (
              <Button
                size="small"
                variant="outlined"
                text="Revoke"
                aria-label={`Revoke ${s.device} session from ${s.ipAddress}`}
                disabled={busy === 'sessions'}
                onClick={() => revokeSession(s.id)}
              />
            )}
          </td>
        </tr>
      ))}
    </SecurityTable>
  );
}
