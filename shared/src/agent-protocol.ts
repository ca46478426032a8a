/**
 * The agents' stream: `GET /api/v1/agent/stream`, a plain WebSocket authenticated with an agent API key on
 * the upgrade request (`Authorization: Bearer <key>` or `X-API-Key: <key>`); without a valid key the
 * upgrade is refused with 401.
 *
 * Agent → server: text frames, each holding one or more NDJSON lines, one ingest event per line
 * (`ingestEventSchema`: conversation, detection, heartbeat, each with an eventId). Every event is stored
 * before it is acknowledged with one `ack`; a line that is not JSON or carries no eventId is acked with
 * `eventId: null`, result 'rejected' and the reason.
 *
 * Server → agent: JSON text frames, one `agentServerMessageSchema` object per frame. A connection serves the
 * endpoints whose heartbeats it has sent (by hostname; a gateway or a replay may serve many), and receives
 * their `update-client` commands: at once when the console asks, or on the endpoint's next heartbeat that
 * still reports another version. The endpoint's heartbeat with the target version completes the update.
 * Every connection also receives `tool-policy`: on connecting, and whenever a decision on AI tools changes.
 */
import { z } from 'zod';
import { INSTALLER_PLATFORMS } from './constants.ts';
import { aiToolActionSchema } from './schemas/ai-tool.ts';
import { idSchema } from './schemas/common.ts';
import { MAX_INGEST_BATCH } from './schemas/ingest.ts';

export const AGENT_STREAM_PATH = '/api/v1/agent/stream';

/** The largest frame the server reads; a larger one closes the stream with `tooBig`. */
export const AGENT_MAX_FRAME_BYTES = 8 * 1024 * 1024;

/**
 * The most events (non-blank lines) one frame may carry, as many as one REST ingest batch; a frame with
 * more closes the stream with `tooBig` and this reason, and none of its events is stored or acked.
 */
export const AGENT_MAX_FRAME_EVENTS = MAX_INGEST_BATCH;
export const AGENT_FRAME_TOO_MANY_EVENTS = `A frame carries at most ${AGENT_MAX_FRAME_EVENTS} events`;

/**
 * Why the server closes a stream (RFC 6455 codes). Events not yet acked were not stored, or not known to
 * be: an agent sends them again on its next stream, and their eventIds make that safe. After `keyRejected`
 * (the key was revoked) reconnecting is refused with 401 until the agent has a new key.
 */
export const AGENT_STREAM_CLOSE = {
  /** The server is shutting down: every frame it had received was stored and acked first. */
  goingAway: 1001,
  binaryFrame: 1003,
  keyRejected: 1008,
  tooBig: 1009,
  storeFailed: 1011,
} as const;

export const AGENT_SERVER_SHUTTING_DOWN = 'The server is shutting down';

export const AGENT_ACK_RESULTS = ['accepted', 'duplicate', 'rejected'] as const;
export type AgentAckResult = (typeof AGENT_ACK_RESULTS)[number];

export const agentAckSchema = z.object({
  type: z.literal('ack'),
  /** The event's id; null when the line was not JSON or had no eventId. */
  eventId: z.string().nullable(),
  result: z.enum(AGENT_ACK_RESULTS),
  /** Why the event was rejected (validation message); absent otherwise. */
  reason: z.string().optional(),
});
export type AgentAck = z.infer<typeof agentAckSchema>;

/** An uploaded installer of the target version, as an agent fetches it: with its key, then checked. */
export const agentInstallerSchema = z.object({
  platform: z.enum(INSTALLER_PLATFORMS),
  fileName: z.string().min(1),
  /** A path on the console's server (resolve it against the server's address), served to agent keys. */
  url: z.string().min(1),
  /** Hex SHA-256 of the file: an agent installs nothing whose bytes do not hash to it. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  sizeBytes: z.number().int().nonnegative(),
});
export type AgentInstaller = z.infer<typeof agentInstallerSchema>;

/**
 * Update the endpoint's client to `targetVersion`. `installers` are the uploaded installers of that
 * version for the endpoint's operating system (macOS has one per processor): the agent downloads its own,
 * checks its SHA-256, installs it and reports the new version in its next heartbeat. A download that does
 * not match the hash is not installed: the agent reports `updateFailure` in its heartbeat instead. Without
 * installers (none uploaded for that version and system) the agent updates by its own means, as before.
 */
export const agentUpdateClientCommandSchema = z.object({
  type: z.literal('command'),
  command: z.literal('update-client'),
  commandId: z.string().min(1),
  endpointId: idSchema,
  hostname: z.string().min(1),
  targetVersion: z.string().min(1),
  installers: z.array(agentInstallerSchema).optional(),
});
export type AgentUpdateClientCommand = z.infer<typeof agentUpdateClientCommandSchema>;

/** What an endpoint is to do with one AI tool: allow its use, allow and report it flagged, or stop it. */
export const agentToolRuleSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  action: aiToolActionSchema,
  /** Web addresses the tool is used at (their subdomains too), and the processes it runs as. */
  domains: z.array(z.string()),
  processNames: z.array(z.string()),
});
export type AgentToolRule = z.infer<typeof agentToolRuleSchema>;

/**
 * The console's decisions on AI tools, whole: sent to every agent stream when it opens and again on every
 * change (a tool sanctioned or blocked in Discover, General › Default action saved). Each replaces the
 * one before. An agent reports a use it stopped as a detection with action `blocked`, and one it let
 * through under a flag with action `flagged`.
 */
export const agentToolPolicyCommandSchema = z.object({
  type: z.literal('command'),
  command: z.literal('tool-policy'),
  commandId: z.string().min(1),
  /** The same on every node for the same decisions: a policy with the revision already applied changes nothing. */
  revision: z.string().min(1),
  /** For a tool the list does not name: the catalog does not know it, so nobody has reviewed it. */
  defaultAction: aiToolActionSchema,
  tools: z.array(agentToolRuleSchema),
});
export type AgentToolPolicyCommand = z.infer<typeof agentToolPolicyCommandSchema>;

export const agentCommandSchema = z.discriminatedUnion('command', [agentUpdateClientCommandSchema, agentToolPolicyCommandSchema]);
export type AgentCommand = z.infer<typeof agentCommandSchema>;

/** Anything the server sends an agent, one object per text frame. */
export const agentServerMessageSchema = z.union([agentAckSchema, agentCommandSchema]);
export type AgentServerMessage = z.infer<typeof agentServerMessageSchema>;
