import type { ErrorResponse } from '@contract/common';
import type { Endpoint, InputOf, PathParamNames, PathParams, QueryValue, ResponseOf } from '@contract/endpoint';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

export interface GetOptions {
  readonly signal?: AbortSignal;
  /** 'silent': a 401 only throws (the session's own fetch of the user on load). */
  readonly unauthorized?: 'redirect' | 'silent';
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called after a 401 removed the stored token: the session forgets the user, the router goes to
 * /login. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Payment pages keep their token through a 401: the buyer is back from PayFast mid-flow. */
const onPaymentPage = (): boolean => window.location.pathname.startsWith('/payment/');

function signalUnauthorized(): void {
  if (onPaymentPage()) return;
  tokenStorage.clear();
  for (const listener of unauthorizedListeners) listener();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isRefusal = (payload: unknown): payload is Partial<ErrorResponse> =>
  typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false;

function toApiError(status: number, payload: unknown): ApiError {
  const refusal: Partial<ErrorResponse> = typeof payload === 'object' && payload !== null ? payload : {};
  const message = typeof refusal.message === 'string' ? refusal.message : '';
  const errorCode = typeof refusal.errorCode === 'string' ? refusal.errorCode : null;
  const field = typeof refusal.field === 'string' ? refusal.field : null;
  return new ApiError(message, status, errorCode, field);
}

/** What a call of `E` sends: its path parameters when its path has any, its body when it takes one, its query's keys. */
export type CallOptions<E extends Endpoint> = GetOptions &
  (PathParamNames<E['path']> extends never
    ? { readonly params?: undefined }
    : { readonly params: PathParams<E['path']> }) &
  (InputOf<E> extends { readonly body: infer Body } ? { readonly body: Body } : { readonly body?: undefined }) &
  (InputOf<E> extends { readonly query: infer Query }
    ? { readonly query?: { readonly [Key in keyof Query]?: QueryValue } }
    : { readonly query?: undefined });

/** The endpoint's path with each `:name` replaced by its encoded value, and the query's given values after `?`. */
export function urlOf(
  endpoint: Endpoint,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  // Encoded as the params are, so every value is sent one way (a space as %20, where URLSearchParams would send +).
  const search = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return search.length === 0 ? path : `${path}?${search.join('&')}`;
}

async function send<T>(method: string, url: string, body: unknown, options: GetOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenStorage.get();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  const payload = await readJson(response);
  if (response.status === 401 && options.unauthorized !== 'silent') signalUnauthorized();
  if (!response.ok || isRefusal(payload)) throw toApiError(response.status, payload);
  return payload as T;
}

/**
 * The one way the web app talks to the server: a row of contract/endpoints.ts, typed by it (the
 * answer needs no `<T>`; params, body and query keys are checked), JSON both ways, the session's
 * bearer token on every call, and every refusal (non-2xx or `success: false`) thrown as an
 * ApiError carrying the contract's message and errorCode.
 */
export const api = {
  call: <E extends Endpoint>(
    endpoint: E,
    ...[options]: Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]
  ): Promise<ResponseOf<E>> => {
    const { params, query, body, ...rest } = (options ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    } & GetOptions;
    return send<ResponseOf<E>>(endpoint.method, urlOf(endpoint, params, query), body, rest);
  },
};
