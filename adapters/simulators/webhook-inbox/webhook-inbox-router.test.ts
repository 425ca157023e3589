import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newMessageId, newWebhookSecret } from '../../../core/domain/webhooks/webhook.js';
import { parseBody } from '../../http/middleware/body-parser.js';
import { HttpWebhookTransport } from '../../webhooks/http-webhook-transport.js';
import { WEBHOOK_INBOX_PREFIX, webhookInboxRouter } from './webhook-inbox-router.js';
import { WebhookInboxes } from './webhook-inboxes.js';

let server: Server;
let base: string;
let inboxes: WebhookInboxes;

beforeEach(async () => {
  inboxes = new WebhookInboxes();
  const app = new Koa();
  const router = webhookInboxRouter({
    publicUrl: 'http://localhost:3000',
    inboxes,
    now: () => new Date('2026-03-01T10:00:00.000Z'),
  });
  app.use(parseBody()).use(router.routes()).use(router.allowedMethods());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${WEBHOOK_INBOX_PREFIX}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the built-in webhook inbox', () => {
  it('keeps a signed delivery as sent, so it still verifies, and lists it on the inbox page', async () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({
      type: 'bid.awarded',
      timestamp: '2026-03-01T10:00:00.000Z',
      data: { title: '<b>Shop</b>' },
    });
    const messageId = newMessageId();
    const result = await new HttpWebhookTransport({ allowPrivateAddresses: true }).send({
      url: `${base}/demo`,
      secret,
      messageId,
      timestamp: new Date(),
      body,
    });
    expect(result).toEqual({ kind: 'answered', status: 200 });

    const [received] = inboxes.list('demo');
    expect(received?.body).toBe(body);
    expect(Object.keys(received?.headers ?? {}).sort()).toEqual([
      'content-type',
      'user-agent',
      'webhook-id',
      'webhook-signature',
      'webhook-timestamp',
    ]);
    expect(new Webhook(secret).verify(received?.body ?? '', received?.headers ?? {})).toEqual(JSON.parse(body));

    const page = await fetch(`${base}/demo`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const text = await page.text();
    expect(text).toContain(messageId);
    expect(text).toContain('http://localhost:3000/sandbox/webhook-inbox/demo');
    expect(text).toContain('&lt;b&gt;Shop&lt;/b&gt;');
    expect(text).not.toContain('<b>Shop</b>');
  });

  it('answers the status asked for, to show retries and switch-offs', async () => {
    const response = await fetch(`${base}/demo?status=410`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(410);
    expect(inboxes.list('demo')[0]?.answered).toBe(410);
  });

  it('keeps no cookie or other header, cuts huge bodies, and refuses odd inbox names', async () => {
    await fetch(`${base}/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=secret' },
      body: JSON.stringify({ padding: 'x'.repeat(100_000) }),
    });
    const [received] = inboxes.list('demo');
    expect(received?.headers).not.toHaveProperty('cookie');
    expect(received?.body.length).toBeGreaterThan(65_536);
    expect(received?.body.length).toBeLessThan(66_000);
    expect(received?.body).toMatch(/cut at 65536 characters\)$/);
    const json = { 'content-type': 'application/json' };
    expect((await fetch(`${base}/${'a'.repeat(65)}`, { method: 'POST', headers: json, body: '{}' })).status).toBe(404);
    expect((await fetch(`${base}/bad_name!`)).status).toBe(404);
  });

  it('shows an empty inbox with how to use it', async () => {
    const text = await (await fetch(`${base}/fresh`)).text();
    expect(text).toContain('Nothing received yet');
  });
});
