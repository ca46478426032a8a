import type { ErrorResponse } from '@gsg/shared';

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

const API_BASE = '/api/v1';

type Query = Record<string, string | number | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

// The auth state registers here rather than being imported, so the client stays free of state modules
// (which themselves call the client).
let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
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

async function request<T>(method: string, path: string, { query, body, signal }: RequestOptions = {}): Promise<T> {
  const res = await fetch(url(path, query), {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!res.ok) {
    if (res.status === 401) onUnauthorized();
    throw await errorFrom(res);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('PATCH', path, { ...options, body }),
};
