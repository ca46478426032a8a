import { useSnapshot } from 'valtio';
import { TEAM_API, type AccountCreate, type AccountUpdate, type ConsoleAccount } from '@gsg/shared';
import { api } from '../api/client.ts';
import { errorMessageOf, listResource } from './list-resource.ts';
import { showError, showToast } from './toasts.ts';

/** The console's accounts (Settings › Users), for admins. */
const team = listResource(TEAM_API.list);
export const teamState = team.state;
export const loadTeam = team.load;
export const useTeam = () => useSnapshot(teamState);

const replace = (account: ConsoleAccount) => {
  teamState.items = teamState.items.map((a) => (a.id === account.id ? account : a));
};

/** Adds an account; answers the server's refusal (a taken username, a weak password) for the form. */
export async function addAccount(input: AccountCreate): Promise<string | null> {
  try {
    const created = await api.call(TEAM_API.add, { body: input });
    teamState.items = [...teamState.items, created].sort((a, b) => a.username.localeCompare(b.username));
    showToast('Account added', `${created.fullName} can sign in as ${created.username}.`);
    return null;
  } catch (err) {
    return errorMessageOf(err);
  }
}

export async function changeAccount(id: string, change: AccountUpdate, done: string): Promise<void> {
  try {
    const account = await api.call(TEAM_API.update, { params: { id }, body: change });
    replace(account);
    showToast('Account updated', done);
  } catch (err) {
    showError(errorMessageOf(err));
  }
}

export async function resetAccountPassword(id: string, password: string): Promise<string | null> {
  try {
    replace(await api.call(TEAM_API.resetPassword, { params: { id }, body: { password } }));
    showToast('Password reset', 'Their sessions have ended; they sign in with the new password.');
    return null;
  } catch (err) {
    return errorMessageOf(err);
  }
}

export async function resetAccountMfa(id: string): Promise<void> {
  try {
    replace(await api.call(TEAM_API.resetMfa, { params: { id } }));
    showToast('MFA reset', 'They set up MFA again at their next sign-in.');
  } catch (err) {
    showError(errorMessageOf(err));
  }
}

export async function removeAccount(id: string): Promise<void> {
  try {
    await api.call(TEAM_API.remove, { params: { id } });
    teamState.items = teamState.items.filter((a) => a.id !== id);
    showToast('Account removed');
  } catch (err) {
    showError(errorMessageOf(err));
  }
}
