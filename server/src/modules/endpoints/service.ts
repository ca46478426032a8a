import {
  ERRORS,
  compareVersionsDesc,
  currentVersionList,
  isCurrentClient,
  NOT_FOUND,
  endpointsUpdatedDetail,
  type Actor,
  type ClientUpdateResult,
  type CurrentClientVersions,
  type Endpoint,
  type EndpointFilter,
  type EndpointPage,
  type EndpointQuery,
} from '@gsg/shared';
import { conflict, notFound } from '../../http-errors.ts';
import type { DomainBus } from '../../events/domain-bus.ts';
import type { EndpointRepository, OutboxEntries } from '../../store/index.ts';
import type { UpdateCommands } from '../agent/connections.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

export interface EndpointService {
  /** One page of endpoints, judged outdated against the current client versions at `now`. */
  list(query: EndpointQuery, now: Date): Promise<EndpointPage>;
  /** Every endpoint the filter selects, sorted, for the export. */
  stream(filter: EndpointFilter, sort: Pick<EndpointQuery, 'sort' | 'order'>, now: Date): Promise<AsyncIterable<Endpoint>>;
  get(id: string): Promise<Endpoint | null>;
  /**
   * Asks one endpoint's agent to move to the current client version: the command goes out at once when the
   * agent is connected to this node, otherwise with the answer to its next heartbeat.
   */
  updateClient(id: string, by: Actor): Promise<Endpoint>;
  /** Asks every selected endpoint not yet on the current version to move to it. */
  updateClients(ids: string[], by: Actor): Promise<ClientUpdateResult>;
  remove(id: string, by: Actor): Promise<void>;
  removeMany(ids: string[], by: Actor): Promise<number>;
  /**
   * The status job: every status follows lastSeen, and heartbeat receipts past their keep go. Returns
   * the endpoints whose status changed.
   */
  refreshStatuses(now: Date): Promise<Endpoint[]>;
}

export const ENDPOINT_ALREADY_CURRENT = 'Endpoint is already up to date';
// A bulk request may name up to a thousand ids; the message names enough of them to act on.
const NAMED_IN_MESSAGE = 10;

export function endpointsNotFound(ids: readonly string[]): string {
  const named = ids.slice(0, NAMED_IN_MESSAGE).join(', ');
  const more = ids.length > NAMED_IN_MESSAGE ? ` and ${ids.length - NAMED_IN_MESSAGE} more` : '';
  return `Endpoints not found: ${named}${more}`;
}

// Why heartbeats keep receipts, and why a week of them is enough: see event_receipts in
// store/sqlite/migrations.ts.
const HEARTBEAT_RECEIPT_DAYS = 7;

/** The version each operating system's endpoints should run (ReleaseService.currentVersions). */
export type CurrentVersionsLookup = () => Promise<CurrentClientVersions>;

export function createEndpointService(
  endpoints: EndpointRepository,
  events: DomainBus,
  agents: UpdateCommands,
  currentVersions: CurrentVersionsLookup,
): EndpointService {
  /** The endpoints' changes, each kept with its event (for the audit trail) in the write's transaction. */
  const changing = (by: Actor | null, write: (outbox: OutboxEntries<Endpoint[]>) => Promise<Endpoint[]>) =>
    events.record(write, (list: Endpoint[]) => list.map((endpoint) => ({ type: 'endpoint.changed' as const, data: { endpoint, by } })));
  const removing = (ids: string[], by: Actor) =>
    events.record(
      (outbox) => endpoints.removeMany(ids, outbox),
      () => ids.map((id) => ({ type: 'endpoint.removed' as const, data: { id, by } })),
    );

  /** The selected endpoints, or a 404 naming the unknown ones before anything changes. */
  async function selected(ids: string[]): Promise<Endpoint[]> {
    const unique = [...new Set(ids)];
    const found = await endpoints.getMany(unique);
    const known = new Set(found.map((e) => e.id));
    const missing = unique.filter((id) => !known.has(id));
    if (missing.length > 0) throw notFound(endpointsNotFound(missing));
    return found;
  }

  return {
    list: async (query, now) => endpoints.list(query, now, await currentVersions()),
    stream: async (filter, sort, now) => endpoints.stream(filter, sort, now, await currentVersions()),
    get: (id) => endpoints.get(id),
    async updateClient(id, by) {
      const endpoint = await endpoints.get(id);
      if (!endpoint) throw notFound(NOT_FOUND.endpoint);
      const current = await currentVersions();
      if (isCurrentClient(endpoint, current)) throw conflict(ENDPOINT_ALREADY_CURRENT);
      const [pending] = await changing(by, (outbox) => endpoints.setPendingVersion([id], current[endpoint.os], outbox));
      if (!pending) throw notFound(NOT_FOUND.endpoint);
      await agents.requestUpdates([pending]);
      return pending;
    },
    async updateClients(ids, by) {
      const chosen = await selected(ids);
      const current = await currentVersions();
      const outdated = chosen.filter((e) => !isCurrentClient(e, current));
      // Each endpoint moves to its own operating system's version; the message names the versions sent.
      const targets = new Map<string, string[]>();
      for (const e of outdated) targets.set(current[e.os], [...(targets.get(current[e.os]) ?? []), e.id]);
      const version = (outdated.length === 0 ? currentVersionList(current) : [...targets.keys()].sort(compareVersionsDesc)).join(', ');
      if (outdated.length === 0) {
        return { updated: 0, total: chosen.length, version, message: ERRORS.allEndpointsCurrent, endpoints: [] };
      }
      const pending: Endpoint[] = [];
      for (const [target, ids] of targets) pending.push(...(await changing(by, (outbox) => endpoints.setPendingVersion(ids, target, outbox))));
      await agents.requestUpdates(pending);
      return {
        updated: pending.length,
        total: chosen.length,
        version,
        message: endpointsUpdatedDetail(pending.length, chosen.length, version),
        endpoints: pending,
      };
    },
    async remove(id, by) {
      if ((await removing([id], by)) === 0) throw notFound(NOT_FOUND.endpoint);
    },
    async removeMany(ids, by) {
      const chosen = (await selected(ids)).map((e) => e.id);
      return removing(chosen, by);
    },
    async refreshStatuses(now) {
      const moved = await changing(null, (outbox) => endpoints.refreshStatuses(now, outbox));
      await endpoints.pruneHeartbeatReceipts(new Date(now.getTime() - HEARTBEAT_RECEIPT_DAYS * 86_400_000));
      return moved;
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The client fleet. */
    endpoints: EndpointService;
  }
}

export const endpointsServicePlugin = servicePlugin('endpoints', ['agents', 'releases'], (app, { agents, releases }) =>
  createEndpointService(app.store.endpoints, app.events, agents, () => releases.currentVersions()),
);
