import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  OUTBOX_KEPT,
  type MailOutbox,
  type OutboxMail,
  type OutboxMailSummary,
} from '../../../core/ports/mail-outbox.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import { num, toDate } from './knex-rows.js';

interface OutboxRow {
  readonly id: string;
  readonly from_address: string;
  readonly to_address: string;
  readonly subject: string;
  readonly text_body: string;
  readonly html_body: string | null;
  readonly unsubscribe_url: string | null;
  readonly sent_at_ms: number | string;
}

const toMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  from: row.from_address,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  unsubscribeUrl: row.unsubscribe_url,
  sentAt: toDate(row.sent_at_ms),
});

/** The outbox in the `mail_outbox` table: one for every process on the database. */
export class KnexMailOutbox implements MailOutbox {
  constructor(
    private readonly db: Knex,
    private readonly kept = OUTBOX_KEPT,
  ) {}

  async keep(mail: Omit<OutboxMail, 'id' | 'sentAt'>, sentAt: Date): Promise<OutboxMail> {
    const id = randomUUID();
    await this.db('mail_outbox').insert({
      id,
      from_address: mail.from,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      unsubscribe_url: mail.unsubscribeUrl,
      sent_at_ms: sentAt.getTime(),
    });
    // Everything older than the newest `kept`; a statement of its own, so a prune that loses a race to another process's only repeats the work.
    const oldestKept = this.db('mail_outbox')
      .select('seq')
      .orderBy('seq', 'desc')
      .limit(1)
      .offset(this.kept - 1);
    await this.db('mail_outbox').where('seq', '<', oldestKept).delete();
    return { ...mail, id, sentAt: new Date(sentAt) };
  }

  async list(page: PageRequest): Promise<Page<OutboxMailSummary>> {
    const rows = await this.db('mail_outbox')
      .select('id', 'to_address', 'subject', 'sent_at_ms')
      .orderBy('seq', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit);
    const [count] = await this.db('mail_outbox').count({ total: '*' });
    return {
      items: rows.map((row: Pick<OutboxRow, 'id' | 'to_address' | 'subject' | 'sent_at_ms'>) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        sentAt: toDate(row.sent_at_ms),
      })),
      total: num(count?.total),
    };
  }

  async find(id: string): Promise<OutboxMail | null> {
    const row = (await this.db('mail_outbox').where({ id }).first()) as OutboxRow | undefined;
    return row === undefined ? null : toMail(row);
  }
}
