// The one way the browser talks to the server: a typed Hono client and a JSON fetch helper.
import { hc } from 'hono/client';
import type { ApiType } from '@server/app';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** the server or the network could not be reached (offline, server down, database down) */
  get isUnavailable() {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

const NETWORK_MESSAGE = 'Kunde inte nå servern. Kontrollera din anslutning och försök igen.';

async function toApiError(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    if (body?.error?.message) return new ApiError(res.status, body.error.code ?? 'ERROR', body.error.message);
  } catch {
    // not our JSON error shape
  }
  return new ApiError(
    res.status,
    'HTTP_ERROR',
    res.status >= 500 ? 'Något gick fel hos oss. Försök igen om en stund.' : `Förfrågan misslyckades (${res.status}).`,
  );
}

async function safeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
  }
}

/** Typed client for every /api route: `await unwrap(api.offers.$get({ query }))`. */
export const api = hc<ApiType>('/api', { fetch: safeFetch });

/** Throws ApiError for any non-2xx answer; returns the parsed JSON (or undefined for 204). */
export async function unwrap<T = unknown>(response: Promise<Response> | Response): Promise<T> {
  const res = await response;
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** JSON fetch against a path under the site, e.g. fetchJson('/api/offers?type=business'). */
export async function fetchJson<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  let body = rest.body;
  if (json !== undefined) {
    h.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  return unwrap<T>(safeFetch(path, { ...rest, headers: h, body }));
}
