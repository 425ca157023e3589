import nodemailer from 'nodemailer';
import { MailRejectedError, type Mailer, type MailMessage } from '../../core/ports/mailer.port.js';

export interface SmtpMailerOptions {
  /** SMTP_URL: `smtp://user:pass@host:587` or `smtps://…:465`; nodemailer reads it whole. */
  readonly url: string;
  /** MAIL_FROM: the sender every mail names. */
  readonly from: string;
  /** How long a connection, the greeting and an idle socket may take before the mail counts as a passing failure. */
  readonly timeoutMs?: number;
}

/** RFC 8058: the mail's List-Unsubscribe address takes a POST of this form body, no page in between. */
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** Mail over SMTP with nodemailer, when SMTP_URL is set. */
export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeoutMs = options.timeoutMs ?? 20_000;
    this.transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.unsubscribeUrl === undefined
          ? {}
          : {
              list: { unsubscribe: message.unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': ONE_CLICK },
            }),
      });
    } catch (error) {
      throw asRejection(error);
    }
  }
}

/**
 * nodemailer marks an SMTP reply's error `permanent` (5xx but 503, RFC 5321); an error without a
 * reply (connection refused, timeout, TLS) is a passing one. The message names the reply code
 * only: the server's text may quote the address.
 */
function asRejection(error: unknown): MailRejectedError {
  const details = error as { readonly permanent?: boolean; readonly responseCode?: number; readonly code?: string };
  const permanent = details.permanent === true;
  const what =
    details.responseCode === undefined
      ? `no SMTP answer (${details.code ?? 'unknown error'})`
      : `SMTP ${details.responseCode}`;
  return new MailRejectedError(
    permanent ? `The mail server refused the mail for good: ${what}` : `The mail could not be sent: ${what}`,
    permanent,
  );
}
