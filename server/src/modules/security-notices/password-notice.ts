import type { Actor } from '@gsg/shared';
import type { Change, DomainBus } from '../../events/domain-bus.ts';
import { describeDevice, describeLocation } from '../../services/client-info.ts';
import type { Store } from '../../store/index.ts';

/**
 * Stores an account's new password hash and, in the same transaction, the notice that tells its owner
 * (whoever changed it: the owner, or an admin resetting it), and `also`, the change's own event for the
 * audit trail. The one way a password changes.
 */
export async function storePasswordTellingOwner(
  { store, events }: { store: Store; events: DomainBus },
  accountId: string,
  passwordHash: string,
  by: Actor,
  also: Change,
): Promise<void> {
  const ipAddress = by.ipAddress ?? '';
  await events.record(
    (outbox) => store.accounts.setPasswordHash(accountId, passwordHash, outbox),
    () => [
      {
        type: 'security.notice',
        data: { accountId, notice: 'password-changed', device: describeDevice(by.userAgent), location: describeLocation(ipAddress), ipAddress, by },
      },
      also,
    ],
  );
}
