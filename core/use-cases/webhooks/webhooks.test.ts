import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { InMemoryWebhookRepository } from '../../../adapters/storage/memory/in-memory-webhook-repository.js';
import { RecordingWebhookTransport as ScriptedTransport } from '../../../adapters/testing/recording-webhook-transport.js';
import { RecordingNotifier } from '../../../adapters/testing/fake-notifications.js';
import type { DomainError } from '../../domain/errors.js';
import type { Notification } from '../../domain/notifications/notification.js';
import type { AttemptResult } from '../../domain/webhooks/webhook.js';
import type { OutgoingNotification } from '../../ports/notification-channel.port.js';
import type { WebhookTransport } from '../../ports/webhook-transport.port.js';
import { DeliverWebhook } from './deliver-webhook.js';
import { ManageWebhooks } from './manage-webhooks.js';
import { WebhookChannel } from './webhook-channel.js';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryPayload } from './webhook-delivery-job.js';

const ok: AttemptResult = { kind: 'answered', status: 204 };
const down: AttemptResult = { kind: 'answered', status: 503 };

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  userId: 'u1',
  kind: 'bid.awarded',
  title: 'You were awarded "Build a shop"',
  body: 'Accept it on Freelancer within 48 hours.',
  link: '/bid-logs/b1',
  data: { bidId: 'b1', acceptBy: '2026-03-03T10:00:00.000Z' },
  createdAt: new Date('2026-03-01T09:59:00.000Z'),
  readAt: null,
  ...overrides,
});
const outgoing = (n = notification()): OutgoingNotification => ({
  notification: n,
  recipient: { userId: n.userId, email: 'u1@example.com', name: 'U' },
  unsubscribeUrl: 'https://bidpilot.test/u',
  linkUrl: 'https://bidpilot.test/bid-logs/b1',
});

