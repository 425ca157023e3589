import { randomUUID } from 'node:crypto';
import { notFound } from '../../domain/errors.js';
import { supportMail, type ContactMessage } from '../../domain/contact/contact-message.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ContactMessageRepository } from '../../ports/contact-message-repository.port.js';
import type { Mailer } from '../../ports/mailer.port.js';
import type { Page, PageRequest } from '../../ports/page.js';

export interface ContactInput {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

/**
 * The public contact form (docs/design.md#contact-messages): the message is stored for the admin
 * inbox first, then e-mailed to SUPPORT_EMAIL when one is set. A mail that fails is logged by
 * the caller's logger, not the sender's problem: the message is already in the inbox.
 */
export class SendContactMessage {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly supportEmail: string | null,
    private readonly onMailFailed: (error: unknown) => void = () => undefined,
  ) {}

  async execute(input: ContactInput): Promise<ContactMessage> {
    const message = await this.messages.add({ id: randomUUID(), ...input, createdAt: this.clock.now() });
    if (this.supportEmail !== null) {
      try {
        await this.mailer.send(supportMail(message, this.supportEmail));
      } catch (error) {
        this.onMailFailed(error);
      }
    }
    return message;
  }
}

/** The admin inbox: every message, newest first, and marking one handled. */
export class ContactInbox {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly clock: Clock,
  ) {}

  list(page: PageRequest): Promise<Page<ContactMessage> & { readonly open: number }> {
    return this.messages.list(page);
  }

  async markHandled(id: string): Promise<ContactMessage> {
    const message = await this.messages.markHandled(id, this.clock.now());
    if (message === null) throw notFound('CONTACT_MESSAGE_NOT_FOUND', 'Message');
    return message;
  }
}
