import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { OutboxMailer } from '../../../adapters/mail/outbox-mailer.js';
import { InMemoryMailOutbox } from '../../../adapters/storage/memory/in-memory-mail-outbox.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import type { User } from '../../domain/users/user.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import { ChangePassword, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from './change-password.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { MailRejectedError, type Mailer } from '../../ports/mailer.port.js';
import {
  PASSWORD_RESET_QUEUE,
  RequestPasswordReset,
  RESET_REQUESTED_MESSAGE,
  RESET_TOKEN_LIFETIME_MS,
  ResetPassword,
  resetTokenHash,
  SendPasswordReset,
  type PasswordResetPayload,
  type PasswordResetResult,
} from './password-reset.js';
import { SignOut } from './sign-out.js';

/** Hashes are readable, so a test can tell which password a row keeps. */
const plainHasher: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (hash, password) => hash === `hashed:${password}`,
};

describe('password and session use cases', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let outbox: InMemoryMailOutbox;
  let mailer: OutboxMailer;
  let user: User;
  const session = (id: string) => storage.users.startSession({ id, userId: user.id, startedAt: clock.now() });
  const live = async (id: string) => (await storage.users.findSession(id)) !== null;
  const linkToken = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  beforeEach(async () => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    outbox = new InMemoryMailOutbox();
    mailer = new OutboxMailer(outbox, { from: 'no-reply@bidpilot.test', clock, logger: createLogger('silent') });
    user = await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'hashed:Old!pass1' });
  });

  it('SignOut ends only the session asked for, and only for its owner', async () => {
    await session('phone');
    await session('laptop');
    await new SignOut(storage.users).execute({ userId: 'someone-else', sessionId: 'laptop' });
    await new SignOut(storage.users).execute({ userId: user.id, sessionId: 'phone' });
    expect([await live('phone'), await live('laptop')]).toEqual([false, true]);
  });

  describe('ChangePassword', () => {
    const change = (input: Partial<Parameters<ChangePassword['execute']>[0]> = {}) =>
      new ChangePassword(storage, plainHasher).execute({
        userId: user.id,
        sessionId: 'phone',
        currentPassword: 'Old!pass1',
        newPassword: 'New!pass12',
        ...input,
      });

    it('needs the current password; a wrong one changes nothing and ends nothing', async () => {
      await session('laptop');
      await expect(change({ currentPassword: 'Wrong!pass1' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: WRONG_CURRENT_PASSWORD,
      });
      expect((await storage.users.findById(user.id))?.passwordHash).toBe('hashed:Old!pass1');
      expect(await live('laptop')).toBe(true);
    });

    it('refuses a weak, unconfirmed or unchanged new password', async () => {
      await expect(change({ newPassword: 'weak' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'newPassword' },
      });
      await expect(change({ confirmPassword: 'Other!pass1' })).rejects.toMatchObject({
        message: 'Passwords do not match',
      });
      await expect(change({ newPassword: 'Old!pass1' })).rejects.toMatchObject({ message: SAME_PASSWORD });
    });

    it('sets the password, keeps the asking session, ends the others and voids outstanding reset links', async () => {
      await session('phone');
      await session('laptop');
      await storage.users.savePasswordReset({
        tokenHash: 'pending',
        userId: user.id,
        expiresAt: new Date(clock.now().getTime() + 60_000),
      });

      await change();

      expect((await storage.users.findById(user.id))?.passwordHash).toBe('hashed:New!pass12');
      expect([await live('phone'), await live('laptop')]).toEqual([true, false]);
      expect(await storage.users.takePasswordReset('pending', clock.now())).toBeNull();
    });
  });

  describe('RequestPasswordReset and ResetPassword', () => {
    let queue: InMemoryJobQueue;
    beforeEach(() => {
      queue = new InMemoryJobQueue(clock);
    });
    const resetLink = (token: string) => `https://bidpilot.test/reset-password?token=${token}`;
    /** What the `password-reset` worker does: each queued request sent, its job ended as the worker ends it. */
    const work = async (sender: Mailer = mailer): Promise<PasswordResetResult[]> => {
      const results: PasswordResetResult[] = [];
      for (let job = await queue.take<PasswordResetPayload>(PASSWORD_RESET_QUEUE); job !== null;) {
        try {
          results.push(await new SendPasswordReset(storage, sender, clock, resetLink).execute(job));
          await queue.complete(job);
        } catch (error) {
          await queue.fail(job, String(error));
          throw error;
        }
        job = await queue.take<PasswordResetPayload>(PASSWORD_RESET_QUEUE);
      }
      return results;
    };
    const request = async (email: string) => {
      const answer = await new RequestPasswordReset(queue).execute({ email });
      await work();
      return answer;
    };
    const reset = (token: string, password = 'New!pass12') =>
      new ResetPassword(storage, plainHasher, clock).execute({ token, password });

    it('answers every address alike and mails only an enabled account, with a link whose token is stored hashed', async () => {
      const disabled = await storage.users.create({
        name: 'Off',
        email: 'off@example.com',
        passwordHash: 'hashed:Old!pass1',
      });
      await storage.users.update(disabled.id, { isActive: false });

      expect(await request('ADA@example.com')).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(await request('nobody@example.com')).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(await request('off@example.com')).toEqual({ message: RESET_REQUESTED_MESSAGE });

      expect(outbox.sentTo('ada@example.com').map((mail) => mail.to)).toEqual(['ada@example.com']);
      const token = linkToken(outbox.sentTo('ada@example.com')[0]?.text ?? '');
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(await storage.users.takePasswordReset(resetTokenHash(token), clock.now())).toBe(user.id);
    });

    it('answers before anything is looked up or mailed: every address only queues the request, one for a burst', async () => {
      const requestOnly = new RequestPasswordReset(queue);
      expect(await requestOnly.execute({ email: 'ada@example.com' })).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(await requestOnly.execute({ email: ' ADA@example.com ' })).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(await requestOnly.execute({ email: 'nobody@example.com' })).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(outbox.sentTo('ada@example.com')).toEqual([]);

      expect(await work()).toEqual(['sent', 'none']);
      expect(outbox.sentTo('ada@example.com')).toHaveLength(1);
    });

    it('tries a passing mail failure again later with a fresh token, and gives up on a mailbox refused for good', async () => {
      const failing = (permanent: boolean): Mailer => ({
        send: async () => {
          throw new MailRejectedError('mail server said no', permanent);
        },
      });
      await new RequestPasswordReset(queue).execute({ email: 'ada@example.com' });
      await expect(work(failing(false))).rejects.toThrow('mail server said no');
      clock.advance(60_000);
      expect(await work()).toEqual(['sent']);
      expect(outbox.sentTo('ada@example.com')).toHaveLength(1);

      await new RequestPasswordReset(queue).execute({ email: 'ada@example.com' });
      expect(await work(failing(true))).toEqual(['undeliverable']);
      clock.advance(10 * 60_000);
      expect(await queue.take(PASSWORD_RESET_QUEUE)).toBeNull();
    });

    it('resets once within the hour and ends every session; a second use, or a late one, is refused', async () => {
      await session('phone');
      await request('ada@example.com');
      await request('ada@example.com');
      const [first, second] = outbox.sentTo('ada@example.com').map((mail) => linkToken(mail.text));

      await reset(first ?? '');

      expect((await storage.users.findById(user.id))?.passwordHash).toBe('hashed:New!pass12');
      expect(await live('phone')).toBe(false);
      await expect(reset(first ?? '', 'Again!pass1')).rejects.toMatchObject({ code: 'RESET_TOKEN_INVALID' });
      // The other link of the same user went with the reset.
      await expect(reset(second ?? '', 'Again!pass1')).rejects.toMatchObject({ code: 'RESET_TOKEN_INVALID' });

      await request('ada@example.com');
      const late = linkToken(outbox.sentTo('ada@example.com').at(-1)?.text ?? '');
      clock.advance(RESET_TOKEN_LIFETIME_MS);
      await expect(reset(late, 'Late!pass12')).rejects.toMatchObject({ code: 'RESET_TOKEN_INVALID' });
      expect((await storage.users.findById(user.id))?.passwordHash).toBe('hashed:New!pass12');
    });

    it('keeps the token when the new password is refused, and refuses the token of a user disabled since', async () => {
      await request('ada@example.com');
      const token = linkToken(outbox.sentTo('ada@example.com')[0]?.text ?? '');
      await expect(reset(token, 'weak')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      await storage.users.update(user.id, { isActive: false });
      await expect(reset(token)).rejects.toMatchObject({ code: 'RESET_TOKEN_INVALID' });
      expect((await storage.users.findById(user.id))?.passwordHash).toBe('hashed:Old!pass1');
    });
  });
});