describe('webhooks', () => {
  let clock: FixedClock;
  let repository: InMemoryWebhookRepository;
  let queue: InMemoryJobQueue;
  let manage: ManageWebhooks;
  let channel: WebhookChannel;
  let notifier: RecordingNotifier;

  beforeEach(() => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    repository = new InMemoryWebhookRepository();
    queue = new InMemoryJobQueue(clock);
    manage = new ManageWebhooks(repository, queue, clock, { allowPrivateAddresses: false, maxEndpointsPerUser: 2 });
    channel = new WebhookChannel(repository, queue, clock);
    notifier = new RecordingNotifier();
  });

  /** Runs every due delivery job through `transport`, as the worker would, and answers the results. */
  async function runDueJobs(transport: WebhookTransport): Promise<string[]> {
    const deliver = new DeliverWebhook(repository, transport, queue, clock, notifier);
    const results: string[] = [];
    for (
      let job = await queue.take<WebhookDeliveryPayload>(WEBHOOK_DELIVERY_QUEUE);
      job !== null;
      job = await queue.take<WebhookDeliveryPayload>(WEBHOOK_DELIVERY_QUEUE)
    ) {
      results.push((await deliver.execute(job.payload)).kind);
      await queue.complete(job);
    }
    return results;
  }

  describe('managing endpoints', () => {
    it('adds an endpoint with a fresh whsec_ secret, up to the limit', async () => {
      const endpoint = await manage.add('u1', ' https://hooks.example.com/a ');
      expect(endpoint).toMatchObject({ userId: 'u1', url: 'https://hooks.example.com/a', enabled: true });
      expect(endpoint.secret).toMatch(/^whsec_/);
      await manage.add('u1', 'https://hooks.example.com/b');
      await expect(manage.add('u1', 'https://hooks.example.com/c')).rejects.toMatchObject({
        code: 'WEBHOOK_LIMIT_REACHED',
      } satisfies Partial<DomainError>);
      expect(await manage.add('u2', 'https://hooks.example.com/c')).toMatchObject({ userId: 'u2' });
    });

    it('refuses an http or private URL in production, with the field named', async () => {
      await expect(manage.add('u1', 'http://hooks.example.com/')).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'url' },
      });
      for (const url of ['https://169.254.169.254/', 'https://[64:ff9b::a9fe:a9fe]/', 'https://[::7f00:1]/'])
        await expect(manage.add('u1', url), url).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await repository.countEndpoints('u1')).toBe(0);
    });

    it("answers another user's endpoint and delivery as not found", async () => {
      const endpoint = await manage.add('u1', 'https://hooks.example.com/a');
      const delivery = await manage.sendTest('u1', endpoint.id);
      await expect(manage.delete('u2', endpoint.id)).rejects.toMatchObject({ code: 'WEBHOOK_NOT_FOUND' });
      await expect(manage.sendTest('u2', endpoint.id)).rejects.toMatchObject({ code: 'WEBHOOK_NOT_FOUND' });
      await expect(manage.deliveries('u2', endpoint.id, { page: 1, limit: 10 })).rejects.toMatchObject({
        code: 'WEBHOOK_NOT_FOUND',
      });
      await expect(manage.redeliver('u2', endpoint.id, delivery.id)).rejects.toMatchObject({
        code: 'WEBHOOK_NOT_FOUND',
      });
      const other = await manage.add('u1', 'https://hooks.example.com/b');
      await expect(manage.redeliver('u1', other.id, delivery.id)).rejects.toMatchObject({
        code: 'WEBHOOK_DELIVERY_NOT_FOUND',
      });
      expect(await repository.endpointById(endpoint.id)).not.toBeNull();
    });

    it('queues a test event and never sends inside the call', async () => {
      const endpoint = await manage.add('u1', 'https://hooks.example.com/a');
      const transport = new ScriptedTransport([ok]);
      const delivery = await manage.sendTest('u1', endpoint.id);
      expect(transport.sent).toEqual([]);
      expect(JSON.parse(delivery.payload)).toMatchObject({
        type: 'webhook.test',
        timestamp: '2026-03-01T10:00:00.000Z',
        data: { endpointId: endpoint.id },
      });
      expect(await runDueJobs(transport)).toEqual(['delivered']);
      expect(transport.sent[0]).toMatchObject({
        url: endpoint.url,
        secret: endpoint.secret,
        messageId: delivery.id,
        body: delivery.payload,
      });
      expect(await repository.findDelivery(delivery.id)).toMatchObject({
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 204,
      });
    });
  });

  describe('the notification channel', () => {
    it('is linked while the user has an enabled endpoint, and unlink switches them all off', async () => {
      expect(await channel.isLinked('u1')).toBe(false);
      await manage.add('u1', 'https://hooks.example.com/a');
      expect(await channel.isLinked('u1')).toBe(true);
      await channel.unlink('u1', 'Switched off');
      expect(await channel.isLinked('u1')).toBe(false);
    });

    it('skips a user without endpoints', async () => {
      expect(await channel.deliver(outgoing())).toEqual({ kind: 'skipped' });
    });

    it('records one delivery per enabled endpoint and queues each, once however often it runs', async () => {
      const [a, b] = [
        await manage.add('u1', 'https://hooks.example.com/a'),
        await manage.add('u1', 'https://hooks.example.com/b'),
      ];
      await repository.disableEndpoint(b.id, 'Gone');
      expect(await channel.deliver(outgoing())).toEqual({ kind: 'delivered' });
      expect(await channel.deliver(outgoing())).toEqual({ kind: 'delivered' });
      const transport = new ScriptedTransport([ok]);
      expect(await runDueJobs(transport)).toEqual(['delivered']);
      expect(transport.sent.map((sent) => sent.url)).toEqual([a.url]);
      expect(JSON.parse(transport.sent[0]?.body ?? '')).toEqual({
        type: 'bid.awarded',
        timestamp: '2026-03-01T09:59:00.000Z',
        data: {
          bidId: 'b1',
          acceptBy: '2026-03-03T10:00:00.000Z',
          notificationId: 'n1',
          title: 'You were awarded "Build a shop"',
          body: 'Accept it on Freelancer within 48 hours.',
          link: 'https://bidpilot.test/bid-logs/b1',
        },
      });
      expect((await repository.listDeliveries(a.id, { page: 1, limit: 10 })).total).toBe(1);
      await channel.deliver(outgoing());
      expect(await runDueJobs(transport)).toEqual([]);
    });
  });

  describe('delivering', () => {
    it('retries a failing endpoint by the schedule under one webhook-id, until it answers', async () => {
      const endpoint = await manage.add('u1', 'https://hooks.example.com/a');
      const delivery = await manage.sendTest('u1', endpoint.id);
      const transport = new ScriptedTransport([down, { kind: 'unreachable', error: 'No answer within 10 s' }, ok]);
      expect(await runDueJobs(transport)).toEqual(['retry']);
      expect(await repository.findDelivery(delivery.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: 503,
        lastError: 'Answered 503',
        nextAttemptAt: new Date('2026-03-01T10:00:05.000Z'),
      });
      expect(await runDueJobs(transport)).toEqual([]);
      clock.advance(5_000);
      expect(await runDueJobs(transport)).toEqual(['retry']);
      expect(await repository.findDelivery(delivery.id)).toMatchObject({
        attempts: 2,
        lastStatusCode: null,
        lastError: 'No answer within 10 s',
      });
      clock.advance(5 * 60_000);
      expect(await runDueJobs(transport)).toEqual(['delivered']);
      expect(new Set(transport.sent.map((sent) => sent.messageId))).toEqual(new Set([delivery.id]));
      expect(await repository.findDelivery(delivery.id)).toMatchObject({
        status: 'delivered',
        attempts: 3,
        deliveredAt: clock.now(),
      });
    });

    it('gives up after the seventh attempt, 17 h 35 min in, and marks the delivery failed', async () => {
      const endpoint = await manage.add('u1', 'https://hooks.example.com/a');
      const delivery = await manage.sendTest('u1', endpoint.id);
      const transport = new ScriptedTransport([down]);
      const verdicts: string[] = [];
      for (let round = 0; round < 10; round += 1) {
        verdicts.push(...(await runDueJobs(transport)));
        const next = (await repository.findDelivery(delivery.id))?.nextAttemptAt;
        if (next === null || next === undefined) break;
        clock.set(next);
      }
      expect(verdicts).toEqual(['retry', 'retry', 'retry', 'retry', 'retry', 'retry', 'failed']);
      expect(clock.now()).toEqual(new Date('2026-03-02T03:35:05.000Z'));
      expect(await repository.findDelivery(delivery.id)).toMatchObject({
        status: 'failed',
        attempts: 7,
        nextAttemptAt: null,
      });
    });

    it('switches the endpoint off on 410 Gone, keeping why, and sends it nothing more', async () => {
      const endpoint = await manage.add('u1', 'https://hooks.example.com/bidpilot?token=s3cret');
      await manage.sendTest('u1', endpoint.id);
      expect(await runDueJobs(new ScriptedTransport([{ kind: 'answered', status: 410 }]))).toEqual([
        'endpoint-disabled',
      ]);
      expect(await repository.endpointById(endpoint.id)).toMatchObject({
        enabled: false,
        disabledReason: 'The endpoint answered 410 Gone, so it was switched off',
      });
      expect(await channel.isLinked('u1')).toBe(false);
      expect(await channel.deliver(outgoing())).toEqual({ kind: 'skipped' });
      // Like a dead mail box or Slack hook, the user hears of it in the inbox, once.
      expect(notifier.requests).toEqual([
        expect.objectContaining({
          userId: 'u1',
          kind: 'channel.disabled',
          link: '/notifications/webhooks',
          dedupeKey: `channel.disabled:webhook:${endpoint.id}`,
          body: expect.stringContaining('https://hooks.example.com/••••ilot:'),
        }),
      ]);
      // The notice may go out by e-mail or Slack: the endpoint's token stays out of it.
      expect(JSON.stringify(notifier.requests)).not.toContain('s3cret');
    });

    it('says nothing in the inbox while an endpoint only fails for a while', async () => {
      const endpoint = await manage.add('u1', 'https://hooks.example.com/a');
      await manage.sendTest('u1', endpoint.id);
      expect(await runDueJobs(new ScriptedTransport([down]))).toEqual(['retry']);
      expect(notifier.requests).toEqual([]);
    });

    it('redelivers a failed delivery at once under the same webhook-id, and a double click adds no second attempt', async () => {
      const endpoint = await manage.add('u1', 'https://hooks.example.com/a');
      const delivery = await manage.sendTest('u1', endpoint.id);
      const transport = new ScriptedTransport([down, ok]);
      await runDueJobs(transport);
      await manage.redeliver('u1', endpoint.id, delivery.id);
      await manage.redeliver('u1', endpoint.id, delivery.id);
      expect(await runDueJobs(transport)).toEqual(['delivered']);
      // The scheduled retry, due 5 s later, finds it overtaken.
      clock.advance(5_000);
      expect(await runDueJobs(transport)).toEqual(['stale']);
      expect(transport.sent.map((sent) => sent.messageId)).toEqual([delivery.id, delivery.id]);
      expect(await repository.findDelivery(delivery.id)).toMatchObject({ status: 'delivered', attempts: 2 });
    });

    it('does nothing for a delivery whose endpoint was deleted meanwhile', async () => {
      const endpoint = await manage.add('u1', 'https://hooks.example.com/a');
      await manage.sendTest('u1', endpoint.id);
      await manage.delete('u1', endpoint.id);
      const transport = new ScriptedTransport([ok]);
      expect(await runDueJobs(transport)).toEqual(['stale']);
      expect(transport.sent).toEqual([]);
    });
  });
});
