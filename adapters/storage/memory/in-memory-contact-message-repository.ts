import type { ContactMessage, NewContactMessage } from '../../../core/domain/contact/contact-message.js';
import type { ContactMessageRepository } from '../../../core/ports/contact-message-repository.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import { pageOf } from './memory-tables.js';

/** Contact messages in this process's memory: the tests' fake and the memory database's. */
export class InMemoryContactMessageRepository implements ContactMessageRepository {
  private readonly messages = new Map<string, ContactMessage>();

  async add(message: NewContactMessage): Promise<ContactMessage> {
    const stored: ContactMessage = { ...message, handledAt: null };
    this.messages.set(stored.id, stored);
    return { ...stored };
  }

  async list(page: PageRequest): Promise<Page<ContactMessage> & { readonly open: number }> {
    const all = [...this.messages.values()].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
    );
    return { ...pageOf(all, page), open: all.filter((message) => message.handledAt === null).length };
  }

  async markHandled(id: string, at: Date): Promise<ContactMessage | null> {
    const message = this.messages.get(id);
    if (message === undefined) return null;
    const handled = message.handledAt === null ? { ...message, handledAt: at } : message;
    this.messages.set(id, handled);
    return { ...handled };
  }
}
