import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BidAwardUpdate } from '../core/use-cases/engine/bid-award-event.js';
import type { InboxUpdate } from '../core/use-cases/notifications/inbox-event.js';
import type { UserUpdate } from '../core/use-cases/users/user-update-event.js';
import { LiveUpdateMessage, toLiveSnapshotMessage, toLiveUpdateMessage, type LiveSnapshotMessage } from './events.js';

const anUpdate = (overrides: Partial<UserUpdate> = {}): UserUpdate => ({
  availableBids: 0,
  unlimitedBids: false,
  planStatus: 'active',
  currentPlan: 'starter',
  billingPeriod: 'monthly',
  planExpirationDate: '2026-12-01T00:00:00.000Z',
  subscriptionStatus: 'active',
  subscriptionPlan: null,
  isActive: true,
  ...overrides,
});

describe('live event messages', () => {
  it('names exactly the fields the core publishes, with types the core can produce', () => {
    expectTypeOf<keyof UserUpdate | 'bid' | 'inbox'>().toEqualTypeOf<keyof LiveUpdateMessage>();
    expectTypeOf<UserUpdate>().toExtend<LiveUpdateMessage>();
    expectTypeOf<keyof LiveSnapshotMessage>().toEqualTypeOf<Exclude<keyof UserUpdate, 'notice' | 'autobidPause'>>();
  });

  it("carries the award sync's decided bid as the core writes it", () => {
    expectTypeOf<keyof BidAwardUpdate>().toEqualTypeOf<keyof NonNullable<LiveUpdateMessage['bid']>>();
    expectTypeOf<{ bid: BidAwardUpdate }>().toExtend<LiveUpdateMessage>();
    const bid: BidAwardUpdate = { id: 'b1', projectId: '4021', projectTitle: 'Dashboard', status: 'rejected' };

    expect(toLiveUpdateMessage({ bid })).toEqual({ bid });
    expect(toLiveUpdateMessage({ bid: { ...bid, status: 'submitted' } })).toBeNull();
  });

  it("carries the inbox's unread count and newest notification as the core writes them", () => {
    expectTypeOf<{ inbox: InboxUpdate }>().toExtend<LiveUpdateMessage>();
    const inbox: InboxUpdate = {
      unreadCount: 3,
      latest: {
        id: 'n1',
        kind: 'bid.awarded',
        title: 'You won',
        link: '/bid-logs/b1',
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    };

    expect(toLiveUpdateMessage({ inbox })).toEqual({ inbox });
    expect(toLiveUpdateMessage({ inbox: { unreadCount: 0, latest: null } })).toEqual({
      inbox: { unreadCount: 0, latest: null },
    });
    expect(toLiveUpdateMessage({ inbox: { unreadCount: '3', latest: null } })).toBeNull();
  });

  it('passes a published update through unchanged, keys in the order the core writes them', () => {
    const update = anUpdate({ notice: 'out of bids' });

    expect(JSON.stringify(toLiveUpdateMessage(update))).toBe(JSON.stringify(update));
  });

  it('carries a pause of autobidding as the core writes it', () => {
    const autobidPause = {
      code: 'OUT_OF_BIDS',
      message: 'You have used all of your bids.',
      since: '2026-01-15T12:00:00.000Z',
      until: null,
      resumesWhen: 'It resumes when you turn autobidding on again.',
    } as const;
    const update = anUpdate({ notice: 'Autobidding is paused', autobidPause });
    expect(JSON.stringify(toLiveUpdateMessage(update))).toBe(JSON.stringify(update));
    expect(toLiveUpdateMessage({ autobidPause: { ...autobidPause, code: 'NOPE' } })).toBeNull();
  });

  it('keeps a partial update partial', () => {
    expect(toLiveUpdateMessage({ isActive: false })).toEqual({ isActive: false });
  });

  it('refuses a record that is not an update', () => {
    expect(toLiveUpdateMessage({ availableBids: 'many' })).toBeNull();
    expect(toLiveUpdateMessage('availableBids')).toBeNull();
  });

  it('makes the snapshot from every live field, without a notice', () => {
    expect(toLiveSnapshotMessage(anUpdate({ notice: 'out of bids' }))).toEqual(anUpdate());
  });

  it('parses with the exported schema', () => {
    expect(LiveUpdateMessage.parse({ planStatus: 'expired' })).toEqual({ planStatus: 'expired' });
  });
});
