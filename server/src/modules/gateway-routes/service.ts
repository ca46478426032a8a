import { randomUUID } from 'node:crypto';
import type { Dispatcher } from 'undici';
import {
  NOT_FOUND,
  modelMatches,
  type Actor,
  type GatewayResolution,
  type GatewayRoute,
  type GatewayRouteList,
  type GatewayRouteTestResult,
  type GatewayRouteUpdate,
  type gatewayRouteCreateSchema,
} from '@gsg/shared';
import type { z } from 'zod';
import type { DomainBus } from '../../events/domain-bus.ts';
import type { UpstreamTarget } from '../gateway/upstream.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { GatewayRouteRecord, Store } from '../../store/index.ts';

type GatewayRouteCreate = z.infer<typeof gatewayRouteCreateSchema>;

/** Where one request goes: a route's upstream, the environment's, or nowhere (refused with 503). */
export interface RoutedTarget extends UpstreamTarget {
  /** The route that took the model; null for GSG_GATEWAY_UPSTREAM_URL. */
  route: GatewayRouteRecord | null;
}

export interface GatewayRouteService {
  list(): Promise<GatewayRouteList>;
  create(input: GatewayRouteCreate, by: Actor): Promise<GatewayRoute>;
  /** A 404 when there is none. */
  update(id: string, patch: GatewayRouteUpdate, by: Actor): Promise<GatewayRoute>;
  remove(id: string, by: Actor): Promise<void>;
  /** `ids` must name every route once: the new order, first tried first. */
  reorder(ids: readonly string[], by: Actor): Promise<GatewayRoute[]>;
  /** Asks the route's upstream for its model list with the route's key, and says how it went. */
  test(id: string): Promise<GatewayRouteTestResult>;
  /** Where a request for `model` would go, as the Gateway screen shows it. */
  resolve(model: string): Promise<GatewayResolution>;
  /** The upstream a request for `model` goes to: the first enabled route matching it, else the environment's, else null. */
  targetFor(model: string): Promise<RoutedTarget | null>;
}

