// The one way the browser talks to the server: the typed Hono client `api`, derived from the server's
// AppType, and `unwrap`, which turns an answer into its typed body or throws an ApiError.
import { hc, type ClientRequestOptions, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '@server/app';

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

export const NETWORK_MESSAGE = 'Kunde inte nå servern. Kontrollera din anslutning och försök igen.';

/** The ApiError for a non-2xx answer: the server's `{error:{code,message}}` when it sent one. */
export async function toApiError(res: Response): Promise<ApiError> {
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

let send: typeof fetch = (input, init) => fetch(input, init);
/** The server's render of a public page (entry-server.tsx) answers the page's API calls in its own process. */
export function sendRequestsThrough(fetcher: typeof fetch) {
  send = fetcher;
}

/** fetch with the session cookie; a network failure becomes ApiError(0), an abort stays an AbortError. */
export async function safeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await send(input, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
  }
}

/** Typed client for every /api route: `await unwrap(api.offers.$get({ query }, withSignal(signal)))`. */
export const api = hc<AppType>('/', { fetch: safeFetch }).api;

/** The request options that pass TanStack Query's abort signal on to fetch. */
export const withSignal = (signal?: AbortSignal): ClientRequestOptions => (signal ? { init: { signal } } : {});

/** The body type of an answer's 2xx variants (undefined for one without a JSON body, e.g. 204). */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends 'json'
        ? T
        : undefined
      : never
    : never;

/** Throws ApiError for any non-2xx answer; returns the typed JSON body (undefined for an empty one). */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  response: Promise<R> | R,
): Promise<SuccessBody<R>> {
  const res = (await response) as unknown as Response;
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as SuccessBody<R>;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as SuccessBody<R>;
}

/** Path parameters percent-encoded (the Hono client puts them into the path as they are). */
export const pathParams = <T extends Record<string, string>>(params: T): T =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)])) as T;
