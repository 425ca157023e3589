import {
  effectivePreferences,
  type Notification,
  type NotificationChannelName,
} from '../../domain/notifications/notification.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { EnqueueOptions, JobQueue } from '../../ports/job-queue.port.js';
import type { NotificationChannel } from '../../ports/notification-channel.port.js';
import type { NotificationRequest, Notifier } from '../../ports/notifier.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { newNotificationEvent } from './inbox-event.js';

/** The queue of deliveries: one job per notification and external channel. */
export const NOTIFY_QUEUE = 'notify';

export interface NotifyPayload {
  readonly notificationId: string;
  readonly userId: string;
  readonly channel: NotificationChannel['name'];
}

/** At most once per notification and channel: the queue refuses a second job with this key while one waits. */
export const deliveryKey = (notificationId: string, channel: NotificationChannelName): string =>
  `${notificationId}:${channel}`;

/**
 * How long a channel's notification job keeps trying. E-mail, Slack and Telegram send inside it: 30 s
 * doubling, 5 retries, about a quarter of an hour. For signed webhooks the job sends nothing: it
 * records one delivery per endpoint and queues each its own `webhook-delivery` job, which retries an
 * endpoint by `RETRY_SCHEDULE_MS` (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, within 24 h of the first
 * attempt; core/domain/webhooks/webhook.ts). This job fails only while storage does, and then tries
 * for about a day (45 s doubling, 11 retries ≈ 25 h), so an outage does not lose the event.
 */
export const deliveryRetries = (
  channel: NotificationChannelName,
): Pick<EnqueueOptions, 'retryLimit' | 'retryDelayMs'> =>
  channel === 'webhook' ? { retryLimit: 11, retryDelayMs: 45_000 } : { retryLimit: 5, retryDelayMs: 30_000 };

/** The channels the user has a target on, plus the inbox, which everyone has. */
export async function linkedChannels(
  channels: readonly NotificationChannel[],
  userId: string,
): Promise<ReadonlySet<NotificationChannelName>> {
  const linked = await Promise.all(
    channels.map(async (channel) => ((await channel.isLinked(userId)) ? channel.name : null)),
  );
  return new Set<NotificationChannelName>([
    'inapp',
    ...linked.filter((name): name is NotificationChannel['name'] => name !== null),
  ]);
}

/** What one notify call did: the stored notification (null for a repeat) and the channels queued. */
export interface NotifyResult {
  readonly notification: Notification | null;
  readonly queued: readonly NotificationChannelName[];
}

/**
 * Tells a user (docs/design.md#notifications): stores the notification once per dedupe key, tells
 * their browsers the new unread count, and queues one delivery per external channel they chose
 * for the kind and linked. Nothing is sent here: the `notify` worker delivers, so neither a request
 * nor the engine tick ever waits on mail, Telegram or Slack. A kind the user keeps out of the inbox
 * is still stored (its deliveries read it) but already read, and nobody is told live. A disabled
 * account's notification stays in its inbox only: nothing leaves for mail, Telegram, Slack or webhooks.
 */
export class Notify implements Notifier {
  constructor(
    private readonly repositories: Pick<Repositories, 'notifications' | 'users'>,
    private readonly channels: readonly NotificationChannel[],
    private readonly queue: Pick<JobQueue, 'enqueue'>,
    private readonly events: Pick<EventPublisher, 'publish'>,
    private readonly clock: Clock,
  ) {}

  async notify(request: NotificationRequest): Promise<void> {
    await this.execute(request);
  }

  async execute(request: NotificationRequest): Promise<NotifyResult> {
    const { notifications } = this.repositories;
    const linked = await linkedChannels(this.channels, request.userId);
    const chosen = effectivePreferences(await notifications.preferences(request.userId), linked)[request.kind];
    const now = this.clock.now();
    const inInbox = chosen.includes('inapp');
    const notification = await notifications.add({ ...request, createdAt: now, readAt: inInbox ? null : now });
    if (notification === null) return { notification: null, queued: [] };
    if (inInbox)
      await this.events.publish(newNotificationEvent(notification, await notifications.unreadCount(request.userId)));
    const queued: NotificationChannelName[] = [];
    if ((await this.repositories.users.findById(request.userId))?.isActive !== true) return { notification, queued };
    for (const channel of this.channels) {
      if (!chosen.includes(channel.name) || !linked.has(channel.name)) continue;
      const payload: NotifyPayload = {
        notificationId: notification.id,
        userId: notification.userId,
        channel: channel.name,
      };
      await this.queue.enqueue(NOTIFY_QUEUE, payload, {
        singletonKey: deliveryKey(notification.id, channel.name),
        group: notification.userId,
        ...deliveryRetries(channel.name),
      });
      queued.push(channel.name);
    }
    return { notification, queued };
  }
}
