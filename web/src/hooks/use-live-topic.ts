import { useEffect, useLayoutEffect, useRef } from 'react';
import type { LiveEventOf, LiveTopic } from '@gsg/shared';
import { subscribeLive } from '../state/live.ts';

/**
 * Listens to a live topic while the component is mounted. The latest handlers are always called, so
 * callers may pass inline functions without resubscribing on every render.
 */
export function useLiveTopic<T extends LiveTopic>(
  topic: T,
  onEvents: (events: Array<LiveEventOf<T>>) => void,
  onResync?: () => unknown,
): void {
  const handlers = useRef({ onEvents, onResync });
  // Kept current after each render (before effects run), so events reach the latest handlers.
  useLayoutEffect(() => {
    handlers.current = { onEvents, onResync };
  });
  useEffect(
    () =>
      subscribeLive(topic, {
        onEvents: (events) => handlers.current.onEvents(events),
        onResync: () => handlers.current.onResync?.(),
      }),
    [topic],
  );
}
