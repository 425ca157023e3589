import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newMessageId, newWebhookSecret, type WebhookEndpoint } from '../../core/domain/webhooks/webhook.js';
import type { NewWebhookDelivery, WebhookRepository } from '../../core/ports/webhook-repository.port.js';

export interface WebhookRepositoryFixture {
  readonly webhooks: WebhookRepository;
  /** A user the endpoints may belong to (a real row where the table has a foreign key). */
  readonly createUser: () => Promise<string>;
  readonly teardown: () => Promise<void>;
}

const t0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number): Date => new Date(t0.getTime() + ms);

const anEndpoint = (userId: string, overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: randomUUID(),
  userId,
  url: 'https://hooks.example.com/bidpilot',
  secret: newWebhookSecret(),
  enabled: true,
  disabledReason: null,
  createdAt: t0,
  ...overrides,
});

const aDelivery = (endpointId: string, overrides: Partial<NewWebhookDelivery> = {}): NewWebhookDelivery => ({
  id: newMessageId(),
  endpointId,
  eventType: 'bid.awarded',
  payload: '{"type":"bid.awarded","timestamp":"2026-03-01T10:00:00.000Z","data":{}}',
  idempotencyKey: `n-${randomUUID()}:${endpointId}`,
  createdAt: t0,
  nextAttemptAt: t0,
  ...overrides,
});

