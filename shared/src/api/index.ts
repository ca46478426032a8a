// The typed route map: every route listed here is registered by the server with these schemas and called
// by the web through them (server/test/routes/route-map.test.ts holds the two to each other).
export * from './route.ts';
export * from './access-api.ts';
export * from './account-api.ts';
export * from './ai-tools-api.ts';
export * from './alerts-api.ts';
export * from './api-keys-api.ts';
export * from './audit-api.ts';
export * from './auth-api.ts';
export * from './dashboard-api.ts';
export * from './detections-api.ts';
export * from './endpoints-api.ts';
export * from './gateway-api.ts';
export * from './guard-api.ts';
export * from './integrations-api.ts';
export * from './logs-api.ts';
export * from './policies-api.ts';
export * from './profile-api.ts';
export * from './releases-api.ts';
export * from './settings-api.ts';
export * from './support-api.ts';
export * from './team-api.ts';

import { ACCESS_API } from './access-api.ts';
import { ACCOUNT_API } from './account-api.ts';
import { AI_TOOLS_API } from './ai-tools-api.ts';
import { ALERTS_API } from './alerts-api.ts';
import { API_KEYS_API } from './api-keys-api.ts';
import { AUDIT_API } from './audit-api.ts';
import { AUTH_API } from './auth-api.ts';
import { DASHBOARD_API } from './dashboard-api.ts';
import { DETECTIONS_API } from './detections-api.ts';
import { ENDPOINTS_API } from './endpoints-api.ts';
import { GATEWAY_API } from './gateway-api.ts';
import { GUARD_API } from './guard-api.ts';
import { INTEGRATIONS_API } from './integrations-api.ts';
import { LOGS_API } from './logs-api.ts';
import { POLICIES_API } from './policies-api.ts';
import { PROFILE_API } from './profile-api.ts';
import { RELEASES_API } from './releases-api.ts';
import { SETTINGS_API } from './settings-api.ts';
import { SUPPORT_API } from './support-api.ts';
import { TEAM_API } from './team-api.ts';
import type { ApiRoute } from './route.ts';

/** Every route of the map, by area. */
export const API_ROUTES: Record<string, Record<string, ApiRoute>> = {
  access: ACCESS_API,
  account: ACCOUNT_API,
  aiTools: AI_TOOLS_API,
  alerts: ALERTS_API,
  apiKeys: API_KEYS_API,
  audit: AUDIT_API,
  auth: AUTH_API,
  dashboard: DASHBOARD_API,
  detections: DETECTIONS_API,
  endpoints: ENDPOINTS_API,
  gateway: GATEWAY_API,
  guard: GUARD_API,
  integrations: INTEGRATIONS_API,
  logs: LOGS_API,
  policies: POLICIES_API,
  profile: PROFILE_API,
  releases: RELEASES_API,
  settings: SETTINGS_API,
  support: SUPPORT_API,
  team: TEAM_API,
};