/** What the API shows of a route: never its key, only whether one is set. */
export const presentRoute = (r: GatewayRouteRecord): GatewayRoute => ({
  id: r.id,
  name: r.name,
  modelPattern: r.modelPattern,
  upstreamUrl: r.upstreamUrl,
  keySet: r.sealedKey !== null,
  enabled: r.enabled,
  position: r.position,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

// Routes change rarely and every gateway call asks for them: they are kept, keys opened, for a few
// seconds, so a change made on another node is heeded within seconds and one made here at once.
const CACHE_MS = 5_000;
const TEST_TIMEOUT_MS = 10_000;
// undici is loaded with the first Test Connection, not at start-up (see gateway/upstream.ts).
let testClient: Promise<{ request: typeof import('undici').request; dispatcher: Dispatcher }> | undefined;
const connectionTestClient = () =>
  (testClient ??= import('undici').then(({ Agent, request }) => ({ request, dispatcher: new Agent({ keepAliveTimeout: 1_000, connections: 8 }) })));

export function createGatewayRouteService(
  store: Store,
  box: SecretBox,
  events: DomainBus,
  config: { upstreamUrl: string | undefined; upstreamKey: string | undefined; publicUrl: string | undefined },
  now: () => Date = () => new Date(),
): GatewayRouteService {
  const routes = store.gatewayRoutes;
  let cached: { at: number; list: Promise<Array<{ record: GatewayRouteRecord; key: string | undefined }>> } | null = null;
  const opened = () => {
    if (!cached || now().getTime() - cached.at > CACHE_MS) {
      const list = routes.list().then((records) => records.map((record) => ({ record, key: record.sealedKey === null ? undefined : box.open(record.sealedKey) })));
      // A failed read is not kept: the next call tries again.
      list.catch(() => (cached = null));
      cached = { at: now().getTime(), list };
    }
    return cached.list;
  };
  const forget = () => {
    cached = null;
  };
  const find = async (id: string) => {
    const record = await routes.get(id);
    if (!record) throw notFound(NOT_FOUND.gatewayRoute);
    return record;
  };
  const matching = async (model: string) => (await opened()).find(({ record }) => record.enabled && modelMatches(record.modelPattern, model)) ?? null;

  return {
    async list() {
      return {
        items: (await routes.list()).map(presentRoute),
        baseUrl: config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}/v1` : null,
        defaultUpstreamUrl: config.upstreamUrl ?? null,
      };
    },
    async create(input, by) {
      const at = now().toISOString();
      const existing = await routes.list();
      const record: GatewayRouteRecord = {
        id: randomUUID(),
        name: input.name,
        modelPattern: input.modelPattern,
        upstreamUrl: input.upstreamUrl,
        sealedKey: input.apiKey ? box.seal(input.apiKey) : null,
        enabled: input.enabled,
        // Last: a new route never takes models from the routes already in use.
        position: existing.reduce((max, r) => Math.max(max, r.position + 1), 0),
        createdAt: at,
        updatedAt: at,
      };
      const route = presentRoute(record);
      await events.record(
        (outbox) => routes.create(record, outbox).finally(forget),
        () => [{ type: 'gateway-route.saved', data: { route, before: null, by } }],
      );
      return route;
    },
    async update(id, patch, by) {
      const record = await find(id);
      const next: GatewayRouteRecord = {
        ...record,
        name: patch.name ?? record.name,
        modelPattern: patch.modelPattern ?? record.modelPattern,
        upstreamUrl: patch.upstreamUrl ?? record.upstreamUrl,
        sealedKey: patch.apiKey === undefined ? record.sealedKey : patch.apiKey === null ? null : box.seal(patch.apiKey),
        enabled: patch.enabled ?? record.enabled,
        updatedAt: now().toISOString(),
      };
      const route = presentRoute(next);
      const updated = await events.record(
        (outbox) => routes.update(next, outbox).finally(forget),
        () => [{ type: 'gateway-route.saved', data: { route, before: presentRoute(record), by } }],
      );
      if (!updated) throw notFound(NOT_FOUND.gatewayRoute);
      return route;
    },
    async remove(id, by) {
      const record = await find(id);
      const deleted = await events.record(
        (outbox) => routes.delete(id, outbox).finally(forget),
        () => [{ type: 'gateway-route.deleted', data: { before: presentRoute(record), by } }],
      );
      if (!deleted) throw notFound(NOT_FOUND.gatewayRoute);
    },
    async reorder(ids, by) {
      const before = (await routes.list()).map((r) => r.id);
      const known = new Set(before);
      if (new Set(ids).size !== ids.length || ids.length !== before.length || ids.some((id) => !known.has(id))) {
        throw badRequest('The order must name every model route once', [{ path: 'body.ids', message: 'must list every model route once' }]);
      }
      await events.record(
        (outbox) => routes.reorder(ids, outbox).finally(forget),
        () => [{ type: 'gateway-route.reordered', data: { before, after: [...ids], by } }],
      );
      return (await routes.list()).map(presentRoute);
    },
    async test(id) {
      const record = await find(id);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (record.sealedKey !== null) headers.authorization = `Bearer ${box.open(record.sealedKey)}`;
      try {
        const { request, dispatcher } = await connectionTestClient();
        const answer = await request(`${record.upstreamUrl}/models`, { method: 'GET', headers, signal: AbortSignal.timeout(TEST_TIMEOUT_MS), dispatcher });
        // The body is not read out: an upstream's error text may quote what it was sent.
        await answer.body.dump();
        const status = answer.statusCode;
        if (status >= 200 && status < 300) return { ok: true, status, error: null };
        const error = status === 401 || status === 403 ? 'The upstream refused the API key' : `The upstream answered with HTTP ${status}`;
        return { ok: false, status, error };
      } catch {
        return { ok: false, status: null, error: 'The upstream could not be reached' };
      }
    },
    async resolve(model) {
      const hit = await matching(model);
      if (hit) {
        const { id, name, modelPattern, upstreamUrl } = hit.record;
        return { model, via: 'route', route: { id, name, modelPattern }, upstreamUrl };
      }
      return config.upstreamUrl ? { model, via: 'default', route: null, upstreamUrl: config.upstreamUrl } : { model, via: 'none', route: null, upstreamUrl: null };
    },
    async targetFor(model) {
      const hit = await matching(model);
      if (hit) return { url: hit.record.upstreamUrl, key: hit.key, route: hit.record };
      return config.upstreamUrl ? { url: config.upstreamUrl, key: config.upstreamKey, route: null } : null;
    },
  };
}
