import { z } from 'zod';
import type { OutboxMail, OutboxMailSummary } from '../core/ports/mail-outbox.port.js';
import { pageQuery, type Pagination } from './common.js';

/** GET /api/admin/outbox query. */
export const OutboxQuery = z.strictObject({ ...pageQuery(20) });
export type OutboxQuery = z.input<typeof OutboxQuery>;

/** /api/admin/outbox/:mailId: the outbox's ids are UUIDs; anything else names no mail. */
export const OutboxMailParams = z.object({ mailId: z.uuid({ error: 'Mail not found' }) });

export interface OutboxMailSummaryResponse {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly sentAt: string;
}

export interface OutboxMailResponse extends OutboxMailSummaryResponse {
  readonly from: string;
  readonly text: string;
  /** Shown only inside a sandboxed frame: it is the mail's own markup. */
  readonly html: string | null;
  readonly unsubscribeUrl: string | null;
}

/** GET /api/admin/outbox: newest first. */
export interface OutboxResponse {
  readonly success: true;
  readonly mails: readonly OutboxMailSummaryResponse[];
  readonly pagination: Pagination;
}

/** GET /api/admin/outbox/:mailId. */
export interface OutboxMailDetailResponse {
  readonly success: true;
  readonly mail: OutboxMailResponse;
}

export const toOutboxMailSummary = (mail: OutboxMailSummary): OutboxMailSummaryResponse => ({
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  sentAt: mail.sentAt.toISOString(),
});

export const toOutboxMail = (mail: OutboxMail): OutboxMailResponse => ({
  ...toOutboxMailSummary(mail),
  from: mail.from,
  text: mail.text,
  html: mail.html,
  unsubscribeUrl: mail.unsubscribeUrl,
});
