import { z } from 'zod';
import { CONTACT_LIMITS, type ContactMessage } from '../core/domain/contact/contact-message.js';
import { iso, pageQuery, pagination, type Pagination } from './common.js';

const text = (field: string, required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${field} must be at most ${max} characters`);

/** POST /api/contact: the contact form's four fields, all required, with the form's own messages. */
export const ContactBody = z.strictObject({
  name: text('Full name', 'Please enter your full name', CONTACT_LIMITS.name),
  email: text('Email address', 'Please enter your email address', CONTACT_LIMITS.email).pipe(
    z.email('Please enter a valid email address'),
  ),
  subject: text('Subject', 'Please enter a subject', CONTACT_LIMITS.subject),
  message: text('Message', 'Please enter your message', CONTACT_LIMITS.message),
});
export type ContactBody = z.input<typeof ContactBody>;

/** POST /api/contact (201). */
export interface ContactResponse {
  readonly success: true;
  readonly message: string;
}

/** GET /api/admin/messages?page&limit=20. */
export const AdminMessagesQuery = z.strictObject({ ...pageQuery(20) });
export type AdminMessagesQuery = z.input<typeof AdminMessagesQuery>;

export const AdminMessageParams = z.object({
  id: z.string().min(1, 'Message id is required').max(100, 'Message id is too long'),
});

export interface ContactMessageWire {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  /** Plain text as sent: the screens show it as text, never as HTML. */
  readonly message: string;
  readonly createdAt: string;
  readonly handledAt: string | null;
}

export const toContactMessageWire = (message: ContactMessage): ContactMessageWire => ({
  id: message.id,
  name: message.name,
  email: message.email,
  subject: message.subject,
  message: message.message,
  createdAt: message.createdAt.toISOString(),
  handledAt: iso(message.handledAt),
});

/** GET /api/admin/messages: newest first; `open` counts the messages not handled yet. */
export interface AdminMessagesResponse {
  readonly success: true;
  readonly messages: readonly ContactMessageWire[];
  readonly open: number;
  readonly pagination: Pagination;
}

/** POST /api/admin/messages/{id}/handled. */
export interface MarkMessageHandledResponse {
  readonly success: true;
  readonly message: ContactMessageWire;
}

export { pagination as adminMessagesPagination };
