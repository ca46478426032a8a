import { randomUUID } from 'node:crypto';
import type { RevealField, RevealResponse } from '@gsg/shared';
import type { DomainBus } from '../events/domain-bus.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { Account, Store } from '../store/index.ts';

export const REVEAL_AUDIT_ACTION = 'log.reveal';

export interface LogService {
  /** The original text of one field of a log, once the reveal is audited; null when there is no such log. */
  reveal(id: string, which: RevealField, actor: Pick<Account, 'id' | 'username'>): Promise<RevealResponse | null>;
}

export function createLogService(
  store: Pick<Store, 'logs' | 'audit'>,
  secretBox: SecretBox,
  events: DomainBus,
  now: () => Date = () => new Date(),
): LogService {
  return {
    async reveal(id, which, actor) {
      const sealed = await store.logs.getEncryptedOriginal(id, which);
      if (sealed === null) return null;
      const content = secretBox.open(sealed);
      // The audit record is written before the text leaves: a reveal that cannot be audited does not happen.
      await store.audit.record({
        id: randomUUID(),
        at: now().toISOString(),
        actorId: actor.id,
        actorName: actor.username,
        action: REVEAL_AUDIT_ACTION,
        target: id,
        detail: { field: which },
      });
      events.emit([{ type: 'log.revealed', data: { logId: id, by: { accountId: actor.id, username: actor.username } } }]);
      return { id, which, content };
    },
  };
}