/** The WebhookRepository contract: endpoints kept per owner, deliveries recorded once per key and logged per attempt. */
export function describeWebhookRepositoryContract(name: string, setup: () => Promise<WebhookRepositoryFixture>): void {
  describe(`WebhookRepository contract: ${name}`, () => {
    let fixture: WebhookRepositoryFixture;
    let webhooks: WebhookRepository;

    beforeEach(async () => {
      fixture = await setup();
      ({ webhooks } = fixture);
    });
    afterEach(async () => {
      await fixture?.teardown();
    });

    it('keeps an endpoint with its secret, readable by its owner only', async () => {
      const [owner, other] = [await fixture.createUser(), await fixture.createUser()];
      const endpoint = anEndpoint(owner);
      await webhooks.addEndpoint(endpoint);
      expect(await webhooks.findEndpoint(owner, endpoint.id)).toEqual(endpoint);
      expect(await webhooks.endpointById(endpoint.id)).toEqual(endpoint);
      expect(await webhooks.findEndpoint(other, endpoint.id)).toBeNull();
      expect(await webhooks.listEndpoints(other)).toEqual([]);
      expect(await webhooks.countEndpoints(owner)).toBe(1);
    });

    it("lists a user's endpoints oldest first", async () => {
      const owner = await fixture.createUser();
      const later = anEndpoint(owner, { createdAt: at(2_000) });
      const first = anEndpoint(owner, { createdAt: at(1_000) });
      await webhooks.addEndpoint(later);
      await webhooks.addEndpoint(first);
      expect((await webhooks.listEndpoints(owner)).map((endpoint) => endpoint.id)).toEqual([first.id, later.id]);
    });

    it("deletes only the owner's endpoint, with its deliveries", async () => {
      const [owner, other] = [await fixture.createUser(), await fixture.createUser()];
      const endpoint = anEndpoint(owner);
      await webhooks.addEndpoint(endpoint);
      const { delivery } = await webhooks.recordDelivery(aDelivery(endpoint.id));
      expect(await webhooks.deleteEndpoint(other, endpoint.id)).toBe(false);
      expect(await webhooks.endpointById(endpoint.id)).not.toBeNull();
      expect(await webhooks.deleteEndpoint(owner, endpoint.id)).toBe(true);
      expect(await webhooks.endpointById(endpoint.id)).toBeNull();
      expect(await webhooks.findDelivery(delivery.id)).toBeNull();
      expect(await webhooks.deleteEndpoint(owner, endpoint.id)).toBe(false);
    });

    it("switches one endpoint or all of a user's off, keeping why", async () => {
      const [owner, other] = [await fixture.createUser(), await fixture.createUser()];
      const [a, b, theirs] = [anEndpoint(owner), anEndpoint(owner), anEndpoint(other)];
      for (const endpoint of [a, b, theirs]) await webhooks.addEndpoint(endpoint);
      await webhooks.disableEndpoint(a.id, 'Gone');
      expect(await webhooks.endpointById(a.id)).toMatchObject({ enabled: false, disabledReason: 'Gone' });
      expect(await webhooks.hasEnabledEndpoint(owner)).toBe(true);
      await webhooks.disableAll(owner, 'Unlinked');
      expect(await webhooks.hasEnabledEndpoint(owner)).toBe(false);
      expect(await webhooks.endpointById(a.id)).toMatchObject({ disabledReason: 'Gone' });
      expect(await webhooks.endpointById(b.id)).toMatchObject({ enabled: false, disabledReason: 'Unlinked' });
      expect(await webhooks.hasEnabledEndpoint(other)).toBe(true);
    });

    it('records a delivery once per idempotency key, however often asked', async () => {
      const owner = await fixture.createUser();
      const endpoint = anEndpoint(owner);
      await webhooks.addEndpoint(endpoint);
      const first = aDelivery(endpoint.id);
      const answers = await Promise.all([
        webhooks.recordDelivery(first),
        webhooks.recordDelivery({ ...first, id: newMessageId() }),
        webhooks.recordDelivery({ ...first, id: newMessageId() }),
      ]);
      expect(answers.filter((answer) => answer.created)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.delivery.id)).size).toBe(1);
      expect((await webhooks.listDeliveries(endpoint.id, { page: 1, limit: 10 })).total).toBe(1);
      expect(answers[0]?.delivery).toMatchObject({
        endpointId: endpoint.id,
        eventType: 'bid.awarded',
        payload: first.payload,
        status: 'pending',
        attempts: 0,
        lastStatusCode: null,
        nextAttemptAt: t0,
        deliveredAt: null,
        createdAt: t0,
      });
    });

    it('counts attempts and keeps the last answer: retry, then delivered', async () => {
      const owner = await fixture.createUser();
      const endpoint = anEndpoint(owner);
      await webhooks.addEndpoint(endpoint);
      const { delivery } = await webhooks.recordDelivery(aDelivery(endpoint.id));
      await webhooks.recordAttempt(delivery.id, {
        at: at(1),
        statusCode: 503,
        error: 'Answered 503',
        outcome: { kind: 'retry', nextAttemptAt: at(5_000) },
      });
      expect(await webhooks.findDelivery(delivery.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: 503,
        lastError: 'Answered 503',
        lastAttemptAt: at(1),
        nextAttemptAt: at(5_000),
      });
      await webhooks.recordAttempt(delivery.id, {
        at: at(5_001),
        statusCode: 204,
        error: null,
        outcome: { kind: 'delivered' },
      });
      expect(await webhooks.findDelivery(delivery.id)).toMatchObject({
        status: 'delivered',
        attempts: 2,
        lastStatusCode: 204,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: at(5_001),
      });
    });

    it('marks a delivery failed, and a redelivery puts it back to pending with its attempts counted', async () => {
      const owner = await fixture.createUser();
      const endpoint = anEndpoint(owner);
      await webhooks.addEndpoint(endpoint);
      const { delivery } = await webhooks.recordDelivery(aDelivery(endpoint.id));
      await webhooks.recordAttempt(delivery.id, {
        at: at(1),
        statusCode: null,
        error: 'Connection refused',
        outcome: { kind: 'failed' },
      });
      expect(await webhooks.findDelivery(delivery.id)).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastStatusCode: null,
        lastError: 'Connection refused',
        nextAttemptAt: null,
      });
      await webhooks.requeueDelivery(delivery.id, at(60_000));
      expect(await webhooks.findDelivery(delivery.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        nextAttemptAt: at(60_000),
      });
    });

    it("pages an endpoint's deliveries newest first, and only that endpoint's", async () => {
      const owner = await fixture.createUser();
      const [endpoint, other] = [anEndpoint(owner), anEndpoint(owner)];
      await webhooks.addEndpoint(endpoint);
      await webhooks.addEndpoint(other);
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1)
        ids.push((await webhooks.recordDelivery(aDelivery(endpoint.id, { createdAt: at(i * 1_000) }))).delivery.id);
      await webhooks.recordDelivery(aDelivery(other.id));
      const first = await webhooks.listDeliveries(endpoint.id, { page: 1, limit: 2 });
      const last = await webhooks.listDeliveries(endpoint.id, { page: 3, limit: 2 });
      expect(first.total).toBe(5);
      expect(first.items.map((delivery) => delivery.id)).toEqual([ids[4], ids[3]]);
      expect(last.items.map((delivery) => delivery.id)).toEqual([ids[0]]);
    });
  });
}
