import { DomainError } from '../../domain/errors.js';
import { effectivePreferences } from '../../domain/notifications/notification.js';
import type { NotificationChannel } from '../../ports/notification-channel.port.js';
import type { NotificationLinks } from '../../ports/notification-links.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { linkedChannels } from './notify.js';
import { UNSUBSCRIBE_LINK_INVALID, type UnsubscribeResult } from './preferences.js';

/**
 * What an unsubscribe link names and whether that kind goes to that channel now, changing nothing:
 * the page asks before FollowUnsubscribeLink acts, since a mail scanner may open any link in a mail.
 * Refuses the tokens FollowUnsubscribeLink refuses, with the same UNSUBSCRIBE_LINK_INVALID.
 */
export class ReadUnsubscribeLink {
  constructor(
    private readonly repositories: Pick<Repositories, 'notifications' | 'users'>,
    private readonly channels: readonly NotificationChannel[],
    private readonly links: Pick<NotificationLinks, 'verifyUnsubscribeToken'>,
  ) {}

  async execute(token: string): Promise<UnsubscribeResult> {
    const target = this.links.verifyUnsubscribeToken(token);
    if (target === null || (await this.repositories.users.findById(target.userId)) === null)
      throw new DomainError('UNSUBSCRIBE_LINK_INVALID', UNSUBSCRIBE_LINK_INVALID);
    const linked = await linkedChannels(this.channels, target.userId);
    const current = effectivePreferences(await this.repositories.notifications.preferences(target.userId), linked);
    return { target, subscribed: current[target.kind].includes(target.channel) };
  }
}
