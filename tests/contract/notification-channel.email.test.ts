import { randomUUID } from 'node:crypto';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { EmailChannel } from '../../adapters/channels/email-channel.js';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer.js';
import { InMemoryChannelLinks } from '../../adapters/storage/memory/in-memory-channel-links.js';
import type { Recipient } from '../../core/ports/notification-channel.port.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { describeNotificationChannelContract } from './notification-channel.contract.js';

/** Quoted-printable soft breaks and escapes undone, so a test reads the text part as written. */
const decoded = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describeNotificationChannelContract('e-mail over SMTP (smtp-server sink)', async () => {
  const sink = await SmtpSink.start();
  const channel = new EmailChannel(
    new SmtpMailer({ url: sink.url, from: 'BidPilot <alerts@bidpilot.test>' }),
    new InMemoryChannelLinks(),
    new FixedClock(),
  );
  return {
    channel,
    aLinkedUser: async (): Promise<Recipient> => ({
      userId: randomUUID(),
      email: `user-${randomUUID()}@example.com`,
      name: 'Ada',
    }),
    received: async (recipient) => sink.mailsTo(recipient.email).map((mail) => decoded(mail.raw)),
    killTarget: async (recipient) => sink.bounce(recipient.email),
    failNextDelivery: async (recipient) => sink.deferOnce(recipient.email),
    teardown: () => sink.close(),
  };
});
