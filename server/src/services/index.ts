import type { Store } from '../store/index.ts';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.ts';
import { createSessionService, type SessionService } from './session-service.ts';
import { createSettingsService, type SettingsService } from './settings-service.ts';

/** The services routes share; built once per app so caches and throttles are per process. */
export interface AppServices {
  settings: SettingsService;
  sessions: SessionService;
  loginThrottle: LoginThrottle;
}

export function createServices(store: Store): AppServices {
  const settings = createSettingsService(store.settings);
  return {
    settings,
    sessions: createSessionService(store, settings),
    loginThrottle: createLoginThrottle(),
  };
}
