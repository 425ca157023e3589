import type { Knex } from 'knex';
import type { ContactMessage, NewContactMessage } from '../../../core/domain/contact/contact-message.js';
import type { ContactMessageRepository } from '../../../core/ports/contact-message-repository.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';

interface MessageRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly created_at_ms: number | string;
  readonly handled_at_ms: number | string | null;
}

/** Contact messages in `contact_messages` (migration 023). */
export class KnexContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly db: Knex) {}

  async add(message: NewContactMessage): Promise<ContactMessage> {
    await this.db('contact_messages').insert({
      id: message.id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      created_at_ms: message.createdAt.getTime(),
      handled_at_ms: null,
    });
    return { ...message, handledAt: null };
  }

  async list(page: PageRequest): Promise<Page<ContactMessage> & { readonly open: number }> {
    const limit = Math.max(1, Math.floor(page.limit));
    const offset = (Math.max(1, Math.floor(page.page)) - 1) * limit;
    const [rows, counts] = await Promise.all([
      this.db('contact_messages')
        .orderBy([
          { column: 'created_at_ms', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)
        .offset(offset)
        .select<MessageRow[]>('*'),
      this.db('contact_messages')
        .select(
          this.db.raw('count(*) as total'),
          this.db.raw('sum(case when handled_at_ms is null then 1 else 0 end) as open'),
        )
        .first<{ total: number | string; open: number | string | null }>(),
    ]);
    return { items: rows.map(messageOf), total: Number(counts?.total ?? 0), open: Number(counts?.open ?? 0) };
  }

  async markHandled(id: string, at: Date): Promise<ContactMessage | null> {
    await this.db('contact_messages').where({ id }).whereNull('handled_at_ms').update({ handled_at_ms: at.getTime() });
    const row = await this.db('contact_messages').where({ id }).first<MessageRow | undefined>('*');
    return row === undefined ? null : messageOf(row);
  }
}

function messageOf(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: new Date(Number(row.created_at_ms)),
    handledAt: row.handled_at_ms === null ? null : new Date(Number(row.handled_at_ms)),
  };
}
