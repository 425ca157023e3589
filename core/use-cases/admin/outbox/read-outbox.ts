import { notFound } from '../../../domain/errors.js';
import type { MailOutbox, OutboxMail, OutboxMailSummary } from '../../../ports/mail-outbox.port.js';
import type { Page, PageRequest } from '../../../ports/page.js';

/** The built-in outbox's mails, newest first, a page at a time. */
export const listOutbox = (outbox: MailOutbox, page: PageRequest): Promise<Page<OutboxMailSummary>> =>
  outbox.list(page);

/** One mail of the outbox; MAIL_NOT_FOUND for an unknown id or one pruned since. */
export async function readOutboxMail(outbox: MailOutbox, id: string): Promise<OutboxMail> {
  const mail = await outbox.find(id);
  if (mail === null) throw notFound('MAIL_NOT_FOUND', 'Mail');
  return mail;
}
