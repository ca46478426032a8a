import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http-errors.ts';

/**
 * Per-route request limits (@fastify/rate-limit), counted per signed-in account, per API key or per SCIM token, since the
 * limits guard what one caller may do; a route opts in with `config: { rateLimit: RATE_LIMITS.x }`. They
 * are counted after authentication (preHandler), so an anonymous flood never reaches them and cannot use
 * up a real caller's allowance. Counters live in this process: with several nodes each keeps its own.
 */
export const RATE_LIMITS = {
  /** Reading an original is audited and rare: 1,678 a second were possible. */
  reveal: { max: 30, timeWindow: 60_000 },
  /** An export streams the whole filtered table. */
  export: { max: 10, timeWindow: 60_000 },
  /** Each one opens a connection to a directory server. */
  testConnection: { max: 10, timeWindow: 60_000 },
  /** Signing up is public: an address may try a few times an hour, not fill the accounts table. */
  register: { max: 5, timeWindow: 3_600_000 },
  /** Each start of a sign-in with the identity provider may reach it (discovery) and hands out a flow cookie. */
  ssoStart: { max: 30, timeWindow: 60_000 },
} satisfies Record<string, RateLimitOptions>;

/** A limit of `perMinute` requests per caller a minute (the ingest and evaluate limits are configured). */
export const perMinute = (max: number): RateLimitOptions => ({ max, timeWindow: 60_000 });

const callerOf = (request: FastifyRequest): string =>
  request.auth
    ? `account:${request.auth.account.id}`
    : request.agent
      ? `key:${request.agent.id}`
      : request.scimToken
        ? `scim:${request.scimToken.id}`
        : `ip:${request.ip}`;

export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: callerOf,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests: at most ${context.max} a minute. Try again in ${Math.ceil(context.ttl / 1000)} s.`, Math.ceil(context.ttl / 1000)),
  });
});
