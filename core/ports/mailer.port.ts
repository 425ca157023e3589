/** One plain-text e-mail to one address. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Sends e-mail for the product (password resets). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
