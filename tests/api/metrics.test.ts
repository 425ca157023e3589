import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';
import { rawRequest } from '../support/raw-request.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`), or 0 when the series has none yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe.each(API_DIALECTS)('/metrics on %s', (dialect) => {
  let api: ApiHarness;
  let user: SignedIn;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { metricsToken: METRICS_TOKEN });
    user = await api.signUp({ email: 'metered@example.com' });
  });
  afterAll(() => api.close());

  const scrape = () => api.request<string>('GET', '/metrics', { token: METRICS_TOKEN });

  it('serves the Prometheus text format to the bearer of METRICS_TOKEN, with every family', async () => {
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const family of [
      'bidpilot_http_request_duration_seconds',
      'bidpilot_bids_total',
      'bidpilot_dispatch_tick_duration_seconds',
      'bidpilot_marketplace_calls_total',
      'bidpilot_marketplace_rate_limited_total',
      'bidpilot_notification_deliveries_total',
      'bidpilot_queue_depth',
      'bidpilot_queue_oldest_job_age_seconds',
    ]) {
      expect(response.body).toContain(`# TYPE ${family} `);
    }
    expect(response.body).toContain('bidpilot_queue_depth{queue="place-bid"} 0');
  });

  it('counts requests by method, route pattern and status', async () => {
    const series = 'bidpilot_http_request_duration_seconds_count{method="GET",route="/api/auth/me",status="200"}';
    const before = sample((await scrape()).body, series);
    for (let index = 0; index < 3; index += 1)
      expect((await api.request('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    const after = sample((await scrape()).body, series);
    expect(after - before).toBe(3);
    const refused = 'bidpilot_http_request_duration_seconds_count{method="GET",route="/api/auth/me",status="401"}';
    const refusedBefore = sample((await scrape()).body, refused);
    await api.request('GET', '/api/auth/me');
    expect(sample((await scrape()).body, refused) - refusedBefore).toBe(1);
  });

  it('labels unknown paths as unmatched, never by the path a client chose', async () => {
    await api.request('GET', '/api/made-up-path-12345');
    const text = (await scrape()).body;
    expect(text).not.toContain('made-up-path-12345');
    expect(text).toContain('route="unmatched",status="404"');
  });

  it('counts queued jobs in the queue depth and their age', async () => {
    await api.deps.jobQueue.enqueue('notify', { test: true });
    const text = (await scrape()).body;
    expect(sample(text, 'bidpilot_queue_depth{queue="notify"}')).toBe(1);
    expect(sample(text, 'bidpilot_queue_oldest_job_age_seconds{queue="notify"}')).toBeGreaterThanOrEqual(0);
  });

  it.each<[string, Record<string, string> | 'session']>([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-0123456789abcdeX' }],
    ['the token as Basic', { authorization: `Basic ${METRICS_TOKEN}` }],
    ['the token without its scheme', { authorization: METRICS_TOKEN }],
    ['a prefix of the token', { authorization: 'Bearer metrics-token' }],
    ['the token and more', { authorization: `Bearer ${METRICS_TOKEN} ${METRICS_TOKEN}` }],
    ["a user's session token", 'session'],
  ])('refuses %s with 401 and none of the metrics', async (_what, headers) => {
    const response = await api.request<unknown>(
      'GET',
      '/metrics',
      headers === 'session' ? { token: user.token } : { headers },
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(JSON.stringify(response.body)).not.toContain('bidpilot_');
    expect(response.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
  });

  it.each([
    '/Metrics',
    '/METRICS',
    '/metrics/',
    '//metrics',
    '/metrics;x',
    '/api/../metrics',
    '/api/metrics',
    '/%6detrics',
    '/metrics%2f',
  ])('serves nothing of the metrics at %s, even to the token', async (path) => {
    const response = await rawRequest(api.baseUrl, 'GET', path, { token: METRICS_TOKEN });
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain('bidpilot_');
  });

  it('serves only GET and HEAD', async () => {
    expect((await api.request('POST', '/metrics', { token: METRICS_TOKEN })).status).toBe(405);
    expect((await api.request('HEAD', '/metrics', { token: METRICS_TOKEN })).status).toBe(200);
  });

  it('answers readiness: ready with the database and the queue up', async () => {
    const response = await api.request('GET', '/api/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, status: 'ready', database: 'up', queue: 'up' });
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start('sqlite');
  });
  afterAll(() => api.close());

  it('is not served at all, whatever the request bears', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer ' },
      { authorization: 'Bearer anything-at-all-0123456789' },
    ];
    for (const headers of attempts) {
      const response = await api.request<unknown>('GET', '/metrics', { headers });
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('bidpilot_');
    }
  });
});
