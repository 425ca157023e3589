import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer.js';
import { MailRejectedError } from '../../core/ports/mailer.port.js';

interface Received {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

/**
 * The SMTP path against an in-process smtp-server sink: what a real server takes, and its 4xx/5xx
 * refusals of a recipient, as the mail channel sees them.
 */
describe('SmtpMailer over a real SMTP conversation', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let url: string;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const refusal = address.address.startsWith('gone@') ? 550 : address.address.startsWith('busy@') ? 451 : null;
        if (refusal === null) return callback();
        callback(
          Object.assign(new Error(refusal === 550 ? 'No such user here' : 'Try again later'), {
            responseCode: refusal,
          }),
        );
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((to) => to.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands the mail over with its sender, text and HTML bodies and the one-click List-Unsubscribe headers', async () => {
    const mailer = new SmtpMailer({ url, from: 'BidPilot <alerts@bidpilot.test>' });
    await mailer.send({
      to: 'ada@example.com',
      subject: 'You won a project',
      text: 'Plain body',
      html: '<p>HTML body</p>',
      unsubscribeUrl: 'https://bidpilot.test/unsubscribe?t=abc',
    });
    const mail = received.at(-1);
    expect(mail?.from).toBe('alerts@bidpilot.test');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toMatch(/^Subject: You won a project/m);
    expect(mail?.raw).toMatch(/^List-Unsubscribe: <https:\/\/bidpilot\.test\/unsubscribe\?t=abc>/m);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail?.raw).toContain('Plain body');
    expect(mail?.raw).toContain('<p>HTML body</p>');
  });

  it('sends a text-only mail without an HTML part or unsubscribe header', async () => {
    await new SmtpMailer({ url, from: 'alerts@bidpilot.test' }).send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open this link',
    });
    const raw = received.at(-1)?.raw ?? '';
    expect(raw).toContain('Open this link');
    expect(raw).not.toMatch(/text\/html/);
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
  });

  it('throws a permanent rejection when the server refuses the recipient with a 5xx', async () => {
    const error = await new SmtpMailer({ url, from: 'alerts@bidpilot.test' })
      .send({ to: 'gone@example.com', subject: 'x', text: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailRejectedError);
    expect(error).toMatchObject({ permanent: true, message: expect.stringContaining('SMTP 550') });
  });

  it('throws a passing rejection for a 4xx, worth a later try', async () => {
    const error = await new SmtpMailer({ url, from: 'alerts@bidpilot.test' })
      .send({ to: 'busy@example.com', subject: 'x', text: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: false, message: expect.stringContaining('SMTP 451') });
  });

  it('throws a passing rejection when no server answers', async () => {
    const error = await new SmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'alerts@bidpilot.test', timeoutMs: 2_000 })
      .send({ to: 'ada@example.com', subject: 'x', text: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: false, message: expect.stringContaining('no SMTP answer') });
  });
});
