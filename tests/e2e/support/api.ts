/** What the server answered: the status, the JSON body (undefined when empty) and the raw text. */
export interface ApiAnswer<T> {
  readonly status: number;
  readonly body: T;
  readonly text: string;
}

export interface ApiCallOptions {
  /** Sent as a bearer token. */
  readonly token?: string | null;
  /** Sent as JSON. */
  readonly body?: unknown;
}

/** The API as a test's own client: `path` is the full path (`/api/...`). Never throws on a refusal. */
export async function apiCall<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined && options.token !== null) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T, text };
}

/** `apiCall` for arranging: the body of a 2xx answer, and an error naming the call otherwise. */
export async function apiOk<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<T> {
  const answer = await apiCall<T>(baseUrl, method, path, options);
  if (answer.status < 200 || answer.status > 299) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** Polls `probe` until it answers something other than undefined, or fails naming `what` (read when it fails). */
export async function until<T>(
  probe: () => Promise<T | undefined>,
  what: string | (() => string),
  { timeoutMs = 30_000, intervalMs = 500 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((wait) => setTimeout(wait, intervalMs));
  }
}
