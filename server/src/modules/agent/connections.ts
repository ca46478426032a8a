import { randomUUID } from 'node:crypto';
import { AI_TOOL_CATALOG, type AgentInstaller, type AgentServerMessage, type AgentToolPolicyCommand, type AgentUpdateClientCommand, type Endpoint, type OperatingSystem } from '@gsg/shared';
import type { EndpointRepository } from '../../store/index.ts';
import { actionFor, type ToolPolicy, type ToolPolicySnapshot } from '../../services/tool-policy.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

/** One open agent stream, as the registry needs it. */
export interface AgentLink {
  send(message: AgentServerMessage): void;
}

/** What Update Client needs from the agents: the command sent wherever the endpoint is connected. */
export interface UpdateCommands {
  /**
   * Sends update-client for each endpoint with a pending version whose agent is connected to this node,
   * with the uploaded installers of that version the endpoint can take.
   */
  requestUpdates(endpoints: readonly Endpoint[]): Promise<void>;
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
  /** A stream opened: it gets the tool policy now, and every change to it from then on. */
  connected(link: AgentLink): Promise<void>;
  /** The decisions on AI tools changed: every stream open on this node gets the new tool policy. */
  toolPolicyChanged(): Promise<void>;
  /**
   * After a frame's heartbeats: the link serves their `hostnames`, and each `recorded` endpoint still
   * waiting for another version than it reported gets the command again on this link. That is how a
   * command asked for while the agent was away (or connected to another node) reaches it.
   */
  heartbeatsReceived(link: AgentLink, hostnames: readonly string[], recorded: readonly RecordedHeartbeat[]): Promise<void>;
  /** The link closed: its hosts are served by nobody on this node until they are heard again. */
  drop(link: AgentLink): void;
}

/** The tool-policy command for a snapshot: every catalogued tool with what its use gets. */
export function toolPolicyCommand(policy: ToolPolicySnapshot): AgentToolPolicyCommand {
  return {
    type: 'command',
    command: 'tool-policy',
    commandId: randomUUID(),
    revision: policy.revision,
    defaultAction: policy.defaultAction,
    tools: AI_TOOL_CATALOG.map((tool) => ({
      id: tool.id,
      name: tool.name,
      action: actionFor(policy, tool.id),
      domains: [...tool.domains],
      processNames: [...tool.processNames],
    })),
  };
}

/** The uploaded installers of a version that an endpoint running `os` can take (modules/releases/service.ts). */
export type InstallerLookup = (version: string, os: OperatingSystem) => Promise<AgentInstaller[]>;

export function createAgentConnections(
  endpoints: EndpointRepository,
  toolPolicy: ToolPolicy,
  installersFor: InstallerLookup = async () => [],
): AgentConnections {
  async function updateCommand(endpoint: Endpoint, targetVersion: string): Promise<AgentUpdateClientCommand> {
    const installers = await installersFor(targetVersion, endpoint.os);
    return {
      type: 'command',
      command: 'update-client',
      commandId: randomUUID(),
      endpointId: endpoint.id,
      hostname: endpoint.hostname,
      targetVersion,
      ...(installers.length > 0 ? { installers } : {}),
    };
  }

  const linkOf = new Map<string, AgentLink>();
  const hostsOf = new Map<AgentLink, Set<string>>();
  /** Every open stream, and the tool policy revision it was last sent. */
  const revisionOf = new Map<AgentLink, string | null>();

  async function sendToolPolicy(links: readonly AgentLink[], onlyIfChanged: boolean): Promise<void> {
    const policy = await toolPolicy.current();
    for (const link of links) {
      // A link that closed while the policy was read is gone from the map: nothing to send it.
      if (!revisionOf.has(link) || (onlyIfChanged && revisionOf.get(link) === policy.revision)) continue;
      revisionOf.set(link, policy.revision);
      link.send(toolPolicyCommand(policy));
    }
  }

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
    async connected(link) {
      revisionOf.set(link, null);
      await sendToolPolicy([link], false);
    },
    async toolPolicyChanged() {
      await sendToolPolicy([...revisionOf.keys()], true);
    },
    async requestUpdates(pending) {
      for (const endpoint of pending) {
        if (!endpoint.pendingVersion || !linkOf.has(endpoint.hostname)) continue;
        const command = await updateCommand(endpoint, endpoint.pendingVersion);
        // The agent may have moved to another stream while the installers were looked up.
        linkOf.get(endpoint.hostname)?.send(command);
      }
    },
    async heartbeatsReceived(link, hostnames, recorded) {
      serve(link, hostnames);
      // A decision made on another node reaches this node's agents with their next heartbeat. A policy
      // that cannot be read now is tried again with the next one: the heartbeats themselves are stored.
      await sendToolPolicy([link], true).catch(() => undefined);
      if (recorded.length === 0) return;
      const reported = new Map(recorded.map((r) => [r.endpointId, r.clientVersion]));
      for (const endpoint of await endpoints.getMany([...reported.keys()])) {
        const target = endpoint.pendingVersion;
        if (target && target !== reported.get(endpoint.id)) link.send(await updateCommand(endpoint, target));
      }
    },
    drop(link) {
      for (const hostname of hostsOf.get(link) ?? []) {
        if (linkOf.get(hostname) === link) linkOf.delete(hostname);
      }
      hostsOf.delete(link);
      revisionOf.delete(link);
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The endpoint agents connected to this server. */
    agents: AgentConnections;
  }
}

export const agentsServicePlugin = servicePlugin('agents', ['toolPolicy', 'releases'], (app, { toolPolicy, releases }) =>
  createAgentConnections(app.store.endpoints, toolPolicy, (version, os) => releases.installersFor(version, os)),
);
