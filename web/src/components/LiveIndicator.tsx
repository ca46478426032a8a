import { Tooltip } from '@blueprintjs/core';
import { useLive, type LiveStatus } from '../state/live.ts';

const LABELS: Record<LiveStatus, string> = {
  connected: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

const EXPLANATIONS: Record<LiveStatus, string> = {
  connected: 'New events appear as they happen',
  connecting: 'Connecting to live updates',
  reconnecting: 'Connection lost; retrying. Screens catch up once it is back',
  offline: 'Live updates are off; reload the page to reconnect',
};

/** Whether the console's live feed is up: a dot and a word, so the state is not told by colour alone. */
export function LiveIndicator({ large = false }: { large?: boolean }) {
  const { status } = useLive();
  return (
    <Tooltip content={EXPLANATIONS[status]} placement="bottom">
      <span className={`live-indicator live-indicator--${status}${large ? ' live-indicator--large' : ''}`} data-live-status={status} role="status">
        <span className="live-indicator__dot" aria-hidden="true" />
        {LABELS[status]}
      </span>
    </Tooltip>
  );
}
