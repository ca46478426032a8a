// Simulated endpoint agents (the GSG desktop client), one agent stream each: a heartbeat now and then
// with the client version, an occasional shadow-AI sighting under the console's tool policy (allowed,
// flagged or blocked), update-client obeyed after an install delay, and reconnects with backoff whenever
// the server goes away.
import { createHash, randomBytes } from 'node:crypto';
import type {
  AgentInstaller,
  AgentServerMessage,
  AgentToolPolicyCommand,
  AgentUpdateClientCommand,
  DetectionAction,
  DetectionReport,
  HeartbeatEvent,
  IngestEvent,
  OperatingSystem,
} from '@gsg/shared';
import { CURRENT_CLIENT_VERSION, matchAiTool } from '@gsg/shared';
import { createPopulation, DEPARTMENTS } from '@gsg/sample-data/people';
import { createRandom, weightedTable, type Random, type WeightedTable } from '@gsg/sample-data/random';
import { SHADOW_TOOLS } from '@gsg/sample-data/sample/detections';
import { OUTDATED_VERSIONS } from '@gsg/sample-data/sample/endpoints';
import { connectAgent, KeyRefusedError, type AgentConnection } from './connection.ts';

export interface SimulatedEndpoint {
  hostname: string;
  ipAddress: string;
  os: OperatingSystem;
  user: string;
  clientVersion: string;
}

/**
 * `count` endpoints, the same ones on every run (hostnames, users, starting versions), so restarting the
 * simulator brings back the endpoints the console already lists. Their hostnames carry SIM so they never
 * take over a sample endpoint; `outdatedShare` of them start on an older client.
 */
export function simulatedFleet(count: number, outdatedShare: number): SimulatedEndpoint[] {
  const random = createRandom('agent-simulator-v1');
  const versions = random.fork('versions');
  return createPopulation(random.fork('people'), count).map((person, i) => ({
    hostname: person.os === 'Windows' ? person.hostname.replace(/^ACME-/, 'ACME-SIM-') : `sim-${person.hostname}`,
    // Beside the sample organisation's addresses in each department's subnet, never on them.
    ipAddress: `10.${DEPARTMENTS[person.department].subnet}.${100 + Math.floor(i / 200)}.${20 + (i % 200)}`,
    os: person.os,
    user: person.name,
    clientVersion: versions.chance(outdatedShare) ? versions.pick(OUTDATED_VERSIONS) : CURRENT_CLIENT_VERSION,
  }));
}

export type SimulatorNotice =
  | { kind: 'connected'; hostname: string; reconnected: boolean }
  | { kind: 'disconnected'; hostname: string; reason: string; retryInMs: number }
  | { kind: 'command'; hostname: string; command: AgentUpdateClientCommand; installing: boolean }
  | { kind: 'updated'; hostname: string; from: string; to: string }
  /** The installer was downloaded and checked against the command's SHA-256 first. */
  | { kind: 'downloaded'; hostname: string; fileName: string; sizeBytes: number; sha256: string }
  /** Not installed: the download failed or its bytes did not hash to what the command said. */
  | { kind: 'update-failed'; hostname: string; targetVersion: string; reason: string }
  | { kind: 'tool-policy'; hostname: string; revision: string }
  | { kind: 'tool-blocked'; hostname: string; aiTool: string }
  | { kind: 'rejected'; hostname: string; reason: string };

export interface SimulatorOptions {
  url: string;
  key: string;
  endpoints: readonly SimulatedEndpoint[];
  heartbeatMs: number;
  /** The chance, at each heartbeat, that the agent also reports a shadow-AI tool in use. */
  detectionChance: number;
  /** The tools people reach for, as agents name them; the sample organisation's habits when not given. */
  tools?: readonly string[];
  /** How long an update takes to install before the agent reports the new version. */
  installMs: number;
  /** Reconnect delays double from the first to the last, with jitter. */
  backoffMs?: { first: number; max: number };
  onNotice?(notice: SimulatorNotice): void;
}

export interface SimulatorStats {
  agents: number;
  connected: number;
  heartbeats: number;
  detections: number;
  /** Uses the agents stopped under the tool policy. */
  blocked: number;
  acked: number;
  rejected: number;
  updates: number;
  /** Updates not installed: a failed download or one whose hash did not match. */
  failedUpdates: number;
}

export interface Simulator {
  /** Every agent's current client version, by hostname. */
  versions(): Map<string, string>;
  stats(): SimulatorStats;
  /** Rejects when the server refuses the key, which no retry can fix; the agents have stopped then. */
  readonly failed: Promise<never>;
  stop(): void;
}

