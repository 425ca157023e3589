/** One e-mail to one address: a plain-text body, and an HTML one for clients that show it. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The same content as HTML; text-only mail when absent. */
  readonly html?: string;
  /**
   * Sent as `List-Unsubscribe` (RFC 2369) with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
   * (RFC 8058), so mail clients offer their own unsubscribe button: an address that unsubscribes on
   * a POST of that form body, with nothing to confirm.
   */
  readonly unsubscribeUrl?: string;
}

/**
 * Why a mail did not go: `permanent` when the receiving server refused it for good (a 5xx answer:
 * no such mailbox, rejected), so sending again cannot help; otherwise a passing failure (a 4xx
 * answer, a timeout, a refused connection) worth another try later.
 */
export class MailRejectedError extends Error {
  override readonly name = 'MailRejectedError';

  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Sends e-mail for the product (password resets, notifications). */
export interface Mailer {
  /** Resolves once the mail was handed over; throws MailRejectedError when it was not. */
  send(message: MailMessage): Promise<void>;
}
