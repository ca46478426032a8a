import { proxy } from 'valtio';
import { ApiError, api, loadAgainOnServerReturn } from '../api/client.ts';
import { latestRequests } from './list-loader.ts';

/** What a refused call says: the server's own message, or a plain fallback when none came. */
export const errorMessageOf = (err: unknown): string => (err instanceof ApiError ? err.message : 'Something went wrong');

export interface ListResource<T, Extra extends object = object> {
  state: { items: T[]; loaded: boolean; error: string | null } & Extra;
  /** Reads the list again; the latest call wins, and one that met no server runs again when it is back. */
  load(): Promise<void>;
}

/** A small list a settings card shows whole (`GET path` answering `{ items }`), with any state of its own. */
export function listResource<T, Extra extends object = object>(path: string, extra: Extra = {} as Extra): ListResource<T, Extra> {
  const state = proxy<ListResource<T, Extra>['state']>({ items: [], loaded: false, error: null, ...extra });
  const requests = latestRequests();
  async function load(): Promise<void> {
    const isLatest = requests.start();
    try {
      const { items } = await api.get<{ items: T[] }>(path);
      if (!isLatest()) return;
      state.items = items;
      state.loaded = true;
      state.error = null;
    } catch (err) {
      if (!isLatest() || loadAgainOnServerReturn(err, load)) return;
      state.error = errorMessageOf(err);
    }
  }
  return { state, load };
}
