// The typed route map: every route listed here is registered by the server with these schemas and called
// by the web through them (server/test/routes/route-map.test.ts holds the two to each other).
export * from './route.ts';
export * from './account-api.ts';
export * from './ai-tools-api.ts';
export * from './dashboard-api.ts';
export * from './detections-api.ts';
export * from './support-api.ts';

import { ACCOUNT_API } from './account-api.ts';
import { AI_TOOLS_API } from './ai-tools-api.ts';
import { DASHBOARD_API } from './dashboard-api.ts';
import { DETECTIONS_API } from './detections-api.ts';
import { SUPPORT_API } from './support-api.ts';
import type { ApiRoute } from './route.ts';

/** Every route of the map, by area. */
export const API_ROUTES: Record<string, Record<string, ApiRoute>> = {
  account: ACCOUNT_API,
  aiTools: AI_TOOLS_API,
  dashboard: DASHBOARD_API,
  detections: DETECTIONS_API,
  support: SUPPORT_API,
};
