import type { Mailer, MailMessage } from '../../core/ports/mailer.port.js';
import type { Logger } from '../logging/logger.js';

/** Mails kept for reading back: enough for a test run or a demo, bounded so a long-running server cannot grow it forever. */
const KEPT = 200;

/**
 * The offline mail transport: each message is written to the log at info, and kept for tests and
 * the demo to read back (`sentTo`). It is the one place a reset link is ever logged; it stands in
 * until a real mail transport is configured.
 */
export class LoggingOutbox implements Mailer {
  private readonly sent: MailMessage[] = [];

  constructor(private readonly logger: Pick<Logger, 'info'>) {}

  async send(message: MailMessage): Promise<void> {
    this.sent.push({ ...message });
    if (this.sent.length > KEPT) this.sent.shift();
    // Under `mail`, not `token`: the redaction would hide the very link this outbox exists to deliver.
    this.logger.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail (offline outbox)');
  }

  /** The messages sent to the address, oldest first. */
  sentTo(address: string): readonly MailMessage[] {
    return this.sent.filter((message) => message.to === address);
  }

  /** Every message kept, oldest first. */
  all(): readonly MailMessage[] {
    return [...this.sent];
  }
}
