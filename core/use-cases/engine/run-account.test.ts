import { describe, expect, it } from 'vitest';
import { defaultBiddingSettings } from '../../domain/bidding/settings.js';
import { newUserRecord } from '../../domain/users/user.js';
import type { FreelancerProfile } from '../../ports/freelancer-profile-repository.port.js';
import { accountOf, blockReasonsOf } from './run-account.js';

const now = new Date('2026-01-15T12:00:00.000Z');
const admin = newUserRecord({ id: 'u1', name: 'Ada', email: 'ada@example.com', passwordHash: 'x', role: 'admin' }, now);
const ready = {
  user: admin,
  settings: { ...defaultBiddingSettings('u1', now), isActive: true, skills: ['React.js'] },
  profile: { userId: 'u1', oauthToken: 'tok', freelancerUserId: '42', marketplaceAccount: null, updatedAt: now },
  balance: { plan: 3, extra: 0 },
  bidsPlacedLast24h: 0,
  now,
};

describe('a run account', () => {
  it('carries the token and the rules facts of the records it was given', () => {
    const account = accountOf(ready);
    expect(account).toMatchObject({
      userId: 'u1',
      token: 'tok',
      context: { hasToken: true, balance: { total: 3, unlimited: false } },
    });
    expect(accountOf({ ...ready, profile: null })).toMatchObject({ token: null, context: { hasToken: false } });
  });

  it('is blocked for no reason when its projects may be evaluated', () => {
    expect(blockReasonsOf(accountOf(ready))).toEqual([]);
  });

  it('carries the kinds of project the user cannot bid on', () => {
    const account = accountOf({ ...ready, settings: { ...ready.settings, unbiddableKinds: ['nda', 'featured'] } });
    expect(account.context.unbiddableKinds).toEqual(new Set(['nda', 'featured']));
    expect(accountOf(ready).context.unbiddableKinds).toEqual(new Set());
  });

  it('is blocked while paused, with the pause’s own words instead of "turned off"; an ended cool-down blocks nothing', () => {
    const pause = { code: 'OUT_OF_BIDS', message: 'You have used all of your bids.', since: now, until: null } as const;
    expect(blockReasonsOf(accountOf({ ...ready, settings: { ...ready.settings, isActive: false, pause } }))).toEqual([
      { code: 'AUTOBID_PAUSED', message: 'Autobidding is paused: Freelancer says you have used all of your bids' },
    ]);
    const ended = {
      code: 'TOO_FAST',
      message: 'You appear to be bidding too fast.',
      since: new Date(now.getTime() - 20 * 60_000),
      until: new Date(now.getTime() - 5 * 60_000),
    } as const;
    expect(blockReasonsOf(accountOf({ ...ready, settings: { ...ready.settings, pause: ended } }))).toEqual([]);
  });

  it('names every account reason with the message a user reads, in the rules order', () => {
    const reasons = blockReasonsOf(accountOf({ ...ready, profile: null, balance: { plan: 0, extra: 0 } }));
    expect(reasons.map((reason) => reason.code)).toEqual(['NO_TOKEN', 'NO_BIDS_LEFT']);
    expect(reasons.every((reason) => reason.message.length > 0)).toBe(true);
  });

  it('is blocked while a fresh reading of the Freelancer account says no bids are left or the account is limited', () => {
    const withCheck = (check: Partial<NonNullable<FreelancerProfile['marketplaceAccount']>>, checkedAt = now) =>
      accountOf({
        ...ready,
        profile: {
          ...ready.profile,
          marketplaceAccount: { bidsRemaining: 5, bidLimit: 15, limited: false, checkedAt, ...check },
        },
      });
    expect(blockReasonsOf(withCheck({ bidsRemaining: 0 }))).toEqual([
      { code: 'MARKETPLACE_BIDS_USED_UP', message: 'Your Freelancer account has no bids left' },
    ]);
    expect(blockReasonsOf(withCheck({ limited: true, bidsRemaining: 0 })).map((reason) => reason.code)).toEqual([
      'MARKETPLACE_ACCOUNT_LIMITED',
    ]);
    // Unknown never blocks, and a reading older than a few minutes is asked again rather than trusted.
    expect(blockReasonsOf(withCheck({ bidsRemaining: null }))).toEqual([]);
    expect(blockReasonsOf(withCheck({ bidsRemaining: 0 }, new Date(now.getTime() - 10 * 60_000)))).toEqual([]);
  });
});
