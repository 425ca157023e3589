import { randomUUID } from 'node:crypto';
import {
  OUTBOX_KEPT,
  type MailOutbox,
  type OutboxMail,
  type OutboxMailSummary,
} from '../../../core/ports/mail-outbox.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';

/** The outbox in process memory: tests read the mails back synchronously (`sentTo`). */
export class InMemoryMailOutbox implements MailOutbox {
  private readonly mails: OutboxMail[] = [];

  constructor(private readonly kept = OUTBOX_KEPT) {}

  async keep(mail: Omit<OutboxMail, 'id' | 'sentAt'>, sentAt: Date): Promise<OutboxMail> {
    const kept: OutboxMail = { ...mail, id: randomUUID(), sentAt: new Date(sentAt) };
    this.mails.push(kept);
    if (this.mails.length > this.kept) this.mails.splice(0, this.mails.length - this.kept);
    return { ...kept };
  }

  async list(page: PageRequest): Promise<Page<OutboxMailSummary>> {
    const newestFirst = [...this.mails].reverse();
    const start = (page.page - 1) * page.limit;
    const items = newestFirst
      .slice(start, start + page.limit)
      .map(({ id, to, subject, sentAt }) => ({ id, to, subject, sentAt: new Date(sentAt) }));
    return { items, total: this.mails.length };
  }

  async find(id: string): Promise<OutboxMail | null> {
    const mail = this.mails.find((candidate) => candidate.id === id);
    return mail === undefined ? null : { ...mail };
  }

  /** The mails sent to the address, oldest first. */
  sentTo(address: string): readonly OutboxMail[] {
    return this.mails.filter((mail) => mail.to === address);
  }
}
