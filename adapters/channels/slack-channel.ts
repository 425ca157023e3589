import { IncomingWebhook, IncomingWebhookHTTPError } from '@slack/webhook';
import type { ChannelLinks } from '../../core/ports/channel-links.port.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type {
  DeliveryOutcome,
  NotificationChannel,
  OutgoingNotification,
} from '../../core/ports/notification-channel.port.js';
import { slackMessage } from './slack-message.js';

/** Slack's answers that mean the webhook is gone for good (removed, its channel archived or deleted, its app uninstalled). */
const GONE = new Set([
  'no_service',
  'channel_not_found',
  'channel_is_archived',
  'no_active_hooks',
  'invalid_token',
  'action_prohibited',
  'team_disabled',
]);

export interface SlackChannelOptions {
  /**
   * Where a stored URL is posted: itself, except the built-in simulator's public address, which
   * this process serves and reaches over loopback (as the marketplace simulator is).
   */
  readonly deliveryUrl?: (url: string) => string;
  /** How long Slack may take to answer; 10 s by default. */
  readonly timeoutMs?: number;
}

/**
 * Notifications to each user's own Slack incoming webhook with @slack/webhook, as text and blocks.
 * The URL is a secret: it never reaches a log line or an outcome's reason.
 */
export class SlackChannel implements NotificationChannel {
  readonly name = 'slack' as const;

  constructor(
    private readonly links: ChannelLinks,
    private readonly clock: Clock,
    private readonly options: SlackChannelOptions = {},
  ) {}

  async isLinked(userId: string): Promise<boolean> {
    return ((await this.links.find(userId, 'slack'))?.target ?? null) !== null;
  }

  async deliver(outgoing: OutgoingNotification): Promise<DeliveryOutcome> {
    const url = (await this.links.find(outgoing.recipient.userId, 'slack'))?.target ?? null;
    if (url === null) return { kind: 'skipped' };
    return this.post(url, slackMessage(outgoing));
  }

  /** Posts one message to a webhook URL: the test message of the channels page goes this way too. */
  async post(url: string, message: ReturnType<typeof slackMessage>): Promise<DeliveryOutcome> {
    const webhook = new IncomingWebhook(this.options.deliveryUrl?.(url) ?? url, {
      timeout: this.options.timeoutMs ?? 10_000,
    });
    try {
      await webhook.send(message);
      return { kind: 'delivered' };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  async unlink(userId: string, reason: string): Promise<void> {
    await this.links.switchOff(userId, 'slack', reason, this.clock.now());
  }
}

/** 404/410 and Slack's "gone" answers are dead; 429, 5xx and no answer are passing; the reason names the answer, never the URL. */
function outcomeOf(error: unknown): DeliveryOutcome {
  if (!(error instanceof IncomingWebhookHTTPError)) return { kind: 'retry', reason: 'Slack could not be reached' };
  const answer = error.body.trim().slice(0, 60);
  const said = `Slack answered ${error.statusCode}${answer === '' ? '' : ` ${answer}`}`;
  if (error.statusCode === 404 || error.statusCode === 410 || GONE.has(answer))
    return { kind: 'dead', reason: `${said}: the webhook was removed or its channel is gone` };
  return { kind: 'retry', reason: said };
}
