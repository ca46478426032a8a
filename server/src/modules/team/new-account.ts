import { randomUUID } from 'node:crypto';
import type { AccountSource, Role } from '@gsg/shared';
import type { Account } from '../../store/index.ts';

export interface NewAccountFacts {
  username: string;
  fullName: string;
  email: string;
  role: Role;
  passwordHash: string;
  disabled?: boolean;
  pendingApproval?: boolean;
  source?: AccountSource;
  externalSubject?: string | null;
}

/** A console account as it starts: the spec's profile defaults, both security notices on, MFA not set up. */
export function newAccount(
  { username, fullName, email, role, passwordHash, disabled = false, pendingApproval = false, source = 'local', externalSubject = null }: NewAccountFacts,
  now: Date,
): Account {
  return {
    id: randomUUID(),
    username,
    email,
    role,
    disabled,
    pendingApproval,
    passwordHash,
    source,
    externalSubject,
    profile: {
      fullName,
      username,
      email,
      jobTitle: '',
      department: '',
      language: 'en',
      timezone: 'America/New_York',
      dateFormat: 'MM/DD/YYYY',
      avatarUrl: null,
    },
    notificationPrefs: { newLoginAlert: true, passwordChangeAlert: true },
    mfa: { enabled: false, method: 'authenticator' },
    createdAt: now.toISOString(),
  };
}
