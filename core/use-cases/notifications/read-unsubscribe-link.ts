import { DomainError } from '../../domain/errors.js';
import {
  effectivePreferences,
  type NotificationChannelName,
  type NotificationPreferences,
} from '../../domain/notifications/notification.js';
import type { NotificationChannel } from '../../ports/notification-channel.port.js';
import type { NotificationLinks, UnsubscribeTarget } from '../../ports/notification-links.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { linkedChannels } from './notify.js';

export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid or has expired. Sign in to choose your notifications.';

/** What an unsubscribe link did or would do, for the page it opens. */
export interface UnsubscribeResult {
  readonly target: UnsubscribeTarget;
  /** Whether the kind goes to the channel (now, or after the change: false after unsubscribing, true after undoing). */
  readonly subscribed: boolean;
}

/** What a valid unsubscribe link names, with that user's linked channels and the preferences in force. */
export interface UnsubscribeLinkState {
  readonly target: UnsubscribeTarget;
  readonly linked: ReadonlySet<NotificationChannelName>;
  readonly current: NotificationPreferences;
}

/**
 * Reads the token of an unsubscribe link and where its user's notifications go now: the one
 * reading the page (ReadUnsubscribeLink) and the change (FollowUnsubscribeLink) both start from.
 * A forged, mangled or expired token, or one of a user deleted since, is UNSUBSCRIBE_LINK_INVALID.
 */
export async function unsubscribeLinkState(
  repositories: Pick<Repositories, 'notifications' | 'users'>,
  channels: readonly NotificationChannel[],
  links: Pick<NotificationLinks, 'verifyUnsubscribeToken'>,
  token: string,
): Promise<UnsubscribeLinkState> {
  const target = links.verifyUnsubscribeToken(token);
  if (target === null || (await repositories.users.findById(target.userId)) === null)
    throw new DomainError('UNSUBSCRIBE_LINK_INVALID', UNSUBSCRIBE_LINK_INVALID);
  const linked = await linkedChannels(channels, target.userId);
  const current = effectivePreferences(await repositories.notifications.preferences(target.userId), linked);
  return { target, linked, current };
}

/**
 * What an unsubscribe link names and whether that kind goes to that channel now, changing nothing:
 * the page asks before FollowUnsubscribeLink acts, since a mail scanner may open any link in a mail.
 */
export class ReadUnsubscribeLink {
  constructor(
    private readonly repositories: Pick<Repositories, 'notifications' | 'users'>,
    private readonly channels: readonly NotificationChannel[],
    private readonly links: Pick<NotificationLinks, 'verifyUnsubscribeToken'>,
  ) {}

  async execute(token: string): Promise<UnsubscribeResult> {
    const { target, current } = await unsubscribeLinkState(this.repositories, this.channels, this.links, token);
    return { target, subscribed: current[target.kind].includes(target.channel) };
  }
}
