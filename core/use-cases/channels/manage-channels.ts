import { createHash, randomInt } from 'node:crypto';
import { maskedWebhookUrl, slackWebhookUrlProblem } from '../../domain/channels/slack-webhook-url.js';
import { DomainError, validationFailed } from '../../domain/errors.js';
import { NOTIFICATION_CHANNEL_LABELS, type Notification } from '../../domain/notifications/notification.js';
import type { User } from '../../domain/users/user.js';
import type { ChannelLinks, LinkableChannel } from '../../ports/channel-links.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { DeliveryOutcome, NotificationChannel } from '../../ports/notification-channel.port.js';
import type { Notifier } from '../../ports/notifier.port.js';

/** How long a Telegram link code works: long enough to open Telegram and press Start. */
export const TELEGRAM_CODE_LIFETIME_MS = 15 * 60_000;
/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

export const TURNED_OFF_BY_USER = 'Turned off by you';

/** A channel as the channels page shows it. */
export interface ChannelStatus {
  readonly channel: LinkableChannel;
  /** Whether this server offers the channel (Telegram needs a bot). */
  readonly available: boolean;
  /** Whether notifications go there now. */
  readonly linked: boolean;
  /** Where they go, safe to show: the account's address, a chat, a masked webhook URL; null when nowhere. */
  readonly target: string | null;
  /** Why the channel was switched off (a dead target, or the user), while it is off. */
  readonly switchedOffReason: string | null;
}

/** A fresh Telegram link: the code to send as `/start CODE`, and a link that opens the bot with it. */
export interface TelegramLinkStart {
  readonly code: string;
  readonly link: string;
  readonly expiresAt: Date;
}

export interface ChannelSettingsOptions {
  /** The Slack simulator's public base where it serves (webhooks there are accepted), else null. */
  readonly slackSimulatorBase: string | null;
  /** The bot's start link for a code (`https://t.me/<bot>?start=CODE`, or the simulator's page); null without Telegram. */
  readonly telegramStartLink: ((code: string) => Promise<string>) | null;
}

export const linkCodeHash = (code: string): string =>
  createHash('sha256').update(code.trim().toUpperCase(), 'utf8').digest('hex');

const newCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** What a test message says: what a real alert will look like, and that the channel works. */
function testNotification(user: User, channel: string, now: Date): Notification {
  return {
    id: `test-${now.getTime()}`,
    userId: user.id,
    kind: 'bid.awarded',
    title: 'Test message from BidPilot',
    body: `${channel} is linked to BidPilot as ${user.name}. Award alerts and the other notifications you choose will arrive here.`,
    link: '/notifications/channels',
    data: {},
    createdAt: now,
    readAt: null,
  };
}

/**
 * Where a user's notifications leave BidPilot (docs/design.md#channels): e-mail on or off, a
 * Slack webhook, a Telegram chat linked by a one-time code. A channel switched off because its
 * target died shows why until the user links it again.
 */
export class ChannelSettings {
  constructor(
    private readonly links: ChannelLinks,
    private readonly clock: Clock,
    private readonly options: ChannelSettingsOptions,
  ) {}

  async list(user: User): Promise<readonly ChannelStatus[]> {
    const rows = new Map((await this.links.forUser(user.id)).map((link) => [link.channel, link]));
    const emailOff = rows.get('email')?.switchedOffReason ?? null;
    const chat = rows.get('telegram')?.target ?? null;
    const webhook = rows.get('slack')?.target ?? null;
    return [
      { channel: 'email', available: true, linked: emailOff === null, target: user.email, switchedOffReason: emailOff },
      {
        channel: 'telegram',
        available: this.options.telegramStartLink !== null,
        linked: chat !== null,
        target: chat === null ? null : `Chat ${chat}`,
        switchedOffReason: rows.get('telegram')?.switchedOffReason ?? null,
      },
      {
        channel: 'slack',
        available: true,
        linked: webhook !== null,
        target: webhook === null ? null : maskedWebhookUrl(webhook),
        switchedOffReason: rows.get('slack')?.switchedOffReason ?? null,
      },
    ];
  }

