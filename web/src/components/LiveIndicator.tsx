import { Tooltip } from '@blueprintjs/core';
import { useLive, type LiveStatus } from '../state/live.ts';
import { SERVER_UNREACHABLE, useServerReach } from '../state/server-reach.ts';

const LABELS: Record<LiveStatus, string> = {
  connected: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

const UNREACHABLE_EXPLANATION = 'The server does not answer. Screens load their data again by themselves once it is back';

const EXPLANATIONS: Record<LiveStatus, string> = {
  connected: 'New events appear as they happen',
  connecting: 'Connecting to live updates',
  reconnecting: 'Connection lost; retrying. Screens catch up once it is back',
  offline: 'Live updates are off; reload the page to reconnect',
};

/** Whether the console's live feed is up: a dot and a word, so the state is not told by colour alone. */
export function LiveIndicator({ large = false }: { large?: boolean }) {
  const { status } = useLive();
  const { reachable } = useServerReach();
  // The server being away says more than the socket's state, and it concerns every screen, not just the feed.
  const shown = reachable ? status : 'unreachable';
  return (
    <Tooltip content={reachable ? EXPLANATIONS[status] : UNREACHABLE_EXPLANATION} placement="bottom">
      <span
        className={`live-indicator live-indicator--${shown}${large ? ' live-indicator--large' : ''}`}
        data-live-status={status}
        data-server-reach={reachable ? 'reachable' : 'unreachable'}
        role="status"
      >
        <span className="live-indicator__dot" aria-hidden="true" />
        {reachable ? LABELS[status] : SERVER_UNREACHABLE}
      </span>
    </Tooltip>
  );
}
