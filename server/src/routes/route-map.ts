import type { ApiRoute } from '@gsg/shared';

/**
 * The url a plugin registered under `/api/v1<area>` gives a route of the shared route map (shared/src/api),
 * so the path is written once, in the map. Throws at start-up for a route outside the area.
 */
export function urlIn(area: string, route: ApiRoute): string {
  if (!route.path.startsWith(area)) throw new Error(`${route.method} ${route.path} is not under ${area}`);
  return route.path.slice(area.length) || '/';
}
