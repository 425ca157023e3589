import type { Bot } from 'grammy';
import { RESET_PASSWORD_PATH } from '../../contract/auth.js';
import type { AppConfig } from '../config/app-config.js';
import { checkoutUrls } from '../http/routes/payment-urls.js';
import { SLACK_SIMULATOR_PREFIX } from '../simulators/slack/slack-simulator-router.js';
import { TELEGRAM_SIMULATOR_PREFIX } from '../simulators/telegram/telegram-simulator-router.js';
import type { UseCaseSettings } from './use-cases/adapters-and-settings.js';

/** The configuration values the use cases take: the checkout addresses under PUBLIC_URL, the feed token, the bid pacing switch and the channels' links. */
export function useCaseSettingsFor(config: AppConfig, telegramBot: Bot | null = null): UseCaseSettings {
  return {
    channels: {
      slackSimulatorBase: config.simulators.slack ? `${config.publicUrl}${SLACK_SIMULATOR_PREFIX}` : null,
      telegramStartLink: telegramStartLinkFor(config, telegramBot),
    },
    checkoutUrls: checkoutUrls(config.publicUrl),
    feedToken: config.raw.MARKETPLACE_FEED_TOKEN,
    bidPacing: config.raw.BID_PACING === 'on',
    resetLink: (token) =>
      `${config.publicUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
    webhooks: {
      allowPrivateAddresses: webhooksMayCallPrivateAddresses(config),
      maxEndpointsPerUser: config.raw.WEBHOOK_MAX_ENDPOINTS,
    },
    supportEmail: config.raw.SUPPORT_EMAIL,
  };
}

/**
 * Offline (any NODE_ENV but production) users may point webhooks at http and private addresses:
 * the built-in receiver on this server, a tool on their own machine. Production refuses both (SSRF).
 */
export const webhooksMayCallPrivateAddresses = (config: AppConfig): boolean => config.env !== 'production';

/** The link that opens the bot with `/start CODE`: t.me for a real bot (its username asked once), the simulator's chat page offline. */
function telegramStartLinkFor(config: AppConfig, bot: Bot | null): ((code: string) => Promise<string>) | null {
  if (bot === null) return null;
  if (config.raw.TELEGRAM_BOT_TOKEN === undefined)
    return async (code) => `${config.publicUrl}${TELEGRAM_SIMULATOR_PREFIX}/?start=${encodeURIComponent(code)}`;
  return async (code) => {
    if (!bot.isInited()) await bot.init();
    return `https://t.me/${bot.botInfo.username}?start=${encodeURIComponent(code)}`;
  };
}
