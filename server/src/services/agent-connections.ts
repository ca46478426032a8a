import { randomUUID } from 'node:crypto';
import type { AgentServerMessage, AgentUpdateClientCommand, Endpoint } from '@gsg/shared';
import type { EndpointRepository } from '../store/index.ts';

/** One open agent stream, as the registry needs it. */
export interface AgentLink {
  send(message: AgentServerMessage): void;
}

/** What Update Client needs from the agents: the command sent wherever the endpoint is connected. */
export interface UpdateCommands {
  /** Sends update-client for each endpoint with a pending version whose agent is connected to this node. */
  requestUpdates(endpoints: readonly Endpoint[]): void;
}

/** A heartbeat the ingest service stored: the endpoint it updated and the version it reported. */
export interface RecordedHeartbeat {
  endpointId: string;
  clientVersion: string;
}

/**
 * The agent streams open on this node and the endpoints each serves. A stream serves the hosts whose
 * heartbeats it has sent (a gateway or a replay may serve many); when two claim a host, the later one is
 * the agent that is there now.
 */
export interface AgentConnections extends UpdateCommands {
  /**
   * After a frame's heartbeats: the link serves their `hostnames`, and each `recorded` endpoint still
   * waiting for another version than it reported gets the command again on this link. That is how a
   * command asked for while the agent was away (or connected to another node) reaches it.
   */
  heartbeatsReceived(link: AgentLink, hostnames: readonly string[], recorded: readonly RecordedHeartbeat[]): Promise<void>;
  /** The link closed: its hosts are served by nobody on this node until they are heard again. */
  drop(link: AgentLink): void;
}

function updateCommand(endpoint: Endpoint, targetVersion: string): AgentUpdateClientCommand {
  return {
    type: 'command',
    command: 'update-client',
    commandId: randomUUID(),
    endpointId: endpoint.id,
    hostname: endpoint.hostname,
    targetVersion,
  };
}

export function createAgentConnections(endpoints: EndpointRepository): AgentConnections {
  const linkOf = new Map<string, AgentLink>();
  const hostsOf = new Map<AgentLink, Set<string>>();

  function serve(link: AgentLink, hostnames: readonly string[]): void {
    let hosts = hostsOf.get(link);
    if (!hosts) hostsOf.set(link, (hosts = new Set()));
    for (const hostname of hostnames) {
      const previous = linkOf.get(hostname);
      if (previous && previous !== link) hostsOf.get(previous)?.delete(hostname);
      linkOf.set(hostname, link);
      hosts.add(hostname);
    }
  }

  return {
    requestUpdates(pending) {
      for (const endpoint of pending) {
        const link = linkOf.get(endpoint.hostname);
        if (link && endpoint.pendingVersion) link.send(updateCommand(endpoint, endpoint.pendingVersion));
      }
    },
    async heartbeatsReceived(link, hostnames, recorded) {
      serve(link, hostnames);
      if (recorded.length === 0) return;
      const reported = new Map(recorded.map((r) => [r.endpointId, r.clientVersion]));
      for (const endpoint of await endpoints.getMany([...reported.keys()])) {
        const target = endpoint.pendingVersion;
        if (target && target !== reported.get(endpoint.id)) link.send(updateCommand(endpoint, target));
      }
    },
    drop(link) {
      for (const hostname of hostsOf.get(link) ?? []) {
        if (linkOf.get(hostname) === link) linkOf.delete(hostname);
      }
      hostsOf.delete(link);
    },
  };
}
