// The typed route map: every route listed here is registered by the server with these schemas and called
// by the web through them (server/test/routes/route-map.test.ts holds the two to each other).
export * from './route.ts';
export * from './account-api.ts';

import { ACCOUNT_API } from './account-api.ts';
import type { ApiRoute } from './route.ts';

/** Every route of the map, by area. */
export const API_ROUTES: Record<string, Record<string, ApiRoute>> = { account: ACCOUNT_API };
