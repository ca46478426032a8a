import type { Test } from 'tap';
import WebSocket from 'ws';
import {
  AGENT_STREAM_PATH,
  agentServerMessageSchema,
  type AgentAck,
  type AgentServerMessage,
  type AgentToolPolicyCommand,
  type AgentUpdateClientCommand,
} from '@gsg/shared';
import { Waiters } from '../waiters.ts';

/** An agent on the real stream: records every message the server sends, parsed with the shared schema. */
export class Agent {
  readonly messages: AgentServerMessage[] = [];
  /** Every frame as received, to search for text that must never be sent. */
  readonly raw: string[] = [];
  private readonly waiters = new Waiters();

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.raw.push(text);
      this.messages.push(agentServerMessageSchema.parse(JSON.parse(text)));
      this.waiters.check();
    });
  }

  get acks(): AgentAck[] {
    return this.messages.filter((m): m is AgentAck => m.type === 'ack');
  }

  /** The update-client commands. */
  get commands(): AgentUpdateClientCommand[] {
    return this.messages.filter((m): m is AgentUpdateClientCommand => m.type === 'command' && m.command === 'update-client');
  }

  /** The tool policies sent, in order: the last is the one in force. */
  get toolPolicies(): AgentToolPolicyCommand[] {
    return this.messages.filter((m): m is AgentToolPolicyCommand => m.type === 'command' && m.command === 'tool-policy');
  }

  /** Sends the events as one NDJSON frame (or the raw text as it is). */
  send(events: unknown[] | string): void {
    this.socket.send(typeof events === 'string' ? events : events.map((e) => JSON.stringify(e)).join('\n'));
  }

  until(done: () => boolean, what: string): Promise<void> {
    return this.waiters.until(done, what);
  }

  /** Sends a frame and resolves with its acks once there is one for each of its events. */
  async exchange(events: unknown[]): Promise<AgentAck[]> {
    const before = this.acks.length;
    this.send(events);
    await this.until(() => this.acks.length >= before + events.length, `${events.length} acks`);
    return this.acks.slice(before);
  }

  closed(): Promise<{ code: number; reason: string }> {
    return new Promise((resolve) => this.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }
}

/** An agent connected with `headers` (its key); rejects with RefusedUpgrade when the server says no. */
export function connectAgent(t: Test, baseUrl: string, headers: Record<string, string>, path = AGENT_STREAM_PATH): Promise<Agent> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, { headers });
    // A refused handshake leaves the socket with nothing to terminate (ws has dropped its request).
    t.teardown(() => {
      if (socket.readyState === socket.OPEN) socket.terminate();
    });
    socket.once('open', () => resolve(new Agent(socket)));
    socket.once('unexpected-response', (request, response) => {
      reject(new RefusedUpgrade(response.statusCode ?? 0));
      request.destroy();
    });
    // Kept for the socket's life: an error after the handshake (or after a refusal) must not go unheard.
    socket.on('error', reject);
  });
}

export class RefusedUpgrade extends Error {
  constructor(readonly statusCode: number) {
    super(`upgrade refused with ${statusCode}`);
  }
}

/** Where the test app expects a key: `Authorization: Bearer` (the default) or `X-API-Key`. */
export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
