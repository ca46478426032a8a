import { Switch } from '@blueprintjs/core';

/** A row's GenAI access toggle, named after the row for screen readers and keyboard users. */
export function AccessSwitch({ name, enabled, onChange }: { name: string; enabled: boolean; onChange: (enabled: boolean) => void }) {
  return (
    <Switch
      role="switch"
      className="access-switch"
      aria-label={`GenAI access for ${name}`}
      checked={enabled}
      label={enabled ? 'Enabled' : 'Disabled'}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
