import type { Store } from '../store/index.ts';
import { createAlertService, type AlertService } from './alert-service.ts';
import { createApiKeyService, type ApiKeyService } from './api-key-service.ts';
import { createEndpointService, type EndpointService } from './endpoint-service.ts';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.ts';
import { createSessionService, type SessionService } from './session-service.ts';
import { createSettingsService, type SettingsService } from './settings-service.ts';

/** The services routes share; built once per app so caches and throttles are per process. */
export interface AppServices {
  settings: SettingsService;
  sessions: SessionService;
  loginThrottle: LoginThrottle;
  alerts: AlertService;
  endpoints: EndpointService;
  apiKeys: ApiKeyService;
}

export function createServices(store: Store): AppServices {
  const settings = createSettingsService(store.settings);
  return {
    settings,
    sessions: createSessionService(store, settings),
    loginThrottle: createLoginThrottle(),
    alerts: createAlertService(store.alerts),
    endpoints: createEndpointService(store.endpoints),
    apiKeys: createApiKeyService(store.apiKeys),
  };
}
