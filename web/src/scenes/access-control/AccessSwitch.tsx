import { Switch, Tooltip } from '@blueprintjs/core';
import { usePermission } from '../../state/permissions.ts';

/** A row's GenAI access toggle, named after the row for screen readers and keyboard users. */
export function AccessSwitch({ name, enabled, onChange }: { name: string; enabled: boolean; onChange: (enabled: boolean) => void }) {
  const { allowed, reason } = usePermission('access.manage');
  const control = (
    <Switch
      role="switch"
      className="access-switch"
      aria-label={`GenAI access for ${name}`}
      checked={enabled}
      disabled={!allowed}
      label={enabled ? 'Enabled' : 'Disabled'}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
  return allowed ? control : <Tooltip content={reason}>{control}</Tooltip>;
}
