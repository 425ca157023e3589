import { z } from 'zod';
import type { ChannelStatus, TelegramLinkStart } from '../core/use-cases/channels/manage-channels.js';

/** PUT /api/notifications/channels/email. */
export const EmailChannelBody = z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
export type EmailChannelBody = z.input<typeof EmailChannelBody>;

/** PUT /api/notifications/channels/slack: the incoming webhook's URL, as Slack shows it. */
export const SlackChannelBody = z.strictObject({
  webhookUrl: z
    .string({ error: 'webhookUrl must be text' })
    .trim()
    .min(1, 'Paste your Slack webhook URL')
    .max(500, 'webhookUrl must be at most 500 characters'),
});
export type SlackChannelBody = z.input<typeof SlackChannelBody>;

/** A channel on the channels page. */
export type ChannelStatusResponse = ChannelStatus;

/** GET /api/notifications/channels, and the answer of every change: each channel as it is now. */
export interface ChannelsResponse {
  readonly success: true;
  readonly channels: readonly ChannelStatusResponse[];
}

/** POST /api/notifications/channels/telegram/link: send `/start CODE` to the bot, or open the link. */
export interface TelegramLinkResponse {
  readonly success: true;
  readonly code: string;
  readonly link: string;
  /** ISO 8601. */
  readonly expiresAt: string;
}

export const toTelegramLinkResponse = (start: TelegramLinkStart): TelegramLinkResponse => ({
  success: true,
  code: start.code,
  link: start.link,
  expiresAt: start.expiresAt.toISOString(),
});
