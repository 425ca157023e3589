import { GrammyError, type Api } from 'grammy';
import { visibleOneLine } from '../../core/domain/text/display-text.js';
import type { ChannelLinks } from '../../core/ports/channel-links.port.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type {
  DeliveryOutcome,
  NotificationChannel,
  OutgoingNotification,
} from '../../core/ports/notification-channel.port.js';
import { wordingOf } from './notification-wording.js';

/** A notification as a Telegram message: plain text (no parse mode, so nothing in it is markup). */
export function telegramText(outgoing: OutgoingNotification): string {
  const { notification, linkUrl } = outgoing;
  const lines = [
    // On a line of its own, whatever it holds: a client's words in it cannot add a line of ours.
    visibleOneLine(notification.title),
    '',
    notification.body,
    ...(linkUrl === null ? [] : ['', `${wordingOf(notification.kind).action}: ${linkUrl}`]),
  ];
  // Telegram's limit is 4096 characters a message.
  return lines.join('\n').slice(0, 4096);
}

/**
 * Notifications to the Telegram chat each user linked with `/start CODE`, through grammY's Bot
 * API client (the real API, or the built-in simulator at TELEGRAM_API_URL).
 */
export class TelegramChannel implements NotificationChannel {
  readonly name = 'telegram' as const;

  constructor(
    private readonly api: Pick<Api, 'sendMessage'>,
    private readonly links: ChannelLinks,
    private readonly clock: Clock,
  ) {}

  async isLinked(userId: string): Promise<boolean> {
    return ((await this.links.find(userId, 'telegram'))?.target ?? null) !== null;
  }

  async deliver(outgoing: OutgoingNotification): Promise<DeliveryOutcome> {
    const chatId = (await this.links.find(outgoing.recipient.userId, 'telegram'))?.target ?? null;
    if (chatId === null) return { kind: 'skipped' };
    try {
      await this.api.sendMessage(chatId, telegramText(outgoing), { link_preview_options: { is_disabled: true } });
      return { kind: 'delivered' };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  async unlink(userId: string, reason: string): Promise<void> {
    await this.links.switchOff(userId, 'telegram', reason, this.clock.now());
  }
}

/**
 * 403 (the user blocked the bot, or deleted the chat) and 400 "chat not found" are dead: the chat
 * is gone for this bot. 429, 5xx and network failures are passing.
 */
function outcomeOf(error: unknown): DeliveryOutcome {
  if (!(error instanceof GrammyError)) return { kind: 'retry', reason: 'Telegram could not be reached' };
  const said = `Telegram answered ${error.error_code}: ${error.description.replace(/^(Forbidden|Bad Request): /, '')}`;
  if (
    error.error_code === 403 ||
    (error.error_code === 400 && /chat not found|user is deactivated/i.test(error.description))
  )
    return { kind: 'dead', reason: said };
  return { kind: 'retry', reason: said };
}
