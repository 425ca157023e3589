/** A message the public contact form sent (docs/design.md#contact-messages). */
export interface ContactMessage {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly createdAt: Date;
  /** When an admin marked it handled; null while open. */
  readonly handledAt: Date | null;
}

export type NewContactMessage = Omit<ContactMessage, 'handledAt'>;

/** The longest each field may be: enough for any real message, small enough to keep the inbox light. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/**
 * One line of plain text for a mail header (the subject): line breaks and other control
 * characters become spaces, so no sender can add a header of their own (header injection).
 */
export const oneLine = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The e-mail SUPPORT_EMAIL receives for a message: the sender in the body, never in a header. */
export function supportMail(
  message: ContactMessage,
  to: string,
): { readonly to: string; readonly subject: string; readonly text: string } {
  return {
    to,
    subject: `Contact form: ${oneLine(message.subject)}`.slice(0, 200),
    text: [
      `From: ${oneLine(message.name)} <${oneLine(message.email)}>`,
      `Sent: ${message.createdAt.toISOString()}`,
      `Subject: ${oneLine(message.subject)}`,
      '',
      message.message,
      '',
      "(Reply to the sender's address above. The message is also in the admin inbox.)",
    ].join('\n'),
  };
}
