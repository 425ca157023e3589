import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logging/logger.js';
import { parseBody } from './body-parser.js';
import { errorHandler } from './error-handler.js';

const ONE_CLICK = '/api/notifications/unsubscribe/one-click';
const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data; boundary=b';
const MULTIPART_BODY = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n';
const UNSUPPORTED = {
  success: false,
  message: 'Send the request body as JSON (content-type: application/json)',
  errorCode: 'UNSUPPORTED_MEDIA_TYPE',
};

let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(errorHandler(createLogger('silent')));
  app.use(parseBody({ rawPaths: ['/api/payments/notify'] }));
  // Every request that gets through answers the body it was read as.
  app.use((ctx) => {
    ctx.body = { read: ctx.request.body ?? null };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const post = async (path: string, type: string, body: string) => {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('parseBody', () => {
  it('reads a JSON object', async () => {
    expect(await post('/api/x', 'application/json', '{"a":1}')).toEqual({ status: 200, body: { read: { a: 1 } } });
  });

  it('refuses a __proto__ key for what it is, not as JSON that does not parse', async () => {
    for (const body of ['{"__proto__":{"admin":true}}', '{"a":{"\\u005f_proto__":1}}']) {
      expect(await post('/api/x', 'application/json', body)).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'Invalid request: a field named __proto__ is not allowed',
          errorCode: 'VALIDATION_FAILED',
        },
      });
    }
    expect(await post('/api/x', 'application/json', '{"a":')).toEqual({
      status: 400,
      body: { success: false, message: 'Malformed request body: expected valid JSON', errorCode: 'VALIDATION_FAILED' },
    });
  });

  it('answers a form on an API route that takes none with 415, as text', async () => {
    for (const [type, body] of [
      [FORM, 'a=1'],
      [MULTIPART, MULTIPART_BODY],
      ['text/plain', 'a=1'],
    ] as const) {
      expect(await post('/api/bidding/settings', type, body)).toEqual({ status: 415, body: UNSUPPORTED });
    }
  });

  it('reads a form on the one-click unsubscribe route, and leaves the raw notification path unread', async () => {
    expect(await post(ONE_CLICK, FORM, 'List-Unsubscribe=One-Click')).toEqual({
      status: 200,
      body: { read: { 'List-Unsubscribe': 'One-Click' } },
    });
    expect(await post(ONE_CLICK, MULTIPART, MULTIPART_BODY)).toEqual({ status: 200, body: { read: {} } });
    expect(await post('/api/payments/notify', FORM, 'm_payment_id=1')).toEqual({ status: 200, body: { read: null } });
  });

  it('reads a form outside the API, where the simulators take theirs', async () => {
    expect(await post('/sandbox/telegram/chats/k/send', FORM, 'text=hi')).toEqual({
      status: 200,
      body: { read: { text: 'hi' } },
    });
  });
});
