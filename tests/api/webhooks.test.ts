import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UseCases } from '../../adapters/composition/use-cases.js';
import { createWebhookWorker } from '../../adapters/jobs/webhook-worker.js';
import { createLogger } from '../../adapters/logging/logger.js';
import type {
  CreateWebhookResponse,
  WebhookDeliveriesResponse,
  WebhookDeliveryQueuedResponse,
  WebhooksResponse,
} from '../../contract/webhooks.js';
import type { NotificationsResponse } from '../../contract/notifications.js';
import { API_DIALECTS, type SignedIn } from '../support/api-harness.js';
import { useApiWithAdmin } from '../support/use-api.js';

interface Arrival {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A real receiver on loopback: answers the status the test sets and keeps every request. */
class Receiver {
  readonly arrivals: Arrival[] = [];
  status = 200;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.arrivals.push({ headers: request.headers, body });
        response.writeHead(this.status).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/bidpilot`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe.each(API_DIALECTS)('signed webhooks API on %s', (dialect) => {
  const ctx = useApiWithAdmin(dialect);
  const receiver = new Receiver();
  let receiverUrl: string;
  let owner: SignedIn;
  let intruder: SignedIn;

  beforeAll(async () => {
    receiverUrl = await receiver.start();
  });
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    owner = await ctx.api.signUp();
    intruder = await ctx.api.signUp();
    receiver.arrivals.length = 0;
    receiver.status = 200;
  });

  const add = (token: string, url: string) =>
    ctx.api.request<CreateWebhookResponse>('POST', '/api/webhooks', { token, body: { url } });
  /** Sends every due webhook job, as the worker beside the server does. */
  const drain = () => {
    const { engine } = ctx.api.deps.useCases as UseCases;
    return createWebhookWorker({
      queue: ctx.api.deps.jobQueue,
      deliverWebhook: engine.deliverWebhook,
      logger: createLogger('silent'),
    }).drain();
  };

  it('adds an endpoint and answers its whsec_ secret once; later reads show a hint only', async () => {
    const created = await add(owner.token, receiverUrl);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      endpoint: { url: receiverUrl, enabled: true, disabledReason: null },
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const listed = await ctx.api.request<WebhooksResponse>('GET', '/api/webhooks', { token: owner.token });
    expect(listed.body).toEqual({ success: true, endpoints: [created.body.endpoint], maxEndpoints: 5 });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret.slice(10));
    expect(listed.body.endpoints[0]?.secretHint).toBe(`${created.body.secret.slice(0, 10)}…`);
  });

  it('sends a test event that the Standard Webhooks reference library verifies with the secret', async () => {
    const created = await add(owner.token, receiverUrl);
    const queued = await ctx.api.request<WebhookDeliveryQueuedResponse>(
      'POST',
      `/api/webhooks/${created.body.endpoint.id}/test`,
      { token: owner.token },
    );
    expect(queued.status).toBe(202);
    expect(queued.body.delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    // Queued, not sent inside the request.
    expect(receiver.arrivals).toEqual([]);
    expect(await drain()).toBe(1);

    const [arrival] = receiver.arrivals;
    expect(arrival?.headers['webhook-id']).toBe(queued.body.delivery.id);
    expect(arrival?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const verified = new Webhook(created.body.secret).verify(
      arrival?.body ?? '',
      arrival?.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ type: 'webhook.test', data: { endpointId: created.body.endpoint.id } });

    const log = await ctx.api.request<WebhookDeliveriesResponse>(
      'GET',
      `/api/webhooks/${created.body.endpoint.id}/deliveries`,
      { token: owner.token },
    );
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({
        id: queued.body.delivery.id,
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        lastError: null,
      }),
    ]);
    expect(log.body.pagination).toEqual({ current: 1, pages: 1, total: 1, limit: 20 });
  });

  it('logs a failing answer, retries later, and redelivers under the same webhook-id', async () => {
    const created = await add(owner.token, receiverUrl);
    const endpoint = created.body.endpoint.id;
    receiver.status = 500;
    const queued = await ctx.api.request<WebhookDeliveryQueuedResponse>('POST', `/api/webhooks/${endpoint}/test`, {
      token: owner.token,
    });
    await drain();
    const failed = await ctx.api.request<WebhookDeliveriesResponse>('GET', `/api/webhooks/${endpoint}/deliveries`, {
      token: owner.token,
    });
    expect(failed.body.deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'Answered 500',
    });
    expect(failed.body.deliveries[0]?.nextAttemptAt).not.toBeNull();

    receiver.status = 204;
    const redelivered = await ctx.api.request<WebhookDeliveryQueuedResponse>(
      'POST',
      `/api/webhooks/${endpoint}/deliveries/${queued.body.delivery.id}/redeliver`,
      { token: owner.token },
    );
    expect(redelivered.status).toBe(202);
    await drain();
    expect(receiver.arrivals.map((arrival) => arrival.headers['webhook-id'])).toEqual([
      queued.body.delivery.id,
      queued.body.delivery.id,
    ]);
    const log = await ctx.api.request<WebhookDeliveriesResponse>('GET', `/api/webhooks/${endpoint}/deliveries`, {
      token: owner.token,
    });
    expect(log.body.deliveries[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 204,
      nextAttemptAt: null,
    });
  });

  it('switches an endpoint off when it answers 410 Gone, and says why', async () => {
    const created = await add(owner.token, receiverUrl);
    receiver.status = 410;
    await ctx.api.request('POST', `/api/webhooks/${created.body.endpoint.id}/test`, { token: owner.token });
    await drain();
    const listed = await ctx.api.request<WebhooksResponse>('GET', '/api/webhooks', { token: owner.token });
    expect(listed.body.endpoints[0]).toMatchObject({
      enabled: false,
      disabledReason: 'The endpoint answered 410 Gone, so it was switched off',
    });
  });

  it("names a switched-off endpoint in the user's notice masked, without its query", async () => {
    const created = await add(owner.token, `${receiverUrl}?token=s3cret-token`);
    receiver.status = 410;
    await ctx.api.request('POST', `/api/webhooks/${created.body.endpoint.id}/test`, { token: owner.token });
    await drain();
    const inbox = await ctx.api.request<NotificationsResponse>('GET', '/api/notifications', { token: owner.token });
    const notice = inbox.body.notifications.find((notification) => notification.kind === 'channel.disabled');
    expect(notice?.body).toContain(`${new URL(receiverUrl).origin}/hooks/••••ilot:`);
    expect(JSON.stringify(inbox.body)).not.toContain('s3cret-token');
  });

  it("answers another user's endpoint and delivery as not found, and changes nothing", async () => {
    const created = await add(owner.token, receiverUrl);
    const endpoint = created.body.endpoint.id;
    const queued = await ctx.api.request<WebhookDeliveryQueuedResponse>('POST', `/api/webhooks/${endpoint}/test`, {
      token: owner.token,
    });
    const attempts = [
      ['DELETE', `/api/webhooks/${endpoint}`],
      ['POST', `/api/webhooks/${endpoint}/test`],
      ['GET', `/api/webhooks/${endpoint}/deliveries`],
      ['POST', `/api/webhooks/${endpoint}/deliveries/${queued.body.delivery.id}/redeliver`],
    ] as const;
    for (const [method, path] of attempts) {
      const response = await ctx.api.request(method, path, { token: intruder.token });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toMatchObject({
        success: false,
        errorCode: 'WEBHOOK_NOT_FOUND',
        message: 'Webhook endpoint not found',
      });
    }
    expect(
      (await ctx.api.request<WebhooksResponse>('GET', '/api/webhooks', { token: intruder.token })).body.endpoints,
    ).toEqual([]);
    const other = await add(owner.token, `${receiverUrl}/other`);
    const crossed = await ctx.api.request(
      'POST',
      `/api/webhooks/${other.body.endpoint.id}/deliveries/${queued.body.delivery.id}/redeliver`,
      { token: owner.token },
    );
    expect(crossed.status).toBe(404);
    expect(crossed.body).toMatchObject({ errorCode: 'WEBHOOK_DELIVERY_NOT_FOUND' });
    const log = await ctx.api.request<WebhookDeliveriesResponse>('GET', `/api/webhooks/${endpoint}/deliveries`, {
      token: owner.token,
    });
    expect(log.body.pagination.total).toBe(1);
  });

  it("deletes the owner's endpoint with its log", async () => {
    const created = await add(owner.token, receiverUrl);
    const deleted = await ctx.api.request('DELETE', `/api/webhooks/${created.body.endpoint.id}`, {
      token: owner.token,
    });
    expect(deleted.body).toEqual({ success: true, message: 'Webhook endpoint deleted' });
    expect(
      (await ctx.api.request('DELETE', `/api/webhooks/${created.body.endpoint.id}`, { token: owner.token })).status,
    ).toBe(404);
    expect(
      (await ctx.api.request('GET', `/api/webhooks/${created.body.endpoint.id}/deliveries`, { token: owner.token }))
        .status,
    ).toBe(404);
  });

  it('refuses hostile and malformed bodies with a clear error and adds nothing', async () => {
    const bodies: unknown[] = [
      {},
      { url: '' },
      { url: 42 },
      { url: 'javascript:alert(1)' },
      { url: 'ftp://example.com/x' },
      { url: 'https://user:pass@example.com/' },
      { url: `https://example.com/${'a'.repeat(3000)}` },
      { url: 'https://example.com/', secret: 'whsec_chosen' },
      { url: '<script>alert(1)</script>' },
    ];
    for (const body of bodies) {
      const response = await ctx.api.request('POST', '/api/webhooks', { token: owner.token, body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
    const notJson = await ctx.api.request('POST', '/api/webhooks', {
      token: owner.token,
      rawBody: '{"url":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(
      (await ctx.api.request<WebhooksResponse>('GET', '/api/webhooks', { token: owner.token })).body.endpoints,
    ).toEqual([]);
  });

  it('keeps a user to five endpoints', async () => {
    for (let i = 0; i < 5; i += 1) expect((await add(owner.token, `${receiverUrl}/${i}`)).status).toBe(201);
    const sixth = await add(owner.token, `${receiverUrl}/6`);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({
      success: false,
      errorCode: 'WEBHOOK_LIMIT_REACHED',
      message: 'You can keep at most 5 webhook endpoints; delete one to add another',
    });
  });

  it('refuses bad paging and odd ids with 400 or 404, never a server error', async () => {
    const created = await add(owner.token, receiverUrl);
    for (const query of ['?page=0', '?limit=101', '?page=abc', '?extra=1']) {
      const response = await ctx.api.request('GET', `/api/webhooks/${created.body.endpoint.id}/deliveries${query}`, {
        token: owner.token,
      });
      expect(response.status, query).toBe(400);
    }
    for (const id of ['nope', '%27%20or%201%3D1', 'x'.repeat(100)]) {
      expect((await ctx.api.request('POST', `/api/webhooks/${id}/test`, { token: owner.token })).status, id).toBe(404);
    }
    expect(
      (await ctx.api.request('POST', `/api/webhooks/${'x'.repeat(101)}/test`, { token: owner.token })).status,
    ).toBe(400);
    expect((await ctx.api.request('GET', '/api/webhooks', { token: 'Bearer nonsense' })).status).toBe(401);
  });
});
