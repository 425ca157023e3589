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

/** A row of GET /api/bidding/logs, as the suites read it. */
export interface LoggedBid {
  readonly _id: string;
  readonly status: string;
  readonly projectTitle: string;
  readonly proposal: string;
  readonly errorMessage: string | null;
}

/** The one page settledBidLog reads: a suite that logs more than this would wait on rows it never sees. */
const SETTLED_LOG_ROWS = 100;

/**
 * The user's bid log, newest first, once the bids a Test Bidding run queued are out: nothing
 * pending, and as many rows on two reads 1.5 s apart. Not the queued count, and not the first
 * refusal: a job may end without a row (a project taken meanwhile, or a refusal that pauses the
 * account and drops the rest unlogged), while most refusals are the project's and the rest go on.
 */
export async function settledBidLog(baseUrl: string, token: string): Promise<LoggedBid[]> {
  let seen = -1;
  let statuses: string[] = [];
  return until(
    async () => {
      const { logs, pagination } = await apiOk<{ logs: LoggedBid[]; pagination: { total: number } }>(
        baseUrl,
        'GET',
        `/api/bidding/logs?page=1&limit=${SETTLED_LOG_ROWS}`,
        { token },
      );
      if (pagination.total > SETTLED_LOG_ROWS) throw new Error(`${pagination.total} bids logged: more than one page`);
      statuses = logs.map((log) => log.status);
      const settled = logs.length > 0 && logs.every((log) => log.status !== 'pending');
      const stable = settled && logs.length === seen;
      seen = settled ? logs.length : -1;
      return stable ? logs : undefined;
    },
    () => `the triggered bids to be logged: ${JSON.stringify(statuses)}`,
    // Two busy cores place a few dozen bids in well under two minutes.
    { timeoutMs: 120_000, intervalMs: 1_500 },
  );
}
