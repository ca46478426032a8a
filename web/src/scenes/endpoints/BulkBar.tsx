import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { selectAllEndpoints } from '../../state/endpoints.ts';
import { GatedButton } from '../../components/GatedButton.tsx';

interface Props {
  count: number;
  onUpdate(): Promise<void>;
  onRemove(): void;
}

/** Shown while rows are ticked: what can be done to all of them at once. */
export function BulkBar({ count, onUpdate, onRemove }: Props) {
  const [updating, setUpdating] = useState(false);
  const update = async () => {
    setUpdating(true);
    await onUpdate();
    setUpdating(false);
  };
  return (
    <div className="bulk-bar" role="toolbar" aria-label="Selected endpoints">
      <span className="bulk-bar__count">{count} selected</span>
      <GatedButton permission="endpoints.update" icon="cloud-download" text="Update Selected" intent="primary" loading={updating} onClick={update} />
      <GatedButton permission="endpoints.remove" icon="trash" text="Remove Selected" intent="danger" variant="outlined" onClick={onRemove} />
      <Button text="Clear selection" variant="minimal" onClick={() => selectAllEndpoints(false)} />
    </div>
  );
}
