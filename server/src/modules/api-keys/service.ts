import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { scopeAllows, type Actor, type ApiKey, type ApiKeyCreate, type ApiKeyCreated, type ApiKeySurface } from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import { notFound } from '../../http-errors.ts';
import type { ApiKeyRepository } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

export const API_KEY_NOT_FOUND = 'API key not found';

const KEY_PREFIX = 'gsg_';
// Shown in lists so an admin can tell keys apart: the fixed prefix plus 6 random characters.
const VISIBLE_CHARS = KEY_PREFIX.length + 6;
// Agents call ingest many times a second; lastUsedAt is written at most this often per key.
const TOUCH_EVERY_MS = 60_000;

export interface ApiKeyService {
  list(): Promise<ApiKey[]>;
  create(request: ApiKeyCreate, by: Actor): Promise<ApiKeyCreated>;
  /** Revokes a key: agents using it are refused from now on. A 404 when there is none. */
  revoke(id: string, by: Actor): Promise<ApiKey>;
  /** The active key behind a presented secret, or null; whether its scope opens a surface is `allows`. */
  authenticate(presented: string | undefined): Promise<ApiKey | null>;
  /** Whether a key may be used on a surface (the agent APIs or the gateway). */
  allows(key: ApiKey, surface: ApiKeySurface): boolean;
}

/** How a presented secret (an API key, the SCIM token) is stored and looked up: never the secret itself. */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

export function createApiKeyService(repo: ApiKeyRepository, events: DomainBus, now: () => Date = () => new Date()): ApiKeyService {
  const lastTouched = new Map<string, number>();
  return {
    list: () => repo.list(),
    async create({ name, scope }, by) {
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const record = {
        id: randomUUID(),
        name,
        prefix: key.slice(0, VISIBLE_CHARS),
        scope,
        createdAt: now().toISOString(),
        createdBy: by.username,
        lastUsedAt: null,
        revokedAt: null,
      };
      await events.record(
        (outbox) => repo.create({ ...record, keyHash: hashKey(key) }, outbox),
        () => [{ type: 'api-key.created', data: { key: record, by } }],
      );
      return { ...record, key };
    },
    async revoke(id, by) {
      const revoked = await events.record(
        (outbox) => repo.revoke(id, now().toISOString(), outbox),
        (key: ApiKey) => [{ type: 'api-key.revoked', data: { key, by } }],
      );
      if (!revoked) throw notFound(API_KEY_NOT_FOUND);
      return revoked;
    },
    async authenticate(presented) {
      if (!presented || !presented.startsWith(KEY_PREFIX)) return null;
      const key = await repo.getActiveByHash(hashKey(presented));
      if (!key) return null;
      const at = now();
      if (at.getTime() - (lastTouched.get(key.id) ?? 0) > TOUCH_EVERY_MS) {
        lastTouched.set(key.id, at.getTime());
        await repo.touch(key.id, at.toISOString());
      }
      return key;
    },
    allows: (key, surface) => scopeAllows(key.scope, surface),
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** API keys for agents and gateway clients. */
    apiKeys: ApiKeyService;
  }
}

export const apiKeysServicePlugin = servicePlugin('apiKeys', [], (app) => createApiKeyService(app.store.apiKeys, app.events));
