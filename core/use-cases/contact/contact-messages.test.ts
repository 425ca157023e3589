import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { OutboxMailer } from '../../../adapters/mail/outbox-mailer.js';
import { InMemoryMailOutbox } from '../../../adapters/storage/memory/in-memory-mail-outbox.js';
import { InMemoryContactMessageRepository } from '../../../adapters/storage/memory/in-memory-contact-message-repository.js';
import { oneLine, supportMail } from '../../domain/contact/contact-message.js';
import type { Mailer } from '../../ports/mailer.port.js';
import { ContactInbox, SendContactMessage } from './contact-messages.js';

const input = { name: 'Ada', email: 'ada@example.com', subject: 'Plans', message: 'Line one\nLine two' };

describe('contact messages', () => {
  it('folds line breaks and control characters of a header into spaces', () => {
    expect(oneLine('Hi\r\nBcc: x@y.z\u2028X: 1\u0000')).toBe('Hi Bcc: x@y.z X: 1');
    expect(oneLine('  plain  ')).toBe('plain');
  });

  it('writes the support mail with the sender in the body and one-line headers', () => {
    const mail = supportMail(
      { ...input, subject: 'A\nB', id: 'm1', createdAt: new Date('2026-03-01T10:00:00.000Z'), handledAt: null },
      'support@example.com',
    );
    expect(mail).toEqual({
      to: 'support@example.com',
      subject: 'Contact form: A B',
      text: "From: Ada <ada@example.com>\nSent: 2026-03-01T10:00:00.000Z\nSubject: A B\n\nLine one\nLine two\n\n(Reply to the sender's address above. The message is also in the admin inbox.)",
    });
  });

  it('stores the message, mails SUPPORT_EMAIL when set, and nobody when not', async () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    const messages = new InMemoryContactMessageRepository();
    const outbox = new InMemoryMailOutbox();
    const mailer = new OutboxMailer(outbox, { from: 'no-reply@bidpilot.test', clock, logger: createLogger('silent') });
    await new SendContactMessage(messages, mailer, clock, 'support@example.com').execute(input);
    await new SendContactMessage(messages, mailer, clock, null).execute(input);
    expect((await messages.list({ page: 1, limit: 10 })).total).toBe(2);
    expect(outbox.sentTo('support@example.com')).toHaveLength(1);
  });

  it('keeps the message when the mail fails, and reports the failure', async () => {
    const messages = new InMemoryContactMessageRepository();
    const failures: unknown[] = [];
    const broken: Mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    const stored = await new SendContactMessage(
      messages,
      broken,
      new FixedClock('2026-03-01T10:00:00.000Z'),
      'support@example.com',
      (error) => failures.push(error),
    ).execute(input);
    expect((await messages.list({ page: 1, limit: 10 })).items).toEqual([stored]);
    expect(failures).toHaveLength(1);
  });

  it('answers an unknown message as not found when marking it handled', async () => {
    const inbox = new ContactInbox(new InMemoryContactMessageRepository(), new FixedClock('2026-03-01T10:00:00.000Z'));
    await expect(inbox.markHandled('nope')).rejects.toMatchObject({ code: 'CONTACT_MESSAGE_NOT_FOUND' });
  });
});