interface Shared {
  options: SimulatorOptions;
  /** The tools the agents' people reach for, and how often. */
  tools: WeightedTable<string>;
  runId: string;
  stats: SimulatorStats;
  stopped: () => boolean;
  fatal(error: Error): void;
}

interface Agent {
  readonly version: string;
  stop(): void;
}

const DETECTION_ACTION = { allow: 'allowed', flag: 'flagged', block: 'blocked' } as const satisfies Record<string, DetectionAction>;

/** What the endpoint does with a use of `aiTool` under the policy: its rule's action, else the default. */
function actionUnder(policy: AgentToolPolicyCommand, aiTool: string): DetectionAction {
  const toolId = matchAiTool(aiTool)?.id;
  const rule = policy.tools.find((tool) => tool.id === toolId);
  return DETECTION_ACTION[rule?.action ?? policy.defaultAction];
}

function startAgent(endpoint: SimulatedEndpoint, random: Random, shared: Shared): Agent {
  const { options, stats } = shared;
  const backoff = options.backoffMs ?? { first: 500, max: 30_000 };
  let version = endpoint.clientVersion;
  let connection: AgentConnection | null = null;
  let timer: NodeJS.Timeout | null = null;
  let installing = false;
  let failures = 0;
  let everConnected = false;
  let serial = 0;
  /** The console's decisions on AI tools, once the server has sent them. */
  let toolPolicy: AgentToolPolicyCommand | null = null;
  // Sightings are kept until acked and sent again after a reconnect, as the server expects of agents;
  // heartbeats are not, since the next one supersedes a lost one.
  const unacked = new Map<string, DetectionReport>();

  const notice = (n: SimulatorNotice) => options.onNotice?.(n);
  const eventId = () => `${endpoint.hostname}:${shared.runId}:${++serial}`;
  const send = (events: IngestEvent[]) => connection?.send(events);
  const schedule = (fn: () => void, ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };

  function heartbeat(): HeartbeatEvent {
    stats.heartbeats += 1;
    const { hostname, ipAddress, os, user } = endpoint;
    const failure = updateFailure;
    updateFailure = null;
    return {
      type: 'heartbeat',
      eventId: eventId(),
      hostname,
      ipAddress,
      os,
      user,
      clientVersion: version,
      timestamp: new Date().toISOString(),
      ...(failure ? { updateFailure: failure } : {}),
    };
  }

  function beat(): void {
    const events: IngestEvent[] = [heartbeat()];
    // Sightings wait for the tool policy: an endpoint reports what it did about a use, which the policy decides.
    if (toolPolicy && random.chance(options.detectionChance)) events.push(sighting(toolPolicy));
    send(events);
    schedule(beat, options.heartbeatMs * (0.9 + 0.2 * random.next()));
  }

  function sighting(policy: AgentToolPolicyCommand): DetectionReport {
    const { user, hostname, ipAddress, os } = endpoint;
    const aiTool = random.pickWeighted(shared.tools);
    const action = actionUnder(policy, aiTool);
    const detection: DetectionReport = { type: 'detection', eventId: eventId(), user, hostname, ipAddress, os, aiTool, action, timestamp: new Date().toISOString() };
    unacked.set(detection.eventId, detection);
    stats.detections += 1;
    if (action === 'blocked') {
      stats.blocked += 1;
      notice({ kind: 'tool-blocked', hostname, aiTool });
    }
    return detection;
  }

  /** A file that failed is not fetched again: asked for it again, the agent repeats why it was refused. */
  const refused = new Map<string, string>();
  /** Said once, in the next heartbeat. */
  let updateFailure: { targetVersion: string; reason: string } | null = null;

  function obey(command: AgentUpdateClientCommand): void {
    notice({ kind: 'command', hostname: endpoint.hostname, command, installing });
    if (installing) return;
    if (command.targetVersion === version) return send([heartbeat()]);
    // An endpoint takes the installer for its system; a Mac, the one for its processor (Apple Silicon here).
    const installer = command.installers?.[0];
    const refusal = installer && refused.get(`${command.targetVersion}:${installer.sha256}`);
    if (refusal) {
      updateFailure = { targetVersion: command.targetVersion, reason: refusal };
      return send([heartbeat()]);
    }
    installing = true;
    const installed = () => {
      installing = false;
      if (shared.stopped()) return;
      const from = version;
      version = command.targetVersion;
      updateFailure = null;
      stats.updates += 1;
      notice({ kind: 'updated', hostname: endpoint.hostname, from, to: version });
      send([heartbeat()]);
    };
    if (!installer) return void setTimeout(installed, options.installMs);
    download(installer).then(
      () => setTimeout(installed, options.installMs),
      (error: Error) => {
        installing = false;
        if (shared.stopped()) return;
        refused.set(`${command.targetVersion}:${installer.sha256}`, error.message);
        stats.failedUpdates += 1;
        updateFailure = { targetVersion: command.targetVersion, reason: error.message };
        notice({ kind: 'update-failed', hostname: endpoint.hostname, targetVersion: command.targetVersion, reason: error.message });
        send([heartbeat()]);
      },
    );
  }

  /** Fetches the installer with the agent's key, hashing it as it arrives; rejects unless it matches. */
  async function download(installer: AgentInstaller): Promise<void> {
    const res = await fetch(new URL(installer.url, options.url), { headers: { authorization: `Bearer ${options.key}` } });
    if (!res.ok || !res.body) throw new Error(`The installer could not be downloaded (HTTP ${res.status})`);
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      size += chunk.length;
    }
    const sha256 = hash.digest('hex');
    if (sha256 !== installer.sha256) throw new Error(`The installer's SHA-256 ${sha256} does not match the expected ${installer.sha256}`);
    notice({ kind: 'downloaded', hostname: endpoint.hostname, fileName: installer.fileName, sizeBytes: size, sha256 });
  }

  function onMessage(message: AgentServerMessage): void {
    if (message.type === 'command') {
      if (message.command === 'tool-policy') {
        toolPolicy = message;
        notice({ kind: 'tool-policy', hostname: endpoint.hostname, revision: message.revision });
      } else if (message.hostname === endpoint.hostname) obey(message);
      return;
    }
    stats.acked += 1;
    if (message.eventId) unacked.delete(message.eventId);
    if (message.result === 'rejected') {
      stats.rejected += 1;
      notice({ kind: 'rejected', hostname: endpoint.hostname, reason: message.reason ?? 'no reason given' });
    }
  }

  function retry(reason: string): void {
    if (shared.stopped()) return;
    const retryInMs = Math.min(backoff.max, backoff.first * 2 ** failures) * (0.5 + 0.5 * random.next());
    failures += 1;
    notice({ kind: 'disconnected', hostname: endpoint.hostname, reason, retryInMs });
    schedule(connect, retryInMs);
  }

  async function connect(): Promise<void> {
    try {
      const opened = await connectAgent({
        url: options.url,
        key: options.key,
        onMessage,
        onClose: (code, reason) => {
          if (connection) stats.connected -= 1;
          connection = null;
          retry(`connection closed (${code}${reason ? ` ${reason}` : ''})`);
        },
      });
      if (shared.stopped()) return opened.close();
      connection = opened;
      stats.connected += 1;
      failures = 0;
      notice({ kind: 'connected', hostname: endpoint.hostname, reconnected: everConnected });
      everConnected = true;
      if (unacked.size > 0) send([...unacked.values()]);
      beat();
    } catch (error) {
      if (error instanceof KeyRefusedError) return shared.fatal(error);
      retry((error as Error).message);
    }
  }

  // Agents start spread over one heartbeat interval, as a fleet's clients do.
  schedule(connect, random.next() * Math.min(options.heartbeatMs, 1000));
  return {
    get version() {
      return version;
    },
    stop() {
      if (timer) clearTimeout(timer);
      connection?.close();
    },
  };
}

