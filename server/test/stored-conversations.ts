import type { ConversationLog } from '@gsg/shared';
import type { DomainBus } from '../src/events/domain-bus.ts';
import { Waiters } from './waiters.ts';

/**
 * The conversations an app stores from now on, as its bus says them: `logged(n)` waits for the n-th and
 * answers them all, in the order the calls were made (one batch's logs may be said in another order).
 */
export function storedConversations(events: DomainBus): (count: number) => Promise<ConversationLog[]> {
  const logs: ConversationLog[] = [];
  const waiters = new Waiters();
  events.consume({
    name: 'stored conversations (test)',
    handles: {
      'conversation.stored': (event) => {
        logs.push(event.data.log);
        waiters.check();
      },
    },
  });
  return async (count) => {
    await waiters.until(() => logs.length >= count, `${count} logs`);
    return [...logs].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  };
}
