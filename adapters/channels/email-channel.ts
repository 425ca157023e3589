import type { ChannelLinks } from '../../core/ports/channel-links.port.js';
import type { Clock } from '../../core/ports/clock.port.js';
import { MailRejectedError, type Mailer } from '../../core/ports/mailer.port.js';
import type {
  DeliveryOutcome,
  NotificationChannel,
  OutgoingNotification,
} from '../../core/ports/notification-channel.port.js';
import { renderEmail } from './email-rendering.js';

/**
 * Notifications by e-mail to the account's own address, through the Mailer (SMTP, or the
 * built-in outbox). On unless the user switched it off or a mail server refused the address for
 * good; there is no address to link.
 */
export class EmailChannel implements NotificationChannel {
  readonly name = 'email' as const;

  constructor(
    private readonly mailer: Mailer,
    private readonly links: ChannelLinks,
    private readonly clock: Clock,
  ) {}

  async isLinked(userId: string): Promise<boolean> {
    const link = await this.links.find(userId, 'email');
    return link === null || link.switchedOffReason === null;
  }

  async deliver(outgoing: OutgoingNotification): Promise<DeliveryOutcome> {
    if (!(await this.isLinked(outgoing.recipient.userId))) return { kind: 'skipped' };
    const mail = renderEmail(outgoing);
    try {
      await this.mailer.send({ to: outgoing.recipient.email, ...mail });
      return { kind: 'delivered' };
    } catch (error) {
      if (error instanceof MailRejectedError && error.permanent)
        return { kind: 'dead', reason: `Mail to ${outgoing.recipient.email} bounced: ${error.message}` };
      return { kind: 'retry', reason: error instanceof Error ? error.message : 'The mail could not be sent' };
    }
  }

  async unlink(userId: string, reason: string): Promise<void> {
    await this.links.switchOff(userId, 'email', reason, this.clock.now());
  }
}
