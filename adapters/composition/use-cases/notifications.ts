import { DomainError } from '../../../core/domain/errors.js';
import type { StoredPreferences } from '../../../core/domain/notifications/notification.js';
import type { User } from '../../../core/domain/users/user.js';
import type { NotificationChannel } from '../../../core/ports/notification-channel.port.js';
import type { PageRequest } from '../../../core/ports/page.js';
import { ChannelSettings, CompleteTelegramLink } from '../../../core/use-cases/channels/manage-channels.js';
import {
  DeliverNotification,
  type DeliveryResult,
} from '../../../core/use-cases/notifications/deliver-notification.js';
import { listInbox, MarkNotificationsRead } from '../../../core/use-cases/notifications/inbox.js';
import type { NotifyPayload } from '../../../core/use-cases/notifications/notify.js';
import {
  FollowUnsubscribeLink,
  NotificationPreferencesUseCase,
} from '../../../core/use-cases/notifications/preferences.js';
import { ReadUnsubscribeLink } from '../../../core/use-cases/notifications/read-unsubscribe-link.js';
import { SendTestNotification } from '../../../core/use-cases/notifications/send-test-notification.js';
import { createNotificationWorker } from '../../jobs/notification-worker.js';
import { createLogger } from '../../logging/logger.js';
import type { UseCaseAdapters, UseCaseSettings } from './adapters-and-settings.js';
import { methodsOf, run } from './bind.js';
import type { SharedUseCases } from './shared.js';

export function notificationUseCases(adapters: UseCaseAdapters, shared: SharedUseCases) {
  const { storage, clock, events, jobQueue, notificationLinks } = adapters;
  const { notificationChannels, notifier, notifierPort } = shared;
  const notificationPreferences = new NotificationPreferencesUseCase(storage, notificationChannels);
  const deliverNotification = run(new DeliverNotification(storage, notificationChannels, notificationLinks, notifier));
  return {
    /** What other parts tell users through: stores, announces live, queues deliveries. */
    notifier: notifierPort,
    inbox: (userId: string, page: PageRequest) => listInbox(storage, userId, page, clock.now()),
    markRead: run(new MarkNotificationsRead(storage, events, clock)),
    preferences: (userId: string) => notificationPreferences.get(userId),
    updatePreferences: (userId: string, changes: StoredPreferences) => notificationPreferences.update(userId, changes),
    /** The mail footer's signed link: switches a kind off on a channel (or on again), without signing in. */
    followUnsubscribeLink: run(new FollowUnsubscribeLink(storage, notificationChannels, notificationLinks)),
    /** What that link names and whether it is on now, changing nothing: the page asks before following it. */
    readUnsubscribeLink: run(new ReadUnsubscribeLink(storage, notificationChannels, notificationLinks)),
    /** The CLI's `notifications test`: one test notification to one channel, queued. */
    sendTest: run(new SendTestNotification(storage, notificationChannels, jobQueue, clock)),
    /** The `notify` worker's handler: one notification to one channel. */
    deliver: deliverNotification,
    /**
     * Delivers every due notification in this process now, as the worker would, telling
     * `onSettled` each job's end; answers how many ran. The CLI's `notifications test` waits so.
     */
    deliverDue: (
      onSettled: (
        payload: NotifyPayload,
        outcome: { readonly result: DeliveryResult } | { readonly error: unknown },
      ) => void,
    ): Promise<number> =>
      createNotificationWorker({
        queue: jobQueue,
        deliver: deliverNotification,
        logger: createLogger('silent'),
        concurrency: 1,
        onSettled: (job, outcome) => onSettled(job.payload, outcome),
      }).drain(),
  };
}

export function channelUseCases(adapters: UseCaseAdapters, settings: UseCaseSettings, shared: SharedUseCases) {
  const { channelLinks, clock } = adapters;
  const { notificationChannels, notifierPort } = shared;
  const channelSettings = new ChannelSettings(
    channelLinks,
    clock,
    settings.channels ?? { slackSimulatorBase: null, telegramStartLink: null },
  );
  const channelNamed = (name: 'slack' | 'telegram'): NotificationChannel => {
    const channel = notificationChannels.find((candidate) => candidate.name === name);
    if (channel === undefined)
      throw new DomainError(
        'CHANNEL_UNAVAILABLE',
        `${name === 'slack' ? 'Slack' : 'Telegram'} is not set up on this server`,
      );
    return channel;
  };
  return {
    ...methodsOf(channelSettings, ['list', 'setEmail', 'setSlack', 'remove', 'startTelegramLink']),
    /** A test message through the channel now; CHANNEL_DELIVERY_FAILED with the reason when it did not go. */
    sendTest: (user: User, channel: 'slack' | 'telegram') => channelSettings.sendTest(user, channelNamed(channel)),
    /** The bot received `/start CODE`: the linked user's id, or null. */
    completeTelegramLink: run(new CompleteTelegramLink(channelLinks, clock, notifierPort)),
  };
}
