import { DomainError, notFound, validationFailed } from '../../domain/errors.js';
import {
  NOTIFICATION_CHANNEL_LABELS,
  TEST_KIND,
  type NotificationChannelName,
} from '../../domain/notifications/notification.js';
import type { Clock } from '../../ports/clock.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { NotificationChannel } from '../../ports/notification-channel.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { deliveryKey, deliveryRetries, NOTIFY_QUEUE, type NotifyPayload } from './notify.js';

/** What was queued: the notification's id, to find its delivery's outcome. */
export interface QueuedTest {
  readonly notificationId: string;
  readonly userId: string;
  readonly channel: NotificationChannel['name'];
}

/**
 * A test notification to one channel of one user (the CLI's `notifications test`), through the
 * queue like every delivery, whatever the user's preferences. It is stored read, so the bell does
 * not ring for it, and the inbox shows it was sent. A channel the user has not linked is refused.
 */
export class SendTestNotification {
  constructor(
    private readonly repositories: Pick<Repositories, 'notifications' | 'users'>,
    private readonly channels: readonly NotificationChannel[],
    private readonly queue: Pick<JobQueue, 'enqueue'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly email: string; readonly channel: string }): Promise<QueuedTest> {
    const user = await this.repositories.users.findByEmail(input.email);
    if (user === null) throw notFound('USER_NOT_FOUND', 'User');
    const channel = this.channels.find((candidate) => candidate.name === input.channel);
    if (channel === undefined) {
      const known = this.channels.map((candidate) => candidate.name).join(', ') || 'none';
      throw validationFailed(`No channel named ${input.channel} (configured: ${known})`, 'channel');
    }
    if (!(await channel.isLinked(user.id)))
      throw new DomainError(
        'VALIDATION_FAILED',
        `${user.email} has not linked ${NOTIFICATION_CHANNEL_LABELS[channel.name as NotificationChannelName]}`,
        { field: 'channel' },
      );
    const now = this.clock.now();
    const notification = await this.repositories.notifications.add({
      userId: user.id,
      kind: TEST_KIND,
      title: 'Test notification from BidPilot',
      body: `This is a test of your ${NOTIFICATION_CHANNEL_LABELS[channel.name]} notifications. If you can read it, awards and alerts will reach you here.`,
      link: '/notifications',
      data: { channel: channel.name },
      dedupeKey: `notification.test:${channel.name}:${now.toISOString()}`,
      createdAt: now,
      readAt: now,
    });
    if (notification === null)
      throw new DomainError('CONFLICT', 'A test was just sent to this channel; try again in a moment');
    const payload: NotifyPayload = { notificationId: notification.id, userId: user.id, channel: channel.name };
    await this.queue.enqueue(NOTIFY_QUEUE, payload, {
      singletonKey: deliveryKey(notification.id, channel.name),
      group: user.id,
      ...deliveryRetries(channel.name),
    });
    return payload;
  }
}
