import type { ConsoleAccount } from '@gsg/shared';
import type { Account } from '../../store/index.ts';

/** An account as admins see it: never its password hash or MFA secrets. */
export const presentAccount = (a: Account): ConsoleAccount => ({
  id: a.id,
  username: a.username,
  fullName: a.profile.fullName,
  email: a.email,
  role: a.role,
  disabled: a.disabled,
  pendingApproval: a.pendingApproval,
  source: a.source,
  mfaEnabled: a.mfa.enabled,
  createdAt: a.createdAt,
});
