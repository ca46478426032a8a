import { listLoader } from './list-loader.ts';
import { proxy, useSnapshot } from 'valtio';
import { ACCESS_API, type AccessGroup, type AccessUser } from '@gsg/shared';
import { ApiError, api, loadAgainOnServerReturn } from '../api/client.ts';
import { showError } from './toasts.ts';

// The spec's Access Control makes no calls, so it names no failure texts; these follow section 8's form.
const LOAD_FAILED = 'Failed to load users and groups';
const SAVE_FAILED = 'Failed to update access';
const SEARCH_DEBOUNCE_MS = 300;

interface AccessState {
  /** The search box both tabs share. */
  search: string;
  /** True while a load (the first, or one for a new search) is under way. */
  loading: boolean;
  /** Once the first load has settled: later searches keep the tabs in place while they load. */
  settled: boolean;
  users: AccessUser[];
  groups: AccessGroup[];
}

export const accessState = proxy<AccessState>({ search: '', loading: true, settled: false, users: [], groups: [] });

// A load started later wins: a slow answer for an older search must not replace a newer one.
const loader = listLoader(accessState, () => {
  const query = { search: accessState.search.trim() || undefined };
  return Promise.all([
    api.call(ACCESS_API.users, { query }),
    api.call(ACCESS_API.groups, { query }),
  ]);
});
let searchTimer: ReturnType<typeof setTimeout> | undefined;

/** Both lists for the current search, as the identity provider synced them. */
export async function loadAccess(): Promise<void> {
  await loader.load(
    ([users, groups]) => {
      accessState.users = users.items;
      accessState.groups = groups.items;
      accessState.settled = true;
    },
    (err) => {
      if (loadAgainOnServerReturn(err, loadAccess)) return;
      showError(LOAD_FAILED);
      accessState.settled = true;
    },
  );
}

// A sync from the identity provider arrives as a burst of changes: the lists are read again once it pauses.
const LIVE_RELOAD_MS = 500;
let liveTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Another console's switch or the identity provider's sync, as the live layer reports it: both lists are
 * read again, since a group's switch or membership changes its members' rows too.
 */
export function applyAccessChanges(): void {
  clearTimeout(liveTimer);
  liveTimer = setTimeout(() => void loadAccess(), LIVE_RELOAD_MS);
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
    api.call(ACCESS_API.updateUser, { params: { id }, body: { accessEnabled } }),
  );
}

export function updateGroup(name: string, change: Partial<Pick<AccessGroup, 'description' | 'accessEnabled'>>): Promise<void> {
  return saveRow(accessState.groups, (g) => g.name === name, change, () =>
    api.call(ACCESS_API.updateGroup, { params: { name }, body: change }),
  );
}

export const useAccess = () => useSnapshot(accessState);
