import type { AwardStatus } from '../../../core/ports/marketplace.port.js';
import { intBetween, type Random } from './random.js';
import { spread } from './simulator-behaviours.js';

const MINUTE = 60_000;

/** Shares of bids their owners award and reject; the others stay pending. */
const AWARDED = 0.12;
const REJECTED = 0.48;
/** A client who writes first does so this long after the bid, at the soonest and at the latest (minutes). */
const REPLY_AFTER_MINUTES = { min: 10, max: 6 * 60 } as const;
const REPLY_SALT = 0x7e91_c0de;

/** An owner's decision on a bid, and when it lands. */
export type OwnerDecision = { readonly status: AwardStatus; readonly at: number };

/**
 * What the owner will decide on a new bid, and when: most decide within hours, some never. Now
 * and then (`awardEndingRate`) an award ends revoked or canceled instead.
 */
export function ownerDecision(
  random: Random,
  now: number,
  appeal: number,
  awardEndingRate: number,
): OwnerDecision | null {
  const roll = random();
  // A proposal's appeal (proposalAppeal) moves the awards' share; the rejections' share stays.
  const awarded = AWARDED * appeal;
  if (roll >= awarded + REJECTED) return null;
  const at = now + intBetween(random, 20, 8 * 60) * MINUTE;
  if (roll >= awarded) return { status: 'rejected', at };
  // The low end of the awards' share ends otherwise, so switching endings on changes no other decision.
  const ended = awarded * awardEndingRate;
  return { status: roll >= ended ? 'awarded' : roll < ended / 2 ? 'revoked' : 'canceled', at };
}

/**
 * When the project's owner will start a message thread with the bidder, or null: decided by the
 * project, the bidder and how the proposal reads (`clientReplyRate` of them times its appeal), so every run of the demo agrees, at 10
 * minutes to 6 hours after the bid; an owner who will award writes first, before the award.
 */
export function clientFirstWriteAt(bid: {
  readonly projectId: number;
  readonly bidderId: number;
  readonly now: number;
  readonly decision: OwnerDecision | null;
  readonly appeal: number;
  readonly clientReplyRate: number;
}): number | null {
  const { projectId, bidderId, now, decision, appeal } = bid;
  const base = bid.clientReplyRate;
  // A rate of 1 (tests) is every bid, however it reads.
  const rate = base >= 1 ? 1 : Math.min(0.95, base * appeal);
  if (rate === 0) return null;
  const pair = Math.imul(projectId, 31) ^ bidderId;
  const awarding = decision?.status === 'awarded';
  if (!awarding && spread(pair, REPLY_SALT) >= rate) return null;
  const minutes =
    REPLY_AFTER_MINUTES.min +
    Math.floor(spread(pair, REPLY_SALT ^ 0x55) * (REPLY_AFTER_MINUTES.max - REPLY_AFTER_MINUTES.min));
  const at = now + minutes * MINUTE;
  return awarding && decision !== null ? Math.min(at, Math.max(now + MINUTE, decision.at - 5 * MINUTE)) : at;
}
