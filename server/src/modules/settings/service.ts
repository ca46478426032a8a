import { SETTINGS_DEFAULTS, type Actor, type IdentitySettings, type SettingsBySection, type SettingsSection } from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { SettingsRepository } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

// Sessions read the timeout on every request; a short cache keeps that off the database while still
// picking up a change made on another node within seconds.
const CACHE_MS = 5000;

/** The identity section's write-only secrets, as sign-in and Test Connection use them. */
export interface IdentitySecrets {
  oidcClientSecret: string | null;
  ldapBindPassword: string | null;
}

export interface SettingsService {
  /** A section as the API shows it: the identity section's secrets are only said to be set or not. */
  get<S extends SettingsSection>(section: S): Promise<SettingsBySection[S]>;
  /**
   * Saves a section; `by` is null for a change the server makes itself. An identity secret left out (or
   * '') keeps the stored one, null removes it, a value replaces it.
   */
  put<S extends SettingsSection>(section: S, value: SettingsBySection[S], by: Actor | null): Promise<SettingsBySection[S]>;
  /** The stored identity secrets, opened. */
  identitySecrets(): Promise<IdentitySecrets>;
}

/** Each secret of the identity section: the field a save carries it in, where it is kept sealed, its flag. */
const IDENTITY_SECRETS = [
  { field: 'oidcClientSecret', sealed: 'sealedOidcClientSecret', flag: 'oidcClientSecretSet' },
  { field: 'ldapBindPassword', sealed: 'sealedLdapBindPassword', flag: 'ldapBindPasswordSet' },
] as const;

type StoredIdentity = IdentitySettings & { sealedOidcClientSecret?: string; sealedLdapBindPassword?: string };

/** The identity section as it may be shown: no secret, sealed or not; whether each is set. */
function identityView(stored: StoredIdentity): IdentitySettings {
  const view: Record<string, unknown> = { ...stored };
  for (const { field, sealed, flag } of IDENTITY_SECRETS) {
    view[flag] = typeof stored[sealed] === 'string' && stored[sealed].length > 0;
    delete view[field];
    delete view[sealed];
  }
  return view as IdentitySettings;
}

export function createSettingsService(
  repo: SettingsRepository,
  events: DomainBus,
  box: SecretBox | null = null,
  now: () => number = Date.now,
): SettingsService {
  const cache = new Map<SettingsSection, { value: unknown; at: number }>();
  // Stored sections are merged over the defaults so a field added in a later version has a value.
  const stored = async <S extends SettingsSection>(section: S) => ({ ...SETTINGS_DEFAULTS[section], ...((await repo.get(section)) ?? {}) });
  const viewOf = <S extends SettingsSection>(section: S, value: SettingsBySection[S]): SettingsBySection[S] =>
    section === 'identity' ? (identityView(value as StoredIdentity) as SettingsBySection[S]) : value;
  const storedCached = async <S extends SettingsSection>(section: S): Promise<SettingsBySection[S]> => {
    const hit = cache.get(section);
    if (hit && now() - hit.at < CACHE_MS) return hit.value as SettingsBySection[S];
    const value = await stored(section);
    cache.set(section, { value, at: now() });
    return value;
  };
  /** The identity section to store: each secret sealed, kept, or removed as the save says. */
  const withSecrets = (value: IdentitySettings, before: StoredIdentity): StoredIdentity => {
    const next: Record<string, unknown> = { ...identityView(value as StoredIdentity) };
    for (const { field, sealed, flag } of IDENTITY_SECRETS) {
      delete next[flag];
      const given = value[field];
      if (typeof given === 'string' && given.length > 0) {
        if (!box) throw new Error('identity secrets need the secret box');
        next[sealed] = box.seal(given);
      } else if (given !== null && before[sealed]) {
        next[sealed] = before[sealed];
      }
    }
    return next as StoredIdentity;
  };
  return {
    async get(section) {
      return viewOf(section, await storedCached(section));
    },
    async put(section, value, by) {
      const before = await stored(section);
      const toStore = section === 'identity' ? (withSecrets(value as IdentitySettings, before as StoredIdentity) as typeof value) : value;
      const after = viewOf(section, toStore);
      // The audit trail keeps before and after: the identity secrets are only said to be set or not. The
      // event is kept in the outbox with the section, so the trail has the change even after a crash.
      await events.record(
        async (outbox) => {
          await repo.put(section, toStore, outbox);
          cache.set(section, { value: toStore, at: now() });
        },
        () => [{ type: 'settings.changed', data: { section, before: viewOf(section, before), after, by } }],
      );
      return after;
    },
    async identitySecrets() {
      const value = (await storedCached('identity')) as StoredIdentity;
      const open = (sealed: string | undefined) => (sealed && box ? box.open(sealed) : null);
      return { oidcClientSecret: open(value.sealedOidcClientSecret), ldapBindPassword: open(value.sealedLdapBindPassword) };
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Settings (modules/settings). */
    settings: SettingsService;
  }
}

export const settingsServicePlugin = servicePlugin('settings', [], (app) => createSettingsService(app.store.settings, app.events, app.secretBox));
