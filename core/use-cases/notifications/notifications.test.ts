import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { FakeNotificationChannel, plainLinks } from '../../../adapters/testing/fake-notifications.js';
import type { Job } from '../../ports/job-queue.port.js';
import type { NotificationRequest } from '../../ports/notifier.port.js';
import { CHOOSABLE_KINDS } from '../../domain/notifications/notification.js';
import { DeliverNotification, DeliveryRetry } from './deliver-notification.js';
import { listInbox, MarkNotificationsRead, PruneNotifications } from './inbox.js';
import { aReviewDraft } from '../../../tests/builders/review-drafts.js';
import { reviewWaitingNotification } from '../reviews/review-notifications.js';
import { NOTIFY_QUEUE, Notify, type NotifyPayload } from './notify.js';
import { FollowUnsubscribeLink, NotificationPreferencesUseCase } from './preferences.js';

const NOW = '2026-03-01T10:00:00.000Z';

describe('notifications', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let queue: InMemoryJobQueue;
  let events: InProcessEventPublisher;
  let slack: FakeNotificationChannel;
  let email: FakeNotificationChannel;
  let telegram: FakeNotificationChannel;
  let notify: Notify;
  let deliver: DeliverNotification;
  let userId: string;
  let heard: Record<string, unknown>[];

  const award = (overrides: Partial<NotificationRequest> = {}): NotificationRequest => ({
    userId,
    kind: 'bid.awarded',
    title: 'You won “Logo”',
    body: 'Accept it.',
    link: '/bid-logs/b1',
    data: { bidId: 'b1' },
    dedupeKey: 'bid.awarded:b1',
    ...overrides,
  });
  const takeAll = async (): Promise<Job<NotifyPayload>[]> => {
    const jobs: Job<NotifyPayload>[] = [];
    for (
      let job = await queue.take<NotifyPayload>(NOTIFY_QUEUE);
      job !== null;
      job = await queue.take<NotifyPayload>(NOTIFY_QUEUE)
    )
      jobs.push(job);
    return jobs;
  };

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    queue = new InMemoryJobQueue(clock);
    events = new InProcessEventPublisher();
    userId = (await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' })).id;
    email = new FakeNotificationChannel('email').link(userId);
    slack = new FakeNotificationChannel('slack').link(userId);
    telegram = new FakeNotificationChannel('telegram');
    const channels = [email, telegram, slack];
    notify = new Notify(storage, channels, queue, events, clock);
    deliver = new DeliverNotification(storage, channels, plainLinks, notify);
    heard = [];
    events.subscribe(userId, (data) => heard.push(data));
  });

  describe('Notify', () => {
    it('stores the notification unread, tells the browsers the unread count, and queues one delivery per chosen linked channel', async () => {
      const result = await notify.execute(award());
      expect(result.queued).toEqual(['email', 'slack']);
      expect(result.notification).toMatchObject({
        userId,
        kind: 'bid.awarded',
        title: 'You won “Logo”',
        readAt: null,
        createdAt: new Date(NOW),
      });
      expect(heard).toEqual([
        {
          inbox: {
            unreadCount: 1,
            latest: {
              id: result.notification?.id,
              kind: 'bid.awarded',
              title: 'You won “Logo”',
              link: '/bid-logs/b1',
              createdAt: NOW,
            },
          },
        },
      ]);
      expect((await takeAll()).map((job) => job.payload)).toEqual([
        { notificationId: result.notification?.id, userId, channel: 'email' },
        { notificationId: result.notification?.id, userId, channel: 'slack' },
      ]);
    });

    it('adds nothing for a repeat of the same occurrence: no second row, event or delivery', async () => {
      await notify.execute(award());
      await takeAll();
      expect(await notify.execute(award({ title: 'Again' }))).toEqual({ notification: null, queued: [] });
      expect(heard).toHaveLength(1);
      expect(await takeAll()).toEqual([]);
      expect((await listInbox(storage, userId, { page: 1, limit: 10 }, clock.now())).total).toBe(1);
    });

    it('follows the user’s choice: a kind kept out of the inbox is stored read, without a live event', async () => {
      await storage.notifications.savePreferences(userId, { 'bid.replied': ['slack'] });
      const result = await notify.execute(award({ kind: 'bid.replied', dedupeKey: 'bid.replied:b1' }));
      expect(result.queued).toEqual(['slack']);
      expect(result.notification?.readAt).toEqual(new Date(NOW));
      expect(heard).toEqual([]);
    });

    it("keeps a disabled account's notification in its inbox and sends it nowhere else", async () => {
      await storage.users.update(userId, { isActive: false });
      const result = await notify.execute(award());
      expect(result.queued).toEqual([]);
      expect(result.notification).toMatchObject({ kind: 'bid.awarded', readAt: null });
      expect(await takeAll()).toEqual([]);
    });

    it('sends kinds outside awards to the inbox and mail only by default', async () => {
      expect((await notify.execute(award({ kind: 'plan.expired', dedupeKey: 'plan.expired:x' }))).queued).toEqual([
        'email',
      ]);
      expect((await notify.execute(award({ kind: 'bid.replied', dedupeKey: 'bid.replied:x' }))).queued).toEqual([]);
    });
  });

  describe('DeliverNotification', () => {
    const queuedJob = async (channel: 'email' | 'slack'): Promise<Job<NotifyPayload>> => {
      await notify.execute(award());
      const job = (await takeAll()).find((candidate) => candidate.payload.channel === channel);
      if (job === undefined) throw new Error('no job');
      return job;
    };

    it('sends nothing for an account disabled after its delivery was queued', async () => {
      const job = await queuedJob('slack');
      await storage.users.update(userId, { isActive: false });
      expect(await deliver.execute(job)).toBe('skipped');
      expect(slack.delivered).toEqual([]);
    });

    it('hands the channel the notification, its recipient, its absolute link and an unsubscribe link for its kind and channel', async () => {
      expect(await deliver.execute(await queuedJob('slack'))).toBe('delivered');
      expect(slack.delivered).toEqual([
        {
          notification: expect.objectContaining({ kind: 'bid.awarded', title: 'You won “Logo”' }),
          recipient: { userId, email: 'ada@example.com', name: 'Ada' },
          linkUrl: 'https://app.test/bid-logs/b1',
          unsubscribeUrl: plainLinks.unsubscribeUrl({ userId, kind: 'bid.awarded', channel: 'slack' }),
        },
      ]);
    });

    it('ends a skipped delivery quietly, and throws a passing failure so the queue retries it', async () => {
      const job = await queuedJob('slack');
      slack.answer({ kind: 'skipped' });
      expect(await deliver.execute(job)).toBe('skipped');
      slack.answer({ kind: 'retry', reason: 'HTTP 503' });
      await expect(deliver.execute(job)).rejects.toThrow(new DeliveryRetry('Slack: HTTP 503'));
      expect(slack.unlinked).toEqual([]);
    });

    it('switches a dead channel off for the user and says so in the inbox, once', async () => {
      const job = await queuedJob('slack');
      clock.advance(60_000);
      slack.answer({ kind: 'dead', reason: 'Slack answered 410: the webhook was removed' });
      expect(await deliver.execute(job)).toBe('dead');
      expect(await deliver.execute(job)).toBe('dead');
      expect(slack.unlinked).toEqual([
        { userId, reason: 'Slack answered 410: the webhook was removed' },
        { userId, reason: 'Slack answered 410: the webhook was removed' },
      ]);
      const inbox = await listInbox(storage, userId, { page: 1, limit: 10 }, clock.now());
      expect(inbox.items.map((n) => [n.kind, n.title])).toEqual([
        ['channel.disabled', 'Slack was switched off'],
        ['bid.awarded', 'You won “Logo”'],
      ]);
      expect(inbox.items[0]?.body).toContain('Slack answered 410: the webhook was removed');
      expect(inbox.unreadCount).toBe(2);
    });

    it('answers gone for a notification pruned or a user deleted meanwhile, without delivering', async () => {
      const job = await queuedJob('email');
      await storage.users.delete(userId);
      expect(await deliver.execute(job)).toBe('gone');
      expect(email.delivered).toEqual([]);
    });
  });

  describe('inbox', () => {
    it('marks only the caller’s own notifications read and tells their browsers the new count', async () => {
      const mine = (await notify.execute(award())).notification!;
      await notify.execute(award({ dedupeKey: 'bid.awarded:b2' }));
      const bob = (await storage.users.create({ name: 'Bob', email: 'bob@example.com', passwordHash: 'x' })).id;
      const theirs = (await notify.execute(award({ userId: bob }))).notification!;
      const read = new MarkNotificationsRead(storage, events, clock);
      heard.length = 0;
      expect(await read.execute(userId, { ids: [mine.id, theirs.id] })).toEqual({ marked: 1, unreadCount: 1 });
      expect(heard).toEqual([{ inbox: { unreadCount: 1, latest: null } }]);
      expect((await storage.notifications.find(bob, theirs.id))?.readAt).toBeNull();
      expect(await read.execute(userId, { all: true })).toEqual({ marked: 1, unreadCount: 0 });
      expect(await read.execute(userId, { all: true })).toEqual({ marked: 0, unreadCount: 0 });
      expect(heard).toHaveLength(2);
    });

    it('tells each review notification its draft as it stands at the read, and nothing for other kinds', async () => {
      const { draft: waiting } = await storage.reviews.insertIfAbsent(aReviewDraft(userId, { projectId: '701' }));
      const { draft: rejected } = await storage.reviews.insertIfAbsent(aReviewDraft(userId, { projectId: '702' }));
      await storage.reviews.decide(userId, rejected.id, { status: 'rejected', at: clock.now() });
      const tell = async (request: NotificationRequest) => {
        clock.advance(1_000);
        await notify.execute(request);
      };
      await tell(reviewWaitingNotification(waiting));
      await tell(reviewWaitingNotification(rejected));
      await tell({ ...reviewWaitingNotification({ ...waiting, id: 'gone' }), dedupeKey: 'review.waiting:gone' });
      await tell(award());
      const reviewOf = async (at: Date) =>
        (await listInbox(storage, userId, { page: 1, limit: 10 }, at)).items.map((n) => [
          n.kind,
          n.review?.status ?? null,
        ]);

      expect(await reviewOf(clock.now())).toEqual([
        ['bid.awarded', null],
        ['review.waiting', null],
        ['review.waiting', 'rejected'],
        ['review.waiting', 'waiting'],
      ]);
      // Past its expiry a draft can no longer be decided, though the expiry job has not marked it yet.
      expect(await reviewOf(waiting.expiresAt)).toEqual([
        ['bid.awarded', null],
        ['review.waiting', null],
        ['review.waiting', 'rejected'],
        ['review.waiting', 'expired'],
      ]);
      const [, , decided] = (await listInbox(storage, userId, { page: 1, limit: 10 }, clock.now())).items;
      expect(decided?.review).toEqual({
        draftId: rejected.id,
        status: 'rejected',
        expiresAt: rejected.expiresAt,
        decidedAt: new Date(NOW),
      });
    });

    it('prunes notifications older than 90 days', async () => {
      await notify.execute(award());
      clock.advance(91 * 24 * 60 * 60_000);
      await notify.execute(award({ dedupeKey: 'bid.awarded:b2' }));
      expect(await new PruneNotifications(storage, clock).execute()).toEqual({ pruned: 1 });
      expect(
        (await listInbox(storage, userId, { page: 1, limit: 10 }, clock.now())).items.map((n) => n.createdAt),
      ).toEqual([clock.now()]);
    });
  });

  describe('preferences', () => {
    const preferences = () => new NotificationPreferencesUseCase(storage, [email, telegram, slack]);

    it('answers the defaults for the channels the user linked until they choose', async () => {
      const view = await preferences().get(userId);
      expect(view.linked).toEqual(['inapp', 'email', 'slack']);
      expect(view.preferences['bid.awarded']).toEqual(['inapp', 'email', 'slack']);
      expect(view.preferences['bid.replied']).toEqual(['inapp']);
    });

    it('saves the kinds given and keeps the others', async () => {
      const view = await preferences().update(userId, { 'bid.replied': ['slack', 'inapp'] });
      expect(view.preferences['bid.replied']).toEqual(['inapp', 'slack']);
      expect(view.preferences['bid.awarded']).toEqual(['inapp', 'email', 'slack']);
    });

    it('stores only the kinds set apart from the defaults, so the others follow a channel linked later', async () => {
      const withoutSlack = () => new NotificationPreferencesUseCase(storage, [email, telegram]);
      // As the preferences page sends it back: every kind a user chooses for.
      const inForce = (await withoutSlack().get(userId)).preferences;
      const everyKind = Object.fromEntries(CHOOSABLE_KINDS.map((kind) => [kind, inForce[kind]]));
      await withoutSlack().update(userId, { ...everyKind, 'bid.replied': ['inapp', 'email'] });

      expect(await storage.notifications.preferences(userId)).toEqual({ 'bid.replied': ['inapp', 'email'] });
      // Slack linked since: awards, never set apart, now go there too; the changed kind keeps its choice.
      const view = await preferences().get(userId);
      expect(view.preferences['bid.awarded']).toEqual(['inapp', 'email', 'slack']);
      expect(view.preferences['bid.replied']).toEqual(['inapp', 'email']);
    });

    it('takes back unchanged a channel in force but not linked (mail in the defaults)', async () => {
      const view = await new NotificationPreferencesUseCase(storage, [telegram]).update(userId, {
        'plan.expired': ['inapp', 'email'],
      });
      expect(view.linked).toEqual(['inapp']);
      expect(view.preferences['plan.expired']).toEqual(['inapp', 'email']);
    });

    it('refuses a channel the user has not linked, and an inbox-less notice about switched-off channels', async () => {
      await expect(preferences().update(userId, { 'bid.awarded': ['telegram'] })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Link Telegram before choosing it',
        details: { field: 'preferences.bid.awarded' },
      });
      await expect(preferences().update(userId, { 'channel.disabled': ['email'] })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
      expect(await storage.notifications.preferences(userId)).toBeNull();
    });

    it('unsubscribes one kind from one channel by a link’s token, and undoes it', async () => {
      const follow = new FollowUnsubscribeLink(storage, [email, telegram, slack], plainLinks);
      const token = JSON.stringify({ userId, kind: 'bid.awarded', channel: 'email' });
      expect(await follow.execute(token, false)).toEqual({
        target: { userId, kind: 'bid.awarded', channel: 'email' },
        subscribed: false,
      });
      expect((await preferences().get(userId)).preferences['bid.awarded']).toEqual(['inapp', 'slack']);
      expect((await notify.execute(award())).queued).toEqual(['slack']);
      // Only the kind the link named is stored: every other kind still follows the defaults.
      expect(await storage.notifications.preferences(userId)).toEqual({ 'bid.awarded': ['inapp', 'slack'] });
      await follow.execute(token, true);
      expect((await preferences().get(userId)).preferences['bid.awarded']).toEqual(['inapp', 'email', 'slack']);
      expect(await storage.notifications.preferences(userId)).toEqual({});
      await expect(follow.execute('forged', false)).rejects.toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    });
  });
});
