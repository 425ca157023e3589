import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  readonly to: readonly string[];
  /** The whole message as received: headers and MIME parts. */
  readonly raw: string;
}

/**
 * An in-process SMTP server that keeps what it receives, and refuses chosen recipients for good
 * (550) or in passing (451, once): the far end of the SMTP mail path in tests.
 */
export class SmtpSink {
  readonly mails: SinkMail[] = [];
  private readonly gone = new Set<string>();
  private readonly busyOnce = new Set<string>();

  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  static async start(): Promise<SmtpSink> {
    // The server's handlers need the sink, and the sink needs the listening server's port.
    const holder: { sink?: SmtpSink } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => callback(holder.sink?.refusal(address.address.toLowerCase()) ?? null),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          holder.sink?.mails.push({
            to: session.envelope.rcptTo.map((to) => to.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sink = new SmtpSink(server, `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
    holder.sink = sink;
    return sink;
  }

  /** Refuses the address with 550 from now on. */
  bounce(address: string): void {
    this.gone.add(address.toLowerCase());
  }

  /** Refuses the address's next mail with 451. */
  deferOnce(address: string): void {
    this.busyOnce.add(address.toLowerCase());
  }

  mailsTo(address: string): readonly SinkMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private refusal(address: string): Error | null {
    if (this.gone.has(address)) return Object.assign(new Error('No such user here'), { responseCode: 550 });
    if (this.busyOnce.delete(address))
      return Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
    return null;
  }
}
