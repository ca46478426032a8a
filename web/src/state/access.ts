import { proxy, useSnapshot } from 'valtio';
import type { AccessGroup, AccessUser } from '@gsg/shared';
import { ApiError, api, loadAgainOnServerReturn } from '../api/client.ts';
import { showError } from './toasts.ts';

// The spec's Access Control makes no calls, so it names no failure texts; these follow section 8's form.
const LOAD_FAILED = 'Failed to load users and groups';
const SAVE_FAILED = 'Failed to update access';
const SEARCH_DEBOUNCE_MS = 300;

interface AccessState {
  /** The search box both tabs share. */
  search: string;
  /** True until the first load has settled. */
  loading: boolean;
  users: AccessUser[];
  groups: AccessGroup[];
}

export const accessState = proxy<AccessState>({ search: '', loading: true, users: [], groups: [] });

// A load started later wins: a slow answer for an older search must not replace a newer one.
let latestLoad = 0;
let searchTimer: ReturnType<typeof setTimeout> | undefined;

/** Both lists for the current search, as the identity provider synced them. */
export async function loadAccess(): Promise<void> {
  const load = ++latestLoad;
  const query = { search: accessState.search.trim() || undefined };
  try {
    const [users, groups] = await Promise.all([
      api.get<{ items: AccessUser[] }>('/access/users', { query }),
      api.get<{ items: AccessGroup[] }>('/access/groups', { query }),
    ]);
    if (load !== latestLoad) return;
    accessState.users = users.items;
    accessState.groups = groups.items;
  } catch (err) {
    if (load === latestLoad && !loadAgainOnServerReturn(err, loadAccess)) showError(LOAD_FAILED);
  } finally {
    if (load === latestLoad) accessState.loading = false;
  }
}

/** The box shows what is typed at once; the lists follow once typing pauses. */
export function setAccessSearch(text: string): void {
  accessState.search = text;
  clearTimeout(searchTimer);
  searchTimer = setTimeout(() => void loadAccess(), SEARCH_DEBOUNCE_MS);
}

const messageOf = (err: unknown) => (err instanceof ApiError ? `${SAVE_FAILED}: ${err.message}` : SAVE_FAILED);

/**
 * Applies a change to one row at once and saves it; the server's answer replaces the row, and a
 * refusal puts the row back as it was.
 */
async function saveRow<T>(rows: T[], match: (row: T) => boolean, change: Partial<NoInfer<T>>, save: () => Promise<T>): Promise<void> {
  const index = rows.findIndex(match);
  const before = rows[index];
  if (before === undefined) return;
  rows[index] = { ...before, ...change };
  try {
    const saved = await save();
    const now = rows.findIndex(match);
    if (now !== -1) rows[now] = saved;
  } catch (err) {
    const now = rows.findIndex(match);
    if (now !== -1) rows[now] = before;
    showError(messageOf(err));
  }
}

export function setUserAccess(id: string, accessEnabled: boolean): Promise<void> {
  return saveRow(accessState.users, (u) => u.id === id, { accessEnabled }, () =>
    api.patch<AccessUser>(`/access/users/${encodeURIComponent(id)}`, { accessEnabled }),
  );
}

export function updateGroup(name: string, change: Partial<Pick<AccessGroup, 'description' | 'accessEnabled'>>): Promise<void> {
  return saveRow(accessState.groups, (g) => g.name === name, change, () =>
    api.patch<AccessGroup>(`/access/groups/${encodeURIComponent(name)}`, change),
  );
}

export const useAccess = () => useSnapshot(accessState);
