import { pathOf, type ApiRoute, type BodyOf, type ErrorResponse, type ParamsOf, type ResponseOf } from '@gsg/shared';
import { NO_ANSWER, isGatewayAnswer, lostServer, reachedServer, serverReturned } from '../state/server-reach.ts';

/** A failed API call, carrying the server's own message (spec texts come from the server verbatim). */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: ErrorResponse['fields'];

  constructor(status: number, message: string, fields?: ErrorResponse['fields']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/** The status of a request that got no answer at all. */
export const NO_ANSWER_STATUS = 0;

/** Whether a call failed for want of an answer (the server away), not because the server refused it. */
export const gotNoAnswer = (err: unknown): boolean =>
  err instanceof ApiError && (err.status === NO_ANSWER_STATUS || isGatewayAnswer(err.status));

/**
 * For a screen's load that failed: when the server was away, the load runs again by itself once it is back
 * (the header says it is away meanwhile, so no error is shown); returns whether that is what happens.
 */
export function loadAgainOnServerReturn(err: unknown, load: () => Promise<unknown>): boolean {
  if (!gotNoAnswer(err)) return false;
  void serverReturned().then(load);
  return true;
}

const API_BASE = '/api/v1';

type Query = Record<string, string | number | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

// The auth state registers here rather than being imported, so the client stays free of state modules
// (which themselves call the client).
let onRefused: (refusal: ApiError) => void = () => {};
/** Hears every 401 and 403 before the caller does: an ended session, or a person who must set up MFA. */
export function setRefusalHandler(handler: (refusal: ApiError) => void): void {
  onRefused = handler;
}

function url(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function errorFrom(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as Partial<ErrorResponse>;
    if (typeof body.message === 'string') return new ApiError(res.status, body.message, body.fields);
  } catch {
    // Not JSON (a proxy's error page, say): fall back to the status line.
  }
  return new ApiError(res.status, res.statusText || `Request failed with status ${res.status}`);
}

// A Blob (an uploaded file) goes as its raw bytes under its own type; anything else as JSON.
function encodeBody(body: unknown): { type?: string; payload?: BodyInit } {
  if (body === undefined) return {};
  if (body instanceof Blob) return { type: body.type || 'application/octet-stream', payload: body };
  return { type: 'application/json', payload: JSON.stringify(body) };
}

async function send(method: string, path: string, { query, body, signal }: RequestOptions = {}): Promise<Response> {
  const { type, payload } = encodeBody(body);
  let res: Response;
  try {
    res = await fetch(url(path, query), {
      method,
      credentials: 'same-origin',
      headers: type === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': type },
      body: payload,
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    // No answer is not a refusal: the session may be fine, the server is just away for now.
    lostServer();
    throw new ApiError(NO_ANSWER_STATUS, NO_ANSWER);
  }
  if (isGatewayAnswer(res.status)) {
    lostServer();
    throw new ApiError(res.status, NO_ANSWER);
  }
  reachedServer();
  if (!res.ok) {
    const error = await errorFrom(res);
    if (res.status === 401 || res.status === 403) onRefused(error);
    throw error;
  }
  return res;
}

async function request<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  const res = await send(method, path, options);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A file the server sends as an attachment: its content and the name it gave the file. */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

async function download(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Download> {
  const res = await send('GET', path, options);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), fileName };
}

/**
 * Calls a route of the shared route map (shared/src/api): its method and path come from the map, and its
 * answer has the type of the route's response schema, so no answer is typed by hand here.
 */
function call<R extends ApiRoute>(
  route: R,
  input: { params?: ParamsOf<R>; body?: BodyOf<R> } & Omit<RequestOptions, 'body'> = {},
): Promise<ResponseOf<R>> {
  const { params, body, ...options } = input;
  return request<ResponseOf<R>>(route.method, pathOf(route, params), { ...options, body });
}

/**
 * Every JSON call goes through the route map (`call`); only files the server sends as attachments are
 * fetched by path (`download`), so no answer is typed by hand in the browser.
 */
export const api = { call, download };
