import { validationFailed } from '../../domain/errors.js';
import {
  chosenOnly,
  effectivePreferences,
  INBOX_NOTICE_KIND,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  CHOOSABLE_KINDS,
  withChannel,
  withoutChannel,
  type NotificationChannelName,
  type NotificationPreferences,
  type StoredPreferences,
} from '../../domain/notifications/notification.js';
import type { NotificationChannel } from '../../ports/notification-channel.port.js';
import type { NotificationLinks } from '../../ports/notification-links.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { linkedChannels } from './notify.js';
import { unsubscribeLinkState, type UnsubscribeResult } from './read-unsubscribe-link.js';

/** A user's channel choices as the preferences page shows them: what is in force, and which channels they linked. */
export interface PreferencesView {
  readonly preferences: NotificationPreferences;
  readonly linked: readonly NotificationChannelName[];
}

/**
 * Reads and changes a user's channel choices per kind (docs/design.md#notifications). A kind the
 * user never set apart from the defaults follows the defaults for the channels they linked, so
 * linking Slack later brings awards to Slack too; a kind they changed keeps their choice. Newly choosing a channel they have not linked
 * is refused: it would silently never deliver (one already in force may be sent back unchanged).
 */
export class NotificationPreferencesUseCase {
  constructor(
    private readonly repositories: Pick<Repositories, 'notifications'>,
    private readonly channels: readonly NotificationChannel[],
  ) {}

  async get(userId: string): Promise<PreferencesView> {
    const linked = await linkedChannels(this.channels, userId);
    return {
      preferences: effectivePreferences(await this.repositories.notifications.preferences(userId), linked),
      linked: NOTIFICATION_CHANNELS.filter((channel) => linked.has(channel)),
    };
  }

  /** Replaces the choice for the kinds given; kinds left out keep theirs. */
  async update(userId: string, changes: StoredPreferences): Promise<PreferencesView> {
    const current = await this.get(userId);
    const linked = new Set(current.linked);
    for (const [kind, channels] of Object.entries(changes) as [
      keyof StoredPreferences,
      readonly NotificationChannelName[] | undefined,
    ][]) {
      if (!CHOOSABLE_KINDS.includes(kind))
        throw validationFailed(`Unknown notification kind: ${String(kind)}`, 'preferences');
      for (const channel of channels ?? []) {
        if (!NOTIFICATION_CHANNELS.includes(channel))
          throw validationFailed(`Unknown channel: ${String(channel)}`, 'preferences');
        // A channel already in force for the kind (the defaults name mail before it is linked) may be sent back as it is; only a new one must be linked.
        if (!linked.has(channel) && !current.preferences[kind].includes(channel))
          throw validationFailed(
            `Link ${NOTIFICATION_CHANNEL_LABELS[channel]} before choosing it`,
            `preferences.${kind}`,
          );
      }
      if (kind === INBOX_NOTICE_KIND && !(channels ?? []).includes('inapp'))
        throw validationFailed('Notices about switched-off channels always reach the inbox', `preferences.${kind}`);
    }
    await this.repositories.notifications.savePreferences(
      userId,
      chosenOnly({ ...current.preferences, ...changes }, linked),
    );
    return this.get(userId);
  }
}

/**
 * The mail footer's link (docs/design.md#notifications): its signed token names a user, kind and
 * channel; following it switches that kind off on that channel without signing in, and the page's
 * undo switches it on again with the same token. A forged, mangled or expired token, or one of a
 * user deleted since, is UNSUBSCRIBE_LINK_INVALID.
 */
export class FollowUnsubscribeLink {
  constructor(
    private readonly repositories: Pick<Repositories, 'notifications' | 'users'>,
    private readonly channels: readonly NotificationChannel[],
    private readonly links: Pick<NotificationLinks, 'verifyUnsubscribeToken'>,
  ) {}

  async execute(token: string, subscribe: boolean): Promise<UnsubscribeResult> {
    const { target, linked, current } = await unsubscribeLinkState(this.repositories, this.channels, this.links, token);
    const next = subscribe
      ? withChannel(current, target.kind, target.channel)
      : withoutChannel(current, target.kind, target.channel);
    await this.repositories.notifications.savePreferences(target.userId, chosenOnly(next, linked));
    return { target, subscribed: subscribe };
  }
}
