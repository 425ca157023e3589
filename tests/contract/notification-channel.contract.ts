import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../core/domain/notifications/notification.js';
import type {
  NotificationChannel,
  OutgoingNotification,
  Recipient,
} from '../../core/ports/notification-channel.port.js';

/** What reached the channel's far end for one user: each message as plain text (links included). */
export type Received = readonly string[];

export interface NotificationChannelFixture {
  readonly channel: NotificationChannel;
  /** A fresh user with a target on the channel (a linked chat, a webhook URL, a mailbox). */
  readonly aLinkedUser: () => Promise<Recipient>;
  /** What the user's target received so far, oldest first. */
  readonly received: (recipient: Recipient) => Promise<Received>;
  /** Makes the far end refuse the user's target for good (a bounced mailbox, a removed webhook, a blocked bot). */
  readonly killTarget: (recipient: Recipient) => Promise<void>;
  /** Makes the far end fail the user's next delivery in passing (a 4xx SMTP answer, a 429 or 5xx). */
  readonly failNextDelivery: (recipient: Recipient) => Promise<void>;
  readonly teardown: () => Promise<void>;
}

const anAward = (recipient: Recipient, title = 'You won "Build a React dashboard"'): OutgoingNotification => {
  const notification: Notification = {
    id: randomUUID(),
    userId: recipient.userId,
    kind: 'bid.awarded',
    title,
    body: 'The client awarded you the project. Accept it on Freelancer within 3 days, or the award lapses.',
    link: '/bid-logs/bid-1',
    data: { bidId: 'bid-1' },
    createdAt: new Date('2026-03-01T10:00:00.000Z'),
    readAt: null,
  };
  return {
    notification,
    recipient,
    unsubscribeUrl: `https://bidpilot.test/api/notifications/unsubscribe?token=${randomUUID()}`,
    linkUrl: 'https://bidpilot.test/bid-logs/bid-1',
  };
};

/**
 * The NotificationChannel contract (core/ports/notification-channel.port.ts), run against each
 * channel with its offline far end: delivered to the user's own target only, skipped without one,
 * `retry` for a passing failure, `dead` for a target gone for good, off after `unlink`.
 */
export function describeNotificationChannelContract(
  name: string,
  setup: () => Promise<NotificationChannelFixture>,
): void {
  describe(`NotificationChannel contract: ${name}`, () => {
    let fixture: NotificationChannelFixture;

    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(() => fixture?.teardown());

    it('delivers to the linked user the title, the body and the link', async () => {
      const user = await fixture.aLinkedUser();
      expect(await fixture.channel.isLinked(user.userId)).toBe(true);

      expect(await fixture.channel.deliver(anAward(user))).toEqual({ kind: 'delivered' });

      const received = await fixture.received(user);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('You won "Build a React dashboard"');
      expect(received[0]).toContain('Accept it on Freelancer within 3 days');
      expect(received[0]).toContain('https://bidpilot.test/bid-logs/bid-1');
    });

    it("reaches only the recipient's own target", async () => {
      const [ada, bo] = [await fixture.aLinkedUser(), await fixture.aLinkedUser()];
      await fixture.channel.deliver(anAward(ada, 'For Ada only'));
      expect((await fixture.received(ada)).join('\n')).toContain('For Ada only');
      expect((await fixture.received(bo)).join('\n')).not.toContain('For Ada only');
    });

    it('skips a user whose channel was unlinked, sending nothing', async () => {
      const user = await fixture.aLinkedUser();
      await fixture.channel.unlink(user.userId, 'Turned off by you');
      expect(await fixture.channel.isLinked(user.userId)).toBe(false);
      expect(await fixture.channel.deliver(anAward(user))).toEqual({ kind: 'skipped' });
      expect(await fixture.received(user)).toEqual([]);
    });

    it('skips a user who never linked the channel', async () => {
      const user = await fixture.aLinkedUser();
      await fixture.channel.unlink(user.userId, 'Turned off by you');
      const stranger: Recipient = { userId: randomUUID(), email: 'stranger@example.com', name: 'Stranger' };
      const outcome = await fixture.channel.deliver(anAward(stranger));
      // E-mail is on by default for any account: a stranger's mail may go out. Every other channel needs a target.
      if (fixture.channel.name === 'email') expect(['delivered', 'skipped']).toContain(outcome.kind);
      else expect(outcome).toEqual({ kind: 'skipped' });
    });

    it('answers retry for a passing failure, and delivers on the next try', async () => {
      const user = await fixture.aLinkedUser();
      await fixture.failNextDelivery(user);
      expect(await fixture.channel.deliver(anAward(user))).toEqual({ kind: 'retry', reason: expect.any(String) });
      expect(await fixture.channel.deliver(anAward(user))).toEqual({ kind: 'delivered' });
    });

    it('answers dead with a reason when the target is gone for good, and unlink switches the channel off', async () => {
      const user = await fixture.aLinkedUser();
      await fixture.killTarget(user);
      const outcome = await fixture.channel.deliver(anAward(user));
      expect(outcome).toEqual({ kind: 'dead', reason: expect.stringMatching(/\S/) });
      await fixture.channel.unlink(user.userId, outcome.kind === 'dead' ? outcome.reason : '');
      expect(await fixture.channel.isLinked(user.userId)).toBe(false);
      expect(await fixture.channel.deliver(anAward(user))).toEqual({ kind: 'skipped' });
    });
  });
}
