import type { z } from 'zod';
import { ContactBody } from '@contract/contact';
import { CONTACT_LIMITS } from '@core/domain/contact/contact-message';

/**
 * The contact form's four fields, all required, each within the server's limit: the form checks
 * the very schema POST /api/contact parses (its messages: 'Please enter a subject', 'Subject must
 * be at most 150 characters'…), so the server never refuses what the form let through.
 */
export const contactMessageSchema = ContactBody;

export type ContactMessage = z.infer<typeof ContactBody>;

export type ContactField = keyof ContactMessage;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** The longest each field may be (its input's maxLength). */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = CONTACT_LIMITS;

const FIELD_REFUSAL = /^Invalid request: (name|email|subject|message): (.+)$/;

/** A server refusal about one field ("Invalid request: subject: …"): the field and the message alone. */
export function fieldRefusal(message: string): { readonly field: ContactField; readonly message: string } | null {
  const match = FIELD_REFUSAL.exec(message);
  return match === null ? null : { field: match[1] as ContactField, message: match[2] as string };
}
