import { NOTIFICATION_CHANNEL_LABELS } from '../../domain/notifications/notification.js';
import type { Job } from '../../ports/job-queue.port.js';
import type { NotificationChannel } from '../../ports/notification-channel.port.js';
import type { NotificationLinks } from '../../ports/notification-links.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import type { NotifyPayload } from './notify.js';

/** Where a user links their channels again after one was switched off. */
export const CHANNELS_PAGE = '/notifications/channels';

/** A passing failure: thrown so the queue fails the attempt and retries it after its backoff. */
export class DeliveryRetry extends Error {
  override readonly name = 'DeliveryRetry';
}

/** What a delivery job came to: `gone` when the notification, the user or the channel no longer exists. */
export type DeliveryResult = 'delivered' | 'skipped' | 'dead' | 'gone';

/**
 * One `notify` job (docs/design.md#notifications): hands the notification to its channel. Delivered
 * or skipped ends the job; a passing failure throws `DeliveryRetry` (the queue retries with backoff);
 * a dead target (bounced mail, Slack's 410, a blocked bot) switches the channel off for the user and
 * says so in their inbox, and is never retried. A job of an account disabled since it was queued
 * sends nothing.
 */
export class DeliverNotification {
  constructor(
    private readonly repositories: Pick<Repositories, 'notifications' | 'users'>,
    private readonly channels: readonly NotificationChannel[],
    private readonly links: Pick<NotificationLinks, 'appUrl' | 'unsubscribeUrl'>,
    private readonly notifier: Notifier,
  ) {}

  async execute(job: Pick<Job<NotifyPayload>, 'payload'>): Promise<DeliveryResult> {
    const { notificationId, userId, channel: channelName } = job.payload;
    const channel = this.channels.find((candidate) => candidate.name === channelName);
    const notification = await this.repositories.notifications.find(userId, notificationId);
    const user = notification === null ? null : await this.repositories.users.findById(userId);
    if (channel === undefined || notification === null || user === null) return 'gone';
    // Disabled after this job was queued: nothing more leaves for an account its owner cannot use.
    if (!user.isActive) return 'skipped';
    const outcome = await channel.deliver({
      notification,
      recipient: { userId, email: user.email, name: user.name },
      unsubscribeUrl: this.links.unsubscribeUrl({ userId, kind: notification.kind, channel: channel.name }),
      linkUrl: notification.link === null ? null : this.links.appUrl(notification.link),
    });
    switch (outcome.kind) {
      case 'delivered':
      case 'skipped':
        return outcome.kind;
      case 'retry':
        throw new DeliveryRetry(`${NOTIFICATION_CHANNEL_LABELS[channel.name]}: ${outcome.reason}`);
      case 'dead':
        await channel.unlink(userId, outcome.reason);
        await this.notifier.notify({
          userId,
          kind: 'channel.disabled',
          title: `${NOTIFICATION_CHANNEL_LABELS[channel.name]} was switched off`,
          body: `BidPilot could not reach you there: ${outcome.reason}. Link it again to get notifications there.`,
          link: CHANNELS_PAGE,
          data: { channel: channel.name, reason: outcome.reason, notificationId },
          dedupeKey: `channel.disabled:${channel.name}:${notificationId}`,
        });
        return 'dead';
    }
  }
}
