import { proxy, useSnapshot } from 'valtio';
import { GATEWAY_API, type GatewayResolution, type GatewayRoute, type GatewayRouteCreate, type GatewayRouteTestResult, type GatewayRouteUpdate } from '@gsg/shared';
import { ApiError, api, loadAgainOnServerReturn } from '../api/client.ts';
import { latestRequests } from './list-loader.ts';
import { errorMessageOf as messageOf } from './list-resource.ts';
import { showError, showToast } from './toasts.ts';

/** The Gateway screen: the model routes in the order they are tried, and what clients are told to use. */
export const gatewayState = proxy<{
  items: GatewayRoute[];
  baseUrl: string | null;
  defaultUpstreamUrl: string | null;
  loaded: boolean;
  error: string | null;
  saving: boolean;
  /** The route being tested, and the last result of each route's test. */
  testing: string | null;
  results: Record<string, GatewayRouteTestResult>;
}>({ items: [], baseUrl: null, defaultUpstreamUrl: null, loaded: false, error: null, saving: false, testing: null, results: {} });

const requests = latestRequests();

export async function loadGatewayRoutes(): Promise<void> {
  const isLatest = requests.start();
  try {
    const list = await api.call(GATEWAY_API.routes);
    if (!isLatest()) return;
    Object.assign(gatewayState, { items: list.items, baseUrl: list.baseUrl, defaultUpstreamUrl: list.defaultUpstreamUrl, loaded: true, error: null });
  } catch (err) {
    if (!isLatest() || loadAgainOnServerReturn(err, loadGatewayRoutes)) return;
    gatewayState.error = messageOf(err);
  }
}

type Saved = { ok: true } | { ok: false; message: string; fields: ApiError['fields'] };
const refusal = (err: unknown): Saved => ({ ok: false, message: messageOf(err), fields: err instanceof ApiError ? err.fields : undefined });

/** Adds a route (tried after the others); the server's refusal comes back for the dialog to show. */
export async function addGatewayRoute(input: GatewayRouteCreate): Promise<Saved> {
  gatewayState.saving = true;
  try {
    const created = await api.call(GATEWAY_API.addRoute, { body: input });
    gatewayState.items = [...gatewayState.items, created];
    showToast('Model route added', `Requests for ${created.modelPattern} now go to ${created.upstreamUrl}.`);
    return { ok: true };
  } catch (err) {
    return refusal(err);
  } finally {
    gatewayState.saving = false;
  }
}

/** Changes a route; from the dialog its refusal is shown there, from a switch as a toast. */
export async function updateGatewayRoute(id: string, patch: GatewayRouteUpdate): Promise<Saved> {
  gatewayState.saving = true;
  try {
    const updated = await api.call(GATEWAY_API.updateRoute, { params: { id }, body: patch });
    gatewayState.items = gatewayState.items.map((r) => (r.id === id ? updated : r));
    return { ok: true };
  } catch (err) {
    return refusal(err);
  } finally {
    gatewayState.saving = false;
  }
}

export async function switchGatewayRoute(id: string, enabled: boolean): Promise<void> {
  const result = await updateGatewayRoute(id, { enabled });
  if (!result.ok) showError(result.message);
}

export async function removeGatewayRoute(id: string): Promise<void> {
  try {
    await api.call(GATEWAY_API.removeRoute, { params: { id } });
    gatewayState.items = gatewayState.items.filter((r) => r.id !== id);
    showToast('Model route removed');
  } catch (err) {
    showError(messageOf(err));
  }
}

/** Moves a route one place up (-1) or down (+1) in the order routes are tried. */
export async function moveGatewayRoute(id: string, by: -1 | 1): Promise<void> {
  const ids = gatewayState.items.map((r) => r.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from === -1 || to < 0 || to >= ids.length) return;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  try {
    const { items } = await api.call(GATEWAY_API.reorder, { body: { ids } });
    gatewayState.items = items;
  } catch (err) {
    showError(messageOf(err));
    void loadGatewayRoutes();
  }
}

/** Asks the route's upstream for its models with the route's key; the result stays beside the route. */
export async function testGatewayRoute(id: string): Promise<void> {
  gatewayState.testing = id;
  try {
    const result = await api.call(GATEWAY_API.testRoute, { params: { id } });
    gatewayState.results = { ...gatewayState.results, [id]: result };
  } catch (err) {
    showError(messageOf(err));
  } finally {
    gatewayState.testing = null;
  }
}

/** Where a request for the model would go. */
export async function resolveModel(model: string): Promise<GatewayResolution | string> {
  try {
    return await api.call(GATEWAY_API.resolve, { query: { model } });
  } catch (err) {
    return messageOf(err);
  }
}

export const useGateway = () => useSnapshot(gatewayState);
