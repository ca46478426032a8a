import type { Profile } from '@gsg/shared';
import type { Account } from '../../store/index.ts';

// The account's email is the login credential; the copy inside the profile is never the authority.
export const presentProfile = (account: Account): Profile => ({ ...account.profile, email: account.email });
