import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../adapters/http/api-dependencies.js';
import type { CreateWebhookResponse, WebhookDeliveriesResponse } from '../../contract/webhooks.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';

const { checkoutsPerUser, webhookSendsPerUser, channelTestsPerUser } = DEFAULT_RATE_LIMITS;

/**
 * What one signed-in user may ask the server to do over and over, at the production limits: open
 * checkouts (each a pending payment the admins count), queue webhook test events and redeliveries
 * (each a signed POST to an address the user chose), and send Slack and Telegram test messages
 * (each sent inside its request, Telegram's through the bot every user shares).
 */
describe.each(API_DIALECTS)('per-user limits on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { rateLimits: { checkoutsPerUser } });
  });
  afterAll(() => api.close());

  const checkout = (token: string) =>
    api.request('POST', '/api/payments/create-payment', {
      token,
      body: { planId: 'starter', billingType: 'monthly' },
    });
  const pendingOf = async (userId: string) =>
    (await api.deps.storage.payments.list({ userId, page: 1, limit: 100 })).total;

  it(`opens ${checkoutsPerUser} checkouts in 15 minutes, then refuses with 429 and stores no payment`, async () => {
    const buyer = await api.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < checkoutsPerUser; i += 1) statuses.push((await checkout(buyer.token)).status);
    expect(statuses).toEqual(Array(checkoutsPerUser).fill(201));
    api.deps.clock.advance(5 * 60_000);

    const refused = await checkout(buyer.token);

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      errorCode: 'RATE_LIMITED',
      message: 'Too many checkouts. Please wait 10 minutes and try again.',
    });
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await pendingOf(buyer.user.id)).toBe(checkoutsPerUser);
    // Another buyer is not held up, and the same one may buy again once the window ends.
    expect((await checkout((await api.signUp()).token)).status).toBe(201);
    api.deps.clock.advance(10 * 60_000);
    expect((await checkout(buyer.token)).status).toBe(201);
  });

  it(`queues ${webhookSendsPerUser} test events and redeliveries in 10 minutes together, then refuses with 429`, async () => {
    const owner = await api.signUp();
    const created = await api.request<CreateWebhookResponse>('POST', '/api/webhooks', {
      token: owner.token,
      body: { url: 'http://127.0.0.1:9/hooks' },
    });
    expect(created.status).toBe(201);
    const id = created.body.endpoint.id;
    const test = () => api.request('POST', `/api/webhooks/${id}/test`, { token: owner.token });
    for (let i = 0; i < webhookSendsPerUser - 1; i += 1) expect((await test()).status).toBe(202);
    const deliveries = await api.request<WebhookDeliveriesResponse>('GET', `/api/webhooks/${id}/deliveries`, {
      token: owner.token,
    });
    const first = deliveries.body.deliveries.at(-1)?.id ?? '';
    const redeliver = () =>
      api.request('POST', `/api/webhooks/${id}/deliveries/${first}/redeliver`, { token: owner.token });
    expect((await redeliver()).status).toBe(202);

    const [again, another] = [await test(), await redeliver()];

    expect([again.status, another.status]).toEqual([429, 429]);
    expect(again.body).toMatchObject({
      errorCode: 'RATE_LIMITED',
      message: 'Too many test events and redeliveries. Please wait 10 minutes and try again.',
    });
    const after = await api.request<WebhookDeliveriesResponse>('GET', `/api/webhooks/${id}/deliveries?limit=100`, {
      token: owner.token,
    });
    // Every test event made a delivery; the redelivery sent the first one again.
    expect(after.body.pagination.total).toBe(webhookSendsPerUser - 1);
  });

  it(`takes ${channelTestsPerUser} Slack and Telegram test messages in 10 minutes together, then refuses with 429`, async () => {
    const owner = await api.signUp();
    const test = (channel: 'slack' | 'telegram') =>
      api.request('POST', `/api/notifications/channels/${channel}/test`, { token: owner.token });
    // Counted before the channel is looked at, like sign-in attempts: this user linked neither.
    for (let i = 0; i < channelTestsPerUser; i += 1)
      expect((await test(i % 2 === 0 ? 'slack' : 'telegram')).body.errorCode).toBe('CHANNEL_UNAVAILABLE');

    const [slack, telegram] = [await test('slack'), await test('telegram')];

    expect([slack.status, telegram.status]).toEqual([429, 429]);
    expect(slack.body).toMatchObject({
      errorCode: 'RATE_LIMITED',
      message: 'Too many test messages. Please wait 10 minutes and try again.',
    });
    expect(
      (await api.request('POST', '/api/notifications/channels/slack/test', { token: (await api.signUp()).token }))
        .status,
    ).toBe(409);
  });
});
