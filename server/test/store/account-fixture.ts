import type { Account } from '../../src/store/index.ts';

/** An account as the store holds it, for the contract suites that need one (sessions belong to one). */
export function account(id: string, username: string, role: Account['role'] = 'auditor'): Account {
  return {
    id,
    username,
    email: `${username}@acme.example`,
    role,
    disabled: false,
    pendingApproval: false,
    passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==',
    source: 'local',
    externalSubject: null,
    profile: {
      fullName: 'Dana Reyes',
      username,
      email: `${username}@acme.example`,
      jobTitle: 'Auditor',
      department: 'Compliance',
      language: 'en',
      timezone: 'Europe/London',
      dateFormat: 'YYYY-MM-DD',
      avatarUrl: null,
    },
    notificationPrefs: { newLoginAlert: true, passwordChangeAlert: true },
    mfa: { enabled: false, method: 'authenticator' },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
