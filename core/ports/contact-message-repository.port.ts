import type { ContactMessage, NewContactMessage } from '../domain/contact/contact-message.js';
import type { Page, PageRequest } from './page.js';

/** The contact form's messages, for the admin inbox. */
export interface ContactMessageRepository {
  add(message: NewContactMessage): Promise<ContactMessage>;
  /** Newest first; `open` counts the messages not yet handled, across all pages. */
  list(page: PageRequest): Promise<Page<ContactMessage> & { readonly open: number }>;
  /** Marks a message handled (once: a second call keeps the first time); null when there is no such message. */
  markHandled(id: string, at: Date): Promise<ContactMessage | null>;
}
