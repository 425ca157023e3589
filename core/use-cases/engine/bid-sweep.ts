import type { Bid } from '../../domain/bidding/bid.js';
import { isDomainError } from '../../domain/errors.js';
import type { AwardCursor } from '../../ports/bid-repository.port.js';
import type { FreelancerProfileRepository } from '../../ports/freelancer-profile-repository.port.js';

/** Bids read per page, and per run at most, unless a sync is given other limits. */
const PAGE_SIZE = 500;
const MAX_BIDS_PER_RUN = 5_000;

/** How far one run of a sync may go. */
export interface SweepLimits {
  readonly pageSize: number;
  /** Bids read per run at most, so users who cost no call cannot make a run read the whole table. */
  readonly maxBids: number;
  /** Marketplace calls per run at most, whatever the number of users. */
  readonly maxCalls: number;
}

/** A sync's limits as its owner may set them; what is left out is the default. */
export interface SyncLimits {
  readonly pageSize?: number;
  readonly maxBidsPerRun?: number;
  readonly maxCallsPerRun?: number;
}

/** The limits of one run: the given ones, else 500 bids a page, 5,000 a run, and the sync's own call budget. */
const sweepLimits = (given: SyncLimits, maxCallsPerRun: number): SweepLimits => ({
  pageSize: given.pageSize ?? PAGE_SIZE,
  maxBids: given.maxBidsPerRun ?? MAX_BIDS_PER_RUN,
  maxCalls: given.maxCallsPerRun ?? maxCallsPerRun,
});

/** What every sync run answers, beside the counts of what it changed. */
export interface SweepResult {
  /** Submitted bids the marketplace was asked about. */
  readonly checked: number;
  /** Users whose bids could not be asked about this run (no token, token refused, rate limited). */
  readonly skippedUsers: number;
  /** Set when the marketplace was down: the run stopped and the next one starts again from there. */
  readonly interrupted: boolean;
  /** Marketplace requests made. */
  readonly calls: number;
}

/** A result while its run adds to it. */
export type Running<Result> = { -readonly [K in keyof Result]: Result[K] };

/** What a run has spent and whether the marketplace stopped it; the user's sync adds to `calls`. */
export interface SweepTotals {
  calls: number;
  interrupted: boolean;
}

/**
 * One run of a sync over the bids it watches (award sync, reply sync): pages through them oldest
 * first from `resumeAfter`, one `syncUser` call per user per page, until the bids or the calls of
 * the run are spent, the marketplace is down (`syncUser` answers false: asking about the other
 * users' bids would fail alike) or the bids run out (then it wraps around). A page is never longer
 * than the calls left, and a page of n bids costs at most n calls, so a run keeps its budget
 * however the bids spread over users. Answers where the next run carries on.
 */
export async function sweepBidsByUser(
  listPage: (limit: number, after: AwardCursor | undefined) => Promise<readonly Bid[]>,
  resumeAfter: AwardCursor | undefined,
  limits: SweepLimits,
  totals: SweepTotals,
  syncUser: (bids: readonly Bid[]) => Promise<boolean>,
): Promise<AwardCursor | undefined> {
  let cursor = resumeAfter;
  for (let read = 0; read < limits.maxBids && totals.calls < limits.maxCalls;) {
    const page = await listPage(
      Math.min(limits.pageSize, limits.maxBids - read, limits.maxCalls - totals.calls),
      cursor,
    );
    if (page.length === 0) return undefined;
    read += page.length;
    for (const bids of groupByUser(page)) {
      if (!(await syncUser(bids))) {
        totals.interrupted = true;
        return cursor;
      }
    }
    const last = page[page.length - 1] as Bid;
    cursor = { submittedAt: last.submittedAt, id: last.id };
  }
  return cursor;
}

/**
 * A sync over the bids it watches (award sync, reply sync), run after run: each run carries on
 * where the last stopped (sweepBidsByUser), asking the marketplace about each user's bids with the
 * user's own token (syncUserBids).
 */
export interface UserBidSweep {
  /** One run, adding to `totals`: for each user's bids of a page, `question` asks and `apply` acts on the answer. */
  run<Answer>(
    totals: Running<SweepResult>,
    question: (bids: readonly Bid[]) => UserBidsQuestion<Answer>,
    apply: (bids: readonly Bid[], answer: Answer) => Promise<void>,
  ): Promise<void>;
}

/** A sweep over the bids `listPage` pages through, within the given limits (the sync's own call budget by default). */
export function userBidSweep(
  listPage: (limit: number, after: AwardCursor | undefined) => Promise<readonly Bid[]>,
  profiles: Pick<FreelancerProfileRepository, 'get'>,
  given: SyncLimits,
  maxCallsPerRun: number,
): UserBidSweep {
  const limits = sweepLimits(given, maxCallsPerRun);
  let resumeAfter: AwardCursor | undefined;
  return {
    async run(totals, question, apply) {
      resumeAfter = await sweepBidsByUser(listPage, resumeAfter, limits, totals, (bids) =>
        syncUserBids(profiles, bids, totals, question(bids), (answer) => apply(bids, answer)),
      );
    },
  };
}

/** One question to the marketplace about a user's bids, asked with the user's own token. */
export interface UserBidsQuestion<Answer> {
  /** Requests it costs, counted before it is asked whether or not it is answered. */
  readonly calls: number;
  ask(token: string, bidderId: string): Promise<Answer>;
}

/**
 * One user's turn in a sync (the `syncUser` of sweepBidsByUser): a user without a token, or whose
 * token the marketplace refuses, is skipped; the marketplace down answers false, so the run stops;
 * otherwise the bids count as checked and `apply` acts on the answer.
 */
async function syncUserBids<Answer>(
  profiles: Pick<FreelancerProfileRepository, 'get'>,
  bids: readonly Bid[],
  totals: Running<Omit<SweepResult, 'interrupted'>>,
  question: UserBidsQuestion<Answer>,
  apply: (answer: Answer) => Promise<void>,
): Promise<boolean> {
  const profile = await profiles.get((bids[0] as Bid).userId);
  if (!profile?.oauthToken || !profile.freelancerUserId) {
    totals.skippedUsers += 1;
    return true;
  }
  let answer: Answer;
  try {
    totals.calls += question.calls;
    answer = await question.ask(profile.oauthToken, profile.freelancerUserId);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'MARKETPLACE_UNAVAILABLE') return false;
    totals.skippedUsers += 1;
    return true;
  }
  totals.checked += bids.length;
  await apply(answer);
  return true;
}

function groupByUser(bids: readonly Bid[]): Bid[][] {
  const byUser = new Map<string, Bid[]>();
  for (const bid of bids) {
    const group = byUser.get(bid.userId);
    if (group === undefined) byUser.set(bid.userId, [bid]);
    else group.push(bid);
  }
  return [...byUser.values()];
}