  /** E-mail to the account's address, on or off (on again clears a bounce, e.g. after the mailbox was fixed). */
  async setEmail(user: User, enabled: boolean): Promise<void> {
    if (enabled) await this.links.link(user.id, 'email', null, this.clock.now());
    else await this.links.switchOff(user.id, 'email', TURNED_OFF_BY_USER, this.clock.now());
  }

  async setSlack(user: User, url: string): Promise<void> {
    const problem = slackWebhookUrlProblem(url, this.options.slackSimulatorBase);
    if (problem !== null) throw validationFailed(problem, 'webhookUrl');
    await this.links.link(user.id, 'slack', url, this.clock.now());
  }

  async remove(user: User, channel: Exclude<LinkableChannel, 'email'>): Promise<void> {
    await this.links.remove(user.id, channel);
  }

  /**
   * Sends a test message through the channel now and says how it went: a dead target is switched
   * off (as a real notification's would be) and refused with its reason, a passing failure refused.
   */
  async sendTest(user: User, channel: NotificationChannel): Promise<void> {
    const label = NOTIFICATION_CHANNEL_LABELS[channel.name];
    if (!(await channel.isLinked(user.id))) throw new DomainError('CHANNEL_UNAVAILABLE', `Link ${label} first`);
    const now = this.clock.now();
    const outcome: DeliveryOutcome = await channel.deliver({
      notification: testNotification(user, label, now),
      recipient: { userId: user.id, email: user.email, name: user.name },
      unsubscribeUrl: '',
      linkUrl: null,
    });
    if (outcome.kind === 'delivered') return;
    if (outcome.kind === 'dead') {
      await channel.unlink(user.id, outcome.reason);
      throw new DomainError(
        'CHANNEL_DELIVERY_FAILED',
        `${outcome.reason}. The channel is switched off: link it again.`,
      );
    }
    throw new DomainError(
      'CHANNEL_DELIVERY_FAILED',
      outcome.kind === 'retry'
        ? `The test message did not go through: ${outcome.reason}. Try again later.`
        : 'The channel is not linked',
    );
  }

  /** A one-time code (the user's earlier one stops working) and the link that sends it to the bot. */
  async startTelegramLink(user: User): Promise<TelegramLinkStart> {
    const startLink = this.options.telegramStartLink;
    if (startLink === null) throw new DomainError('CHANNEL_UNAVAILABLE', 'Telegram is not set up on this server');
    const code = newCode();
    const expiresAt = new Date(this.clock.now().getTime() + TELEGRAM_CODE_LIFETIME_MS);
    await this.links.saveLinkCode(linkCodeHash(code), user.id, expiresAt);
    return { code, link: await startLink(code), expiresAt };
  }
}

/**
 * The bot received `/start CODE` from a chat: links that chat to the code's user, once, within
 * the code's lifetime. Answers the user's id, or null for an unknown, spent or expired code.
 */
export class CompleteTelegramLink {
  constructor(
    private readonly links: ChannelLinks,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /**
   * Links the chat and tells the account where its owner already reads (inbox and mail by
   * default): the code was shown on their screen, and whoever sent it from another chat (read over
   * a shoulder, or from a shared screen) would get their alerts and signed review links.
   */
  async execute(input: { readonly code: string; readonly chatId: string }): Promise<string | null> {
    if (!/^[A-Za-z0-9]{4,32}$/.test(input.code.trim())) return null;
    const now = this.clock.now();
    const userId = await this.links.takeLinkCode(linkCodeHash(input.code), now);
    if (userId === null) return null;
    await this.links.link(userId, 'telegram', input.chatId, now);
    await this.notifier.notify({
      userId,
      kind: 'channel.linked',
      title: 'A Telegram chat was linked to your account',
      body: `Telegram chat ${input.chatId} now gets the BidPilot notifications you chose for Telegram. If you did not link it, unlink Telegram on your channels page.`,
      link: '/notifications/channels',
      data: { channel: 'telegram', chatId: input.chatId },
      dedupeKey: `channel.linked:telegram:${input.chatId}:${now.toISOString()}`,
    });
    return userId;
  }
}
