import type { LiveEventMap } from '@gsg/shared';

/** A session row is gone; null when the sweep ended idle sessions of any account. */
export interface SessionEndedNotice {
  accountId: string | null;
}

/** What travels on the bus: the consoles' events plus notices only the server acts on. */
export interface BusEventMap extends LiveEventMap {
  'session.ended': SessionEndedNotice;
}
export type BusEventType = keyof BusEventMap;
export type BusMessage = { [K in BusEventType]: { type: K; data: BusEventMap[K] } }[BusEventType];

export interface LiveBus {
  /**
   * Hands a change to the listeners synchronously and returns; listeners only buffer, so the caller's
   * write path never waits on a socket. A failing listener is reported, never thrown at the publisher.
   */
  publish<K extends BusEventType>(type: K, data: BusEventMap[K]): void;
  subscribe(listener: (message: BusMessage) => void): () => void;
}

export function createLiveBus(onListenerError: (err: unknown, type: BusEventType) => void): LiveBus {
  const listeners = new Set<(message: BusMessage) => void>();
  return {
    publish(type, data) {
      const message = { type, data } as BusMessage;
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (err) {
          onListenerError(err, type);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
