import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';

/**
 * A model route: requests for a model whose name matches `modelPattern` go to this upstream with this
 * key. Patterns are an exact model name or a glob (`*` any run of characters, `?` one), matched without
 * regard to case; routes are tried in their order, the first enabled match wins, and a model no route
 * takes goes to GSG_GATEWAY_UPSTREAM_URL.
 */
export const GATEWAY_ROUTE_PATTERN = /^[A-Za-z0-9._:/@*?+-]+$/;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An upstream base URL is https; plain http only on this machine's loopback (a local model server). */
export function upstreamUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an OpenAI-compatible base URL such as https://api.openai.com/v1';
  }
  if (url.username || url.password) return 'must not carry a user name or password (the API key goes in its own field)';
  if (url.search || url.hash) return 'must not carry a query or a fragment';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'must start with https:// (plain http:// only for localhost)';
}

const upstreamUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .superRefine((raw, ctx) => {
    const problem = upstreamUrlProblem(raw);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  // A trailing slash is dropped so that paths can be appended as they are, as for the environment's upstream.
  .transform((raw) => raw.replace(/\/+$/, ''));

const apiKeySchema = z.string().trim().min(1, 'the API key is empty').max(4000);

export const gatewayRouteCreateSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  modelPattern: z
    .string()
    .trim()
    .min(1, 'a model name or pattern is required')
    .max(200)
    .regex(GATEWAY_ROUTE_PATTERN, 'may hold letters, digits and . _ : / @ + - with * and ? as wildcards'),
  upstreamUrl: upstreamUrlSchema,
  /** Write-only: kept sealed, never sent back. Optional for an upstream that asks for none (a local model server). */
  apiKey: apiKeySchema.optional(),
  enabled: z.boolean().default(true),
});
export type GatewayRouteCreate = z.input<typeof gatewayRouteCreateSchema>;

/** A change: the fields given replace the stored ones; `apiKey` left out keeps the key, null removes it. */
export const gatewayRouteUpdateSchema = gatewayRouteCreateSchema
  .omit({ apiKey: true, enabled: true })
  .partial()
  .extend({ apiKey: apiKeySchema.nullable().optional(), enabled: z.boolean().optional() });
export type GatewayRouteUpdate = z.infer<typeof gatewayRouteUpdateSchema>;

export const gatewayRouteSchema = z.object({
  id: idSchema,
  name: z.string(),
  modelPattern: z.string(),
  upstreamUrl: z.string(),
  /** Whether a key is stored; the key itself never leaves the server. */
  keySet: z.boolean(),
  enabled: z.boolean(),
  /** Its place in the order routes are tried, from 0. */
  position: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type GatewayRoute = z.infer<typeof gatewayRouteSchema>;

/** GET /gateway/routes: the routes in the order they are tried, and what a client is told to use. */
export const gatewayRouteListSchema = z.object({
  items: z.array(gatewayRouteSchema),
  /** The base URL clients give an OpenAI SDK (GSG_PUBLIC_URL + /v1), or null when no public URL is set. */
  baseUrl: z.string().nullable(),
  /** GSG_GATEWAY_UPSTREAM_URL: where a model no route takes goes, or null. */
  defaultUpstreamUrl: z.string().nullable(),
});
export type GatewayRouteList = z.infer<typeof gatewayRouteListSchema>;

/** PUT /gateway/routes/order: every route's id, in the new order. */
export const gatewayRouteOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(1000) });

/** GET /gateway/resolve?model=: where a request for this model would go. */
export const gatewayResolveQuerySchema = z.object({ model: z.string().trim().min(1, 'a model name is required').max(200) });
export const gatewayResolutionSchema = z.object({
  model: z.string(),
  /** `route`: a model route takes it; `default`: GSG_GATEWAY_UPSTREAM_URL; `none`: it is refused with 503. */
  via: z.enum(['route', 'default', 'none']),
  route: z.object({ id: idSchema, name: z.string(), modelPattern: z.string() }).nullable(),
  upstreamUrl: z.string().nullable(),
});
export type GatewayResolution = z.infer<typeof gatewayResolutionSchema>;

/** POST /gateway/routes/:id/test: whether the upstream answered its model list with the route's key. */
export const gatewayRouteTestResultSchema = z.object({
  ok: z.boolean(),
  /** The upstream's HTTP status, or null when it could not be reached. */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type GatewayRouteTestResult = z.infer<typeof gatewayRouteTestResultSchema>;

/**
 * Whether a model name matches a route's pattern: exact, or a glob with `*` and `?`, ignoring case. A
 * linear-time wildcard match (no regular expression is built from what an admin typed).
 */
export function modelMatches(pattern: string, model: string): boolean {
  const p = pattern.toLowerCase();
  const m = model.toLowerCase();
  let pi = 0;
  let mi = 0;
  let star = -1;
  let mark = 0;
  while (mi < m.length) {
    if (pi < p.length && (p[pi] === '?' || (p[pi] !== '*' && p[pi] === m[mi]))) {
      pi++;
      mi++;
    } else if (pi < p.length && p[pi] === '*') {
      star = pi++;
      mark = mi;
    } else if (star !== -1) {
      pi = star + 1;
      mi = ++mark;
    } else {
      return false;
    }
  }
  while (pi < p.length && p[pi] === '*') pi++;
  return pi === p.length;
}
