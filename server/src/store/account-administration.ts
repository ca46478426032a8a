import type { Account, AccountAdministration } from './types.ts';

/** The account after an admin's change; the profile keeps its copy of the name and address in step. */
export function administered(account: Account, change: AccountAdministration): Account {
  const email = change.email ?? account.email;
  return {
    ...account,
    email,
    role: change.role ?? account.role,
    disabled: change.disabled ?? account.disabled,
    // Enabling an account that signed itself up is the admin's approval.
    pendingApproval: account.pendingApproval && (change.disabled ?? account.disabled),
    profile: { ...account.profile, email, fullName: change.fullName ?? account.profile.fullName },
  };
}
