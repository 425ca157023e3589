import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../adapters/logging/logger.js';
import { API_DIALECTS, ApiHarness, STRONG_PASSWORD, type SignedIn } from '../support/api-harness.js';

interface RequestLine {
  readonly msg: string;
  readonly reqId: string;
  readonly req: { readonly id: string; readonly method: string; readonly url: string };
  readonly res: { readonly statusCode: number };
  readonly responseTime: number;
  readonly route?: string;
}

/** Every line the server logs, as written (JSON, as in production). */
class CapturedLog {
  readonly text: string[] = [];
  readonly sink = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      this.text.push(chunk.toString('utf8'));
      done();
    },
  });

  requestLines(): RequestLine[] {
    return this.text
      .map((line) => JSON.parse(line) as Partial<RequestLine>)
      .filter((line): line is RequestLine => line.req !== undefined && line.res !== undefined);
  }

  /** The request line with this id, once it was written (a line is written as its response ends). */
  async lineFor(id: string): Promise<RequestLine> {
    for (let waited = 0; waited < 2_000; waited += 20) {
      const line = this.requestLines().find((each) => each.reqId === id);
      if (line !== undefined) return line;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no request line for ${id}`);
  }
}

/** A request written byte for byte on a socket: fetch and node:http refuse the header values an attacker sends. */
function rawGet(
  baseUrl: string,
  path: string,
  requestId: string,
): Promise<{ status: number; requestId: string | undefined }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        Buffer.concat([
          Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\nx-request-id: `),
          Buffer.from(requestId, 'utf8'),
          Buffer.from('\r\n\r\n'),
        ]),
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0] ?? '';
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, requestId: /\r\nx-request-id: ([^\r\n]*)/i.exec(head)?.[1] });
    });
  });
}

