import { proxy } from 'valtio';
import type { ApiRoute, ResponseOf } from '@gsg/shared';
import { ApiError, api, loadAgainOnServerReturn } from '../api/client.ts';
import { latestRequests } from './list-loader.ts';

/** What a refused call says: the server's own message, or a plain fallback when none came. */
export const errorMessageOf = (err: unknown): string => (err instanceof ApiError ? err.message : 'Something went wrong');

export interface ListResource<T, Extra extends object = object> {
  state: { items: T[]; loaded: boolean; error: string | null } & Extra;
  /** Reads the list again; the latest call wins, and one that met no server runs again when it is back. */
  load(): Promise<void>;
}

/** A GET route of the map; listResource expects its answer to be the whole list as `{ items }`. */
type ListRoute = ApiRoute & { method: 'GET' };
/** The type of one item a list route answers. */
export type ItemOf<R extends ApiRoute> = ResponseOf<R> extends { items: readonly (infer T)[] } ? T : never;

/** A small list a settings card shows whole (a GET route of the map answering `{ items }`), with any state of its own. */
export function listResource<R extends ListRoute, Extra extends object = object>(
  route: R,
  extra: Extra = {} as Extra,
): ListResource<ItemOf<R>, Extra> {
  type T = ItemOf<R>;
  const state = proxy<ListResource<T, Extra>['state']>({ items: [], loaded: false, error: null, ...extra });
  const requests = latestRequests();
  async function load(): Promise<void> {
    const isLatest = requests.start();
    try {
      const { items } = (await api.call(route)) as { items: T[] };
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
