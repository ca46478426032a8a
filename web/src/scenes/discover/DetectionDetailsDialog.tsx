import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { Detection } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { DetailsList } from '../../components/DetailsList.tsx';
import { formatDateTimeSeconds } from '../../components/date-time.ts';

/** View Details: every field of one detection. */
export function DetectionDetailsDialog({ detection, onClose }: { detection: Snapshot<Detection>; onClose(): void }) {
  return (
    <Dialog isOpen title="Detection Details" icon="eye-open" onClose={onClose}>
      <DialogBody>
        <DetailsList
          fields={[
            ['User', detection.user],
            ['Hostname', detection.hostname],
            ['IP Address', detection.ipAddress],
            ['OS', detection.os],
            ['AI Tool', detection.aiTool],
            ['Detection Time', formatDateTimeSeconds(detection.timestamp)],
            ['Detection ID', detection.id],
          ]}
        />
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