describe.each(API_DIALECTS)('request logs on %s', (dialect) => {
  const log = new CapturedLog();
  let api: ApiHarness;
  let user: SignedIn;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { logger: createLogger('info', log.sink, 'json') });
    user = await api.signUp({ email: 'logged@example.com' });
  });
  afterAll(() => api.close());

  it('writes one line per request with its id, method, route pattern, status and duration, and echoes the id', async () => {
    const response = await api.request('GET', '/api/bidding/logs?page=1&limit=5', { token: user.token });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await log.lineFor(id);
    expect(line).toMatchObject({
      req: { id, method: 'GET', url: '/api/bidding/logs?page=1&limit=5' },
      res: { statusCode: 200 },
      route: '/api/bidding/logs',
      msg: 'GET /api/bidding/logs 200',
    });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(log.requestLines().filter((each) => each.reqId === id)).toHaveLength(1);
  });

  it('labels a request with the pattern of its route, never the ids in its path', async () => {
    const response = await api.request('GET', '/api/bidding/logs/5f1e0c3a-0000-4000-8000-000000000000', {
      token: user.token,
      headers: { 'x-request-id': 'pattern-check-1' },
    });
    expect(response.status).toBe(404);
    const line = await log.lineFor('pattern-check-1');
    expect(line.route).toBe('/api/bidding/logs/:id');
    expect(line.msg).toBe('GET /api/bidding/logs/:id 404');
  });

  it('logs a path no route matched without a route, and a refused spelling too', async () => {
    const unknown = await api.request('GET', '/api/nothing-here', { headers: { 'x-request-id': 'unmatched-1' } });
    expect(unknown.status).toBe(404);
    expect(await log.lineFor('unmatched-1')).toMatchObject({
      res: { statusCode: 404 },
      req: { url: '/api/nothing-here' },
    });
    expect((await log.lineFor('unmatched-1')).route).toBeUndefined();
  });

  it('answers a method no route knows with the envelope, logged as the client mistake it is, not as an error', async () => {
    for (const method of ['PROPFIND', 'PURGE', 'MKCOL']) {
      const response = await api.request(method, '/api/auth/me', { headers: { 'x-request-id': `method-${method}` } });
      expect(response.status, method).toBe(501);
      expect(response.body).toEqual({
        success: false,
        message: 'Method not implemented',
        errorCode: 'METHOD_NOT_IMPLEMENTED',
      });
      expect((await log.lineFor(`method-${method}`)) as unknown as { level: number }).toMatchObject({ level: 30 });
    }
  });

  it('keeps a safe x-request-id a proxy sent', async () => {
    const response = await api.request('GET', '/api/health', { headers: { 'x-request-id': 'lb-7f3a.9_Z-1' } });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.9_Z-1');
    expect((await log.lineFor('lb-7f3a.9_Z-1')).route).toBe('/api/health');
  });

  it.each([
    ['an encoded CR/LF to forge a header or a log line', 'abc%0D%0ASet-Cookie:%20session=stolen'],
    ['1000 characters', 'a'.repeat(1000)],
    ['65 characters, one over the limit', 'b'.repeat(65)],
    ['unicode', 'idé-🚀'],
    ['spaces and quotes', 'a b"c'],
    ['a JSON fragment', '","level":60,"x":"'],
  ])('replaces a hostile x-request-id (%s) with a fresh one', async (_what, hostile) => {
    const answered = await rawGet(api.baseUrl, '/api/health', hostile);
    expect(answered.status).toBe(200);
    expect(answered.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = await log.lineFor(answered.requestId ?? '');
    expect(line.req.id).toBe(answered.requestId);
    expect(log.text.join('')).not.toContain(hostile.slice(0, 30));
  });

  it('keeps the header a raw CR/LF ends from forging a response header: only the safe token before it is kept', async () => {
    const answered = await rawGet(api.baseUrl, '/api/health', 'abc\r\nSet-Cookie: session=stolen');
    expect(answered).toEqual({ status: 200, requestId: 'abc' });
  });

  it('never writes a bearer token, a cookie, a password or a token in the query', async () => {
    const secrets = {
      password: 'Sup3r!secret-pass-phrase',
      cookie: 'session-cookie-value-42',
      access: 'query-access-token-77',
      reset: 'reset-code-value-99',
    };
    await api.request('POST', '/api/auth/login', { body: { email: 'logged@example.com', password: secrets.password } });
    await api.request('POST', '/api/auth/login', { body: { email: 'logged@example.com', password: STRONG_PASSWORD } });
    await api.request('GET', '/api/auth/me', { token: user.token, headers: { cookie: `sid=${secrets.cookie}` } });
    await api.request('GET', `/api/auth/me?access_token=${secrets.access}&page=2`, {
      headers: { 'x-request-id': 'query-token-1' },
    });
    await api.request('GET', `/api/nothing?Token=${secrets.reset}&code=${secrets.reset}&api%5Fkey=${secrets.reset}`);
    // A session token put in the path, where no route takes one, is known by its shape.
    await api.request('GET', `/api/${user.token}`, { headers: { 'x-request-id': 'path-token-1' } });
    await api.request('GET', `/api/events;token=${user.token}`, { headers: { 'x-request-id': 'path-token-2' } });
    const stream = await fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(user.token)}`, {
      headers: { 'x-request-id': 'stream-token-1' },
    });
    await stream.body?.cancel();
    await log.lineFor('stream-token-1');

    const written = log.text.join('');
    for (const secret of [user.token, secrets.password, STRONG_PASSWORD, secrets.cookie, secrets.access, secrets.reset])
      expect(written).not.toContain(secret);
    expect((await log.lineFor('query-token-1')).req.url).toBe('/api/auth/me?access_token=[redacted]&page=2');
    expect((await log.lineFor('stream-token-1')).req.url).toBe('/api/events?token=[redacted]');
    expect((await log.lineFor('path-token-1')).req.url).toBe('/api/[redacted]');
    expect((await log.lineFor('path-token-2')).req.url).toBe('/api/events;token=[redacted]');
  });

  it('logs a live event stream once, when it ends', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(user.token)}`, {
      headers: { 'x-request-id': 'open-stream-1' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    await reader?.read();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.requestLines().some((line) => line.reqId === 'open-stream-1')).toBe(false);
    controller.abort();
    const line = await log.lineFor('open-stream-1');
    expect(line).toMatchObject({ route: '/api/events', res: { statusCode: 200 } });
    expect(log.requestLines().filter((each) => each.reqId === 'open-stream-1')).toHaveLength(1);
  });
});
