import { SETTINGS_DEFAULTS, type Actor, type SettingsBySection, type SettingsSection } from '@gsg/shared';
import type { DomainBus } from '../events/domain-bus.ts';
import type { SettingsRepository } from '../store/index.ts';

// Sessions read the timeout on every request; a short cache keeps that off the database while still
// picking up a change made on another node within seconds.
const CACHE_MS = 5000;

export interface SettingsService {
  get<S extends SettingsSection>(section: S): Promise<SettingsBySection[S]>;
  /** Saves a section; `by` is null for a change the server makes itself. */
  put<S extends SettingsSection>(section: S, value: SettingsBySection[S], by: Actor | null): Promise<SettingsBySection[S]>;
}

export function createSettingsService(repo: SettingsRepository, events: DomainBus, now: () => number = Date.now): SettingsService {
  const cache = new Map<SettingsSection, { value: unknown; at: number }>();
  return {
    async get(section) {
      const hit = cache.get(section);
      if (hit && now() - hit.at < CACHE_MS) return hit.value as SettingsBySection[typeof section];
      // Stored sections are merged over the defaults so a field added in a later version has a value.
      const value = { ...SETTINGS_DEFAULTS[section], ...((await repo.get(section)) ?? {}) };
      cache.set(section, { value, at: now() });
      return value;
    },
    async put(section, value, by) {
      const before = { ...SETTINGS_DEFAULTS[section], ...((await repo.get(section)) ?? {}) };
      await repo.put(section, value);
      cache.set(section, { value, at: now() });
      await events.emit([{ type: 'settings.changed', data: { section, before, after: value, by } }]);
      return value;
    },
  };
}
