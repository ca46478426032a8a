// Everything the app hangs on Fastify's types, in one place.
import type { WebSocket } from '@fastify/websocket';
import type { ApiKey, Permission, ScimTokenInfo } from '@gsg/shared';
import type { Config } from './config.ts';
import type { DomainBus } from './events/domain-bus.ts';
import type { OutboxWorker } from './events/outbox-worker.ts';
import type { AppMetrics } from './modules/metrics/app-metrics.ts';
import type { LiveBus } from './live/event-bus.ts';
import type { SecretBox } from './security/secret-box.ts';
import type { AppServices } from './services/index.ts';
import type { AuthContext } from './modules/auth/session-service.ts';
import type { Store } from './store/index.ts';
import type { PasswordHasher } from './security/password-hash.ts';

/**
 * Who may call a route: a console session (the default), an agent with an API key scoped to the agent
 * APIs, either of them, a gateway client with a key scoped to the gateway, the identity provider's SCIM
 * client with the SCIM token (and nothing else), or anyone.
 */
export type RouteAuth = 'session' | 'agent' | 'session-or-agent' | 'gateway' | 'scim' | 'session-or-metrics-token' | 'public';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    secretBox: SecretBox;
    /** Hashes a password for storing (security/password-hash.ts). */
    hashPassword: PasswordHasher;
    services: AppServices;
    /** Every change, said once by the service that made it; consumers are listed in events/catalog.ts. */
    events: DomainBus;
    /** What the consoles are shown live, projected from the domain events; the socket layer listens. */
    live: LiveBus;
    /** The Prometheus metrics (modules/metrics). */
    metrics: AppMetrics;
    /** How many consoles and walls are connected to this server's live feed. */
    liveConsoles(): number;
    /** Takes what the outbox keeps to its readers (events/outbox-worker.ts). */
    outbox: OutboxWorker;
    /**
     * Has `drain` run when the server closes, before the socket is closed with 1001: the stream finishes
     * what it had received (plugins/websocket.ts).
     */
    drainOnClose(socket: WebSocket, drain: () => Promise<void>): void;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    agent: ApiKey | null;
    /** The SCIM token a SCIM route was called with. */
    scimToken: ScimTokenInfo | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** What a signed-in person's role must allow (shared/src/permissions.ts); required of every session route. */
    permission?: Permission;
    /**
     * Open to a signed-in person who must still set up MFA (Settings › Security › MFA required): who am I and
     * the MFA setup itself. Every other session route refuses them until they have.
     */
    beforeMfaEnrolment?: true;
  }
}
