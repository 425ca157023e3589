import { PACING_LOOKBACK_MS } from '../../../domain/bidding/pacing.js';
import type { BidSlot } from '../../../ports/bid-pacing-repository.port.js';
import type { ProfileSummary } from '../../../ports/freelancer-profile-repository.port.js';
import type { Repositories } from '../../../ports/storage.port.js';
import { dailyCountStart } from '../run-account.js';
import type { Candidate } from './candidates.js';
import { firstIndexAfter, windowStart, type Tick } from './tick-windows.js';

/** The per-user records read in bulk for a tick's candidates. */
export interface PerUser {
  readonly profiles: ReadonlyMap<string, ProfileSummary>;
  readonly placed: ReadonlyMap<string, number>;
  readonly alreadyBid: ReadonlyMap<string, ReadonlySet<string>>;
  readonly slots: ReadonlyMap<string, readonly BidSlot[]>;
}

/**
 * What the rules need that only the users with projects to look at need: their profiles, their
 * bids of the last 24 hours (only under a daily limit), which of their projects they already
 * bid on and their bid slots of the pacing's lookback, each read once for all of them, so a tick
 * makes the same few queries for 10 users or 10,000.
 */
export async function readPerUser(
  repositories: Pick<Repositories, 'profiles' | 'bids' | 'pacing'>,
  tick: Tick,
  candidates: readonly Candidate[],
): Promise<PerUser> {
  if (candidates.length === 0)
    return { profiles: new Map(), placed: new Map(), alreadyBid: new Map(), slots: new Map() };
  const { profiles, bids, pacing } = repositories;
  const ids = candidates.map((candidate) => candidate.user.id);
  const limited = candidates
    .filter((candidate) => candidate.settings.bidsLimit !== 'no_limit')
    .map((candidate) => candidate.user.id);
  // Every candidate's projects were first seen after the earliest window start: asking about all
  // of those costs one pass over the feed, not one per user.
  const earliest = candidates.reduce(
    (min, candidate) => Math.min(min, windowStart(candidate, tick.now).getTime()),
    tick.now.getTime(),
  );
  const projectIds = tick.feed.slice(firstIndexAfter(tick.feed, earliest)).map((entry) => entry.project.id);
  const [profilesById, placed, alreadyBid, slots] = await Promise.all([
    profiles.summaries(ids),
    limited.length === 0 ? new Map<string, number>() : bids.countPlacedSinceMany(limited, dailyCountStart(tick.now)),
    bids.projectIdsWithBidsMany(ids, projectIds),
    pacing.slotsSinceMany(ids, new Date(tick.now.getTime() - PACING_LOOKBACK_MS)),
  ]);
  return { profiles: profilesById, placed, alreadyBid, slots };
}
