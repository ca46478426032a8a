import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Actor, ScimTokenInfo, ScimTokenIssued } from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import { notFound } from '../../http-errors.ts';
import type { ScimTokenRepository } from '../../store/index.ts';
import { hashKey } from '../api-keys/service.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

export const SCIM_TOKEN_NOT_FOUND = 'No SCIM token is in force';
const TOKEN_PREFIX = 'gsgscim_';
// Shown so an admin can tell tokens apart: the fixed prefix plus 6 random characters.
const VISIBLE_CHARS = TOKEN_PREFIX.length + 6;

/**
 * The one bearer token the identity provider's SCIM client uses. An admin issues it (shown once, stored
 * hashed as API keys are), issues another to rotate it (the old one stops at once) or revokes it.
 */
export interface ScimTokenService {
  current(): Promise<ScimTokenInfo | null>;
  issue(by: Actor): Promise<ScimTokenIssued>;
  /** A 404 when none is in force. */
  revoke(by: Actor): Promise<ScimTokenInfo>;
  /** The token in force when `presented` is it, else null; compared in constant time. */
  authenticate(presented: string | undefined): Promise<ScimTokenInfo | null>;
}

export function createScimTokenService(repo: ScimTokenRepository, events: DomainBus, now: () => Date = () => new Date()): ScimTokenService {
  return {
    async current() {
      const active = await repo.active();
      if (!active) return null;
      const { tokenHash: _, ...info } = active;
      return info;
    },
    async issue(by) {
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const at = now().toISOString();
      const info = { id: randomUUID(), prefix: token.slice(0, VISIBLE_CHARS), createdAt: at, createdBy: by.username };
      await events.record(
        (outbox) => repo.replace({ ...info, tokenHash: hashKey(token) }, at, outbox),
        (retired: ScimTokenInfo | null) => [{ type: 'scim-token.issued', data: { token: info, retired, by } }],
      );
      return { ...info, token };
    },
    async revoke(by) {
      const revoked = await events.record(
        (outbox) => repo.revoke(now().toISOString(), outbox),
        (token: ScimTokenInfo) => [{ type: 'scim-token.revoked', data: { token, by } }],
      );
      if (!revoked) throw notFound(SCIM_TOKEN_NOT_FOUND);
      return revoked;
    },
    async authenticate(presented) {
      if (!presented) return null;
      const active = await repo.active();
      if (!active) return null;
      // Both sides are digests of the same length, so the comparison takes the same time whatever was sent.
      const matches = timingSafeEqual(Buffer.from(hashKey(presented)), Buffer.from(active.tokenHash));
      if (!matches) return null;
      const { tokenHash: _, ...info } = active;
      return info;
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The identity provider's SCIM bearer token. */
    scimTokens: ScimTokenService;
  }
}

export const scimTokensServicePlugin = servicePlugin('scimTokens', [], (app) => createScimTokenService(app.store.scimTokens, app.events));