export function startSimulator(options: SimulatorOptions): Simulator {
  let stopped = false;
  let fatal!: (error: Error) => void;
  const failed = new Promise<never>((_, reject) => (fatal = reject));
  failed.catch(() => {});
  const stats: SimulatorStats = { agents: options.endpoints.length, connected: 0, heartbeats: 0, detections: 0, blocked: 0, acked: 0, rejected: 0, updates: 0, failedUpdates: 0 };
  const random = createRandom(`agent-simulator-run-${Date.now()}`);
  const agents = new Map<string, Agent>();
  const stop = () => {
    stopped = true;
    for (const agent of agents.values()) agent.stop();
  };
  const shared: Shared = {
    options,
    tools: options.tools ? weightedTable(options.tools.map((tool) => [tool, 1] as const)) : SHADOW_TOOLS,
    runId: randomBytes(4).toString('hex'),
    stats,
    stopped: () => stopped,
    fatal(error) {
      if (stopped) return;
      stop();
      fatal(error);
    },
  };
  for (const endpoint of options.endpoints) agents.set(endpoint.hostname, startAgent(endpoint, random.fork(endpoint.hostname), shared));
  return {
    versions: () => new Map([...agents].map(([hostname, agent]) => [hostname, agent.version])),
    stats: () => ({ ...stats }),
    failed,
    stop,
  };
}
