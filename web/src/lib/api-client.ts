import type { ErrorResponse } from '@contract/common';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

export const API_BASE = '/api';

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
  return new ApiError(message, status, errorCode);
}

async function request<T>(method: string, path: string, body: unknown, options: GetOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenStorage.get();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE}${path}`, {
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
 * The one way the web app talks to the server: paths relative to /api, JSON both ways, the
 * session's bearer token on every call, and every refusal (non-2xx or `success: false`) thrown as
 * an ApiError carrying the contract's message and errorCode.
 */
export const api = {
  get: <T>(path: string, options?: GetOptions): Promise<T> => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown): Promise<T> => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown): Promise<T> => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown): Promise<T> => request<T>('PATCH', path, body),
  delete: <T>(path: string): Promise<T> => request<T>('DELETE', path, undefined),
};
