import { Tag } from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import { useAccount } from '../../state/account.ts';
import { SecurityTable } from './SecurityTable.tsx';

const COLUMNS = ['Date / Time', 'Device / Browser', 'Location', 'IP Address', 'Status'];

export function LoginHistorySection() {
  const { loginHistory } = useAccount();
  return (
    <SecurityTable title="Login History" subtitle="Your latest sign-in attempts, newest first" label="Login history" columns={COLUMNS}>
      {loginHistory.map((entry) => (
        <tr key={entry.id}>
          <td>{format(parseISO(entry.timestamp), 'MMM d, yyyy h:mm a')}</td>
          <td>{entry.device}</td>
          <td>{entry.location}</td>
          <td className="security-table__mono">{entry.ipAddress}</td>
          <td>
            <Tag intent={entry.status === 'success' ? 'success' : 'danger'} minimal>
              {entry.status === 'success' ? 'Success' : 'Failed'}
            </Tag>
          </td>
        </tr>
      ))}
    </SecurityTable>
  );
}
