import { describe, expect, it } from 'vitest';
import type { Bid } from '../bidding/bid.js';
import type { User } from '../users/user.js';
import { acceptDeadline, AWARD_ACCEPT_WINDOW_MS, bidAwardedNotification } from './award-deadline.js';
import { defaultPreferences, effectivePreferences, withChannel, withoutChannel } from './notification.js';
import { dueReminder } from './plan-reminders.js';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('preferences', () => {
  it('sends awards to every linked channel by default, account matters to the inbox and mail, the rest to the inbox', () => {
    const defaults = defaultPreferences(new Set(['inapp', 'telegram']));
    expect(defaults['bid.awarded']).toEqual(['inapp', 'email', 'telegram']);
    expect(defaults['payment.failed']).toEqual(['inapp', 'email']);
    expect(defaults['bid.replied']).toEqual(['inapp']);
    expect(defaults['channel.disabled']).toEqual(['inapp']);
  });

  it('takes the user’s choice per kind over the defaults, in channel order, and always keeps the channel notice in the inbox', () => {
    const effective = effectivePreferences(
      { 'bid.awarded': ['slack', 'inapp'], 'channel.disabled': [] },
      new Set(['inapp', 'slack']),
    );
    expect(effective['bid.awarded']).toEqual(['inapp', 'slack']);
    expect(effective['plan.expired']).toEqual(['inapp', 'email']);
    expect(effective['channel.disabled']).toEqual(['inapp']);
  });

  it('switches one channel of one kind off and on again', () => {
    const current = effectivePreferences(null, new Set(['inapp', 'slack']));
    const off = effectivePreferences(withoutChannel(current, 'bid.awarded', 'email'), new Set());
    expect(off['bid.awarded']).toEqual(['inapp', 'slack']);
    expect(effectivePreferences(withChannel(off, 'bid.awarded', 'email'), new Set())['bid.awarded']).toEqual([
      'inapp',
      'email',
      'slack',
    ]);
  });
});

describe('award deadline', () => {
  it('is Freelancer’s 36 hours from when the sync saw the award, less one sync interval', () => {
    expect(acceptDeadline(NOW).getTime() - NOW.getTime()).toBe(AWARD_ACCEPT_WINDOW_MS - 5 * 60_000);
  });

  it('names the bid once, links to it, and carries the deadline for the countdown', () => {
    const bid = {
      id: 'b1',
      userId: 'u1',
      projectId: '42',
      projectTitle: 'Logo',
      projectUrl: 'https://www.freelancer.com/projects/42',
    } as Bid;
    const request = bidAwardedNotification(bid, NOW);
    expect(request).toMatchObject({
      userId: 'u1',
      kind: 'bid.awarded',
      title: 'You won “Logo”',
      link: '/bid-logs/b1',
      dedupeKey: 'bid.awarded:b1',
    });
    expect(request.data.acceptBy).toBe('2026-03-02T21:55:00.000Z');
  });
});

describe('plan reminders', () => {
  const user = (expiresIn: number | null, overrides: Partial<User> = {}): User =>
    ({
      id: 'u1',
      planStatus: 'active',
      planExpirationDate: expiresIn === null ? null : new Date(NOW.getTime() + expiresIn),
      scheduledPlan: null,
      ...overrides,
    }) as User;

  it('is due a week ahead, then a day ahead, with keys naming the expiry date', () => {
    expect(dueReminder(user(6 * DAY), NOW)).toEqual({
      window: '7d',
      daysLeft: 6,
      dedupeKey: 'plan.expiring:u1:2026-03-07T10:00:00.000Z:7d',
    });
    expect(dueReminder(user(7 * DAY), NOW)?.window).toBe('7d');
    expect(dueReminder(user(20 * HOUR), NOW)).toEqual({
      window: '1d',
      daysLeft: 1,
      dedupeKey: 'plan.expiring:u1:2026-03-02T06:00:00.000Z:1d',
    });
  });

  it('is not due further out, after the end, without an active plan, or with a change scheduled for the end', () => {
    expect(dueReminder(user(8 * DAY), NOW)).toBeNull();
    expect(dueReminder(user(-HOUR), NOW)).toBeNull();
    expect(dueReminder(user(null), NOW)).toBeNull();
    expect(dueReminder(user(DAY, { planStatus: 'expired' }), NOW)).toBeNull();
    expect(dueReminder(user(DAY, { scheduledPlan: {} as User['scheduledPlan'] }), NOW)).toBeNull();
  });
});
