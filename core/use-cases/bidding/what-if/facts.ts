import { wasNeverPlaced } from '../../../domain/bidding/bid.js';
import { EMPTY_BALANCE, type BidBalance } from '../../../domain/ledger/ledger.js';
import type { User } from '../../../domain/users/user.js';
import type { ExchangeRates } from '../../../ports/exchange-rates.port.js';
import type { ProfileSummary } from '../../../ports/freelancer-profile-repository.port.js';
import type { FeedEntry } from '../../../ports/project-feed-repository.port.js';
import type { Repositories } from '../../../ports/storage.port.js';
import { dailyCountStart } from '../../engine/run-account.js';
import { usdRatesFor, type UsdRate } from '../../engine/usd-rates.js';
import type { RecentFeed } from '../recent-feed.js';

/** Pages of the user's own bids read for their times; past that the older ones count as bid before the replay. */
const BID_PAGES = 20;
const BID_PAGE_SIZE = 500;

/** What both replays read once. */
export interface Facts {
  readonly user: User;
  readonly feed: readonly FeedEntry[];
  readonly usdRate: UsdRate;
  readonly profile: ProfileSummary | null;
  readonly balance: BidBalance;
  /** The user's real bids on the feed's projects, by project: when each was submitted (-Infinity: before the bids read). */
  readonly realBids: ReadonlyMap<string, number>;
  /** Submission times of the real bids placed before the replay, for its first day's 24-hour count. */
  readonly earlierPlaced: readonly number[];
  readonly from: number;
  readonly to: number;
}

/** Where a what-if reads its facts. */
export interface FactSources {
  readonly repositories: Pick<Repositories, 'profiles' | 'ledger' | 'bids'>;
  readonly recentFeed: RecentFeed;
  readonly rates: ExchangeRates;
}

/** The facts of the replayed period [from, to]: the feed it saw, and the user's account and real bids. */
export async function readFacts(sources: FactSources, user: User, from: number, to: number): Promise<Facts> {
  const { profiles, ledger, bids } = sources.repositories;
  const feed = await sources.recentFeed.between(from, to);
  const projects = feed.map((entry) => entry.project);
  const [usdRate, summaries, balances, bidOn, timed] = await Promise.all([
    usdRatesFor(sources.rates, projects),
    profiles.summaries([user.id]),
    ledger.balances([user.id]),
    bids.projectIdsWithBids(
      user.id,
      projects.map((project) => project.id),
    ),
    bidTimes(bids, user.id, dailyCountStart(new Date(from)).getTime()),
  ]);
  const realBids = new Map<string, number>();
  for (const projectId of bidOn) realBids.set(projectId, timed.byProject.get(projectId) ?? Number.NEGATIVE_INFINITY);
  const summary = summaries.get(user.id);
  // Freelancer's reading of the account is of now, not of the replayed runs: unknown, it blocks none.
  const profile = summary === undefined ? null : { ...summary, marketplaceAccount: null };
  return {
    user,
    feed,
    usdRate,
    profile,
    balance: balances.get(user.id) ?? EMPTY_BALANCE,
    realBids,
    earlierPlaced: timed.placedBefore(from),
    from,
    to,
  };
}

/** The user's bids submitted since `horizon`, newest first, a page at a time: when each project was bid, and which were placed. */
async function bidTimes(bids: Repositories['bids'], userId: string, horizon: number) {
  const byProject = new Map<string, number>();
  const placed: number[] = [];
  for (let page = 1; page <= BID_PAGES; page++) {
    const { items } = await bids.listByUser(userId, {
      page,
      limit: BID_PAGE_SIZE,
      sortBy: 'submittedAt',
      sortOrder: 'desc',
    });
    for (const bid of items) {
      const at = bid.submittedAt.getTime();
      if (at < horizon) continue;
      byProject.set(bid.projectId, at);
      // Failed, held and declined bids never reached Freelancer: the 24-hour limit does not count them.
      if (!wasNeverPlaced(bid.status)) placed.push(at);
    }
    const last = items.at(-1);
    if (items.length < BID_PAGE_SIZE || last === undefined || last.submittedAt.getTime() < horizon) break;
  }
  return { byProject, placedBefore: (instant: number) => placed.filter((at) => at < instant) };
}
