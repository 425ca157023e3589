import { Bot } from 'grammy';
import type { ChannelLinks } from '../../core/ports/channel-links.port.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type { MailOutbox } from '../../core/ports/mail-outbox.port.js';
import type { Mailer } from '../../core/ports/mailer.port.js';
import type { NotificationChannel } from '../../core/ports/notification-channel.port.js';
import { EmailChannel } from '../channels/email-channel.js';
import { SlackChannel } from '../channels/slack-channel.js';
import { TelegramChannel } from '../channels/telegram-channel.js';
import type { AppConfig } from '../config/app-config.js';
import type { Logger } from '../logging/logger.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';
import { SLACK_SIMULATOR_PREFIX } from '../simulators/slack/slack-simulator-router.js';
import { TELEGRAM_SIMULATOR_PREFIX } from '../simulators/telegram/telegram-simulator-router.js';
import { SIMULATOR_BOT_TOKEN } from '../simulators/telegram/telegram-simulator-state.js';

/**
 * SMTP with nodemailer when SMTP_URL is set (MAIL_FROM then required by the configuration);
 * otherwise the built-in outbox in the database, which every process writes to and admins read.
 */
export function mailerFor(config: AppConfig, outbox: MailOutbox, clock: Clock, logger: Logger): Mailer {
  const { SMTP_URL: url, MAIL_FROM: from } = config.raw;
  if (url !== undefined) return new SmtpMailer({ url, from: from ?? '' });
  return new OutboxMailer(outbox, {
    from: from ?? `BidPilot <no-reply@${new URL(config.publicUrl).hostname}>`,
    clock,
    logger,
  });
}

/**
 * The bot for TELEGRAM_BOT_TOKEN at TELEGRAM_API_URL (Telegram's own API by default); without a
 * token, the built-in simulator's bot where simulators serve (this very process, over loopback);
 * otherwise none: Telegram is simply not offered.
 */
export function telegramBotFor(config: AppConfig): Bot | null {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_URL: apiUrl } = config.raw;
  if (token !== undefined)
    return new Bot(token, { client: { apiRoot: (apiUrl ?? 'https://api.telegram.org').replace(/\/+$/, '') } });
  if (!config.simulators.telegram) return null;
  return new Bot(SIMULATOR_BOT_TOKEN, {
    client: { apiRoot: (apiUrl ?? `http://127.0.0.1:${config.port}${TELEGRAM_SIMULATOR_PREFIX}`).replace(/\/+$/, '') },
  });
}

/**
 * The channels notifications leave through: e-mail always, Slack always (its simulator's public
 * webhook addresses are posted over loopback), Telegram when there is a bot, and the user's signed webhooks.
 */
export function notificationChannelsFor(
  config: AppConfig,
  parts: {
    readonly mailer: Mailer;
    readonly links: ChannelLinks;
    readonly clock: Clock;
    readonly telegramBot: Bot | null;
    readonly webhook: NotificationChannel;
  },
): readonly NotificationChannel[] {
  const { mailer, links, clock, telegramBot, webhook } = parts;
  const simulatorBase = `${config.publicUrl}${SLACK_SIMULATOR_PREFIX}/`;
  const deliveryUrl = (url: string) =>
    config.simulators.slack && url.startsWith(simulatorBase)
      ? `http://127.0.0.1:${config.port}${SLACK_SIMULATOR_PREFIX}/${url.slice(simulatorBase.length)}`
      : url;
  return [
    new EmailChannel(mailer, links, clock),
    new SlackChannel(links, clock, { deliveryUrl }),
    ...(telegramBot === null ? [] : [new TelegramChannel(telegramBot.api, links, clock)]),
    webhook,
  ];
}
