import type { Page, PageRequest } from './page.js';

/** A mail kept in the built-in outbox, as sent. */
export interface OutboxMail {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly unsubscribeUrl: string | null;
  readonly sentAt: Date;
}

/** A row of the outbox's list: enough to pick one out. */
export type OutboxMailSummary = Pick<OutboxMail, 'id' | 'to' | 'subject' | 'sentAt'>;

/** How many mails the outbox keeps: plenty for a demo or a test run, bounded so a long-running server never grows it forever. */
export const OUTBOX_KEPT = 500;

/**
 * The built-in outbox that stands in for SMTP when SMTP_URL is not set (docs/design.md#channels):
 * every process on one database writes to it and an admin reads it in the browser.
 */
export interface MailOutbox {
  /** Keeps the mail with a fresh id, then drops the oldest beyond OUTBOX_KEPT. */
  keep(mail: Omit<OutboxMail, 'id' | 'sentAt'>, sentAt: Date): Promise<OutboxMail>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<OutboxMailSummary>>;
  /** The mail, or null for an unknown (or pruned) id. */
  find(id: string): Promise<OutboxMail | null>;
}
