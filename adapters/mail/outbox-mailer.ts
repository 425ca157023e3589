import type { Clock } from '../../core/ports/clock.port.js';
import type { MailOutbox } from '../../core/ports/mail-outbox.port.js';
import type { Mailer, MailMessage } from '../../core/ports/mailer.port.js';
import type { Logger } from '../logging/logger.js';

/**
 * The offline mail transport, when SMTP_URL is not set: each message goes to the built-in outbox
 * an admin reads at /admin/outbox, and a line in the log says so (to and subject only: the body
 * may hold a reset link, and the outbox is the place to read it).
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly options: { readonly from: string; readonly clock: Clock; readonly logger: Pick<Logger, 'info'> },
  ) {}

  async send(message: MailMessage): Promise<void> {
    const mail = await this.outbox.keep(
      {
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        unsubscribeUrl: message.unsubscribeUrl ?? null,
      },
      this.options.clock.now(),
    );
    this.options.logger.info(
      { mail: { id: mail.id, to: mail.to, subject: mail.subject } },
      'mail kept in the built-in outbox (/admin/outbox)',
    );
  }
}
