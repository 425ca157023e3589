import type { BlockReason } from '../../domain/bidding/autobid-reasons.js';
import { accountBlockReasons, type AutobidContext } from '../../domain/bidding/autobid-rules.js';
import type { ProjectKind } from '../../domain/bidding/project-kind.js';
import { runProfiles, type SearchProfile } from '../../domain/bidding/search-profile.js';
import type { BiddingSettings, RunSettings } from '../../domain/bidding/settings.js';
import { totalBids, type BidBalance } from '../../domain/ledger/ledger.js';
import { hasUnlimitedBids } from '../../domain/plans/plan-change.js';
import { isPlanActive } from '../../domain/plans/plan-rules.js';
import type { User } from '../../domain/users/user.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';
import type { FreelancerProfile, ProfileSummary } from '../../ports/freelancer-profile-repository.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { viewUser } from '../users/user-view.js';

const DAY_MS = 24 * 3600_000;
const NO_KINDS: ReadonlySet<ProjectKind> = new Set();

/** One user's facts for the rules, before any project is looked at. */
export interface RunAccount {
  readonly userId: string;
  readonly context: Omit<AutobidContext, 'projects' | 'usdRate' | 'unbiddableKinds'> &
    Required<Pick<AutobidContext, 'unbiddableKinds'>>;
  /** The user's marketplace token; null when none is stored. */
  readonly token: string | null;
  /** The active profiles beside the main one as stored, whatever their schedule says now; absent or empty: none. */
  readonly searchProfiles?: readonly SearchProfile[];
}

/**
 * What the rules need of the user, from records the caller loaded (one user, or many at once).
 * Whether the user's bids are unlimited is on the user: their plan's entitlement as bought.
 */
export function accountOf(input: {
  readonly user: User;
  readonly settings: RunSettings;
  /** A summary (no token) where the caller only needs to know whether one is stored: the dispatcher. */
  readonly profile: FreelancerProfile | ProfileSummary | null;
  readonly balance: BidBalance;
  readonly bidsPlacedLast24h: number;
  readonly now: Date;
  /** The user's active profiles beside the main one, oldest first (docs/design.md#search-profiles). */
  readonly searchProfiles?: readonly SearchProfile[];
}): RunAccount {
  const { user, profile, now } = input;
  const token = profile !== null && 'oauthToken' in profile ? profile.oauthToken : null;
  const hasToken = profile !== null && ('hasToken' in profile ? profile.hasToken : token !== null);
  return {
    userId: user.id,
    token,
    ...(input.searchProfiles === undefined || input.searchProfiles.length === 0
      ? {}
      : { searchProfiles: input.searchProfiles }),
    context: {
      settings: input.settings,
      user: { role: user.role, planStatus: isPlanActive(user, now) ? 'active' : 'expired', isActive: user.isActive },
      hasToken: hasToken && typeof profile?.freelancerUserId === 'string',
      balance: { total: totalBids(input.balance), unlimited: hasUnlimitedBids(user, now) },
      marketplaceAccount: profile?.marketplaceAccount ?? null,
      now,
      projectIdsAlreadyBid: new Set(),
      freelancerUserId: profile?.freelancerUserId ?? null,
      // Most users have none: they share one empty set.
      unbiddableKinds: input.settings.unbiddableKinds.length === 0 ? NO_KINDS : new Set(input.settings.unbiddableKinds),
      bidsPlacedLast24h: input.bidsPlacedLast24h,
      // Most users have no other profile: their run is the main one alone, as before profiles.
      ...(input.searchProfiles === undefined || input.searchProfiles.length === 0
        ? {}
        : { profiles: runProfiles(input.settings, input.searchProfiles, now) }),
    },
  };
}

/** Where the rolling 24-hour count of placed bids starts. */
export const dailyCountStart = (now: Date): Date => new Date(now.getTime() - DAY_MS);

/** The rolling 24-hour count matters only under a bidsLimit; without one the query is saved. */
export const bidsPlacedLast24h = (
  bids: Pick<BidRepository, 'countPlacedSince'>,
  settings: RunSettings,
  now: Date,
): Promise<number> =>
  settings.bidsLimit === 'no_limit' ? Promise.resolve(0) : bids.countPlacedSince(settings.userId, dailyCountStart(now));

/** An account read on its own: what the rules read, and the whole stored settings (the main profile's name among them). */
export interface LoadedAccount extends RunAccount {
  readonly settings: BiddingSettings;
}

/** One user's account, each record read on its own (Test Bidding, the explain), with every active search profile. */
export async function loadAccount(
  repositories: Pick<Repositories, 'settings' | 'profiles' | 'searchProfiles' | 'ledger' | 'plans' | 'bids'>,
  user: User,
  now: Date,
): Promise<LoadedAccount> {
  const settings = await repositories.settings.get(user.id);
  const [profile, view, placed, searchProfiles] = await Promise.all([
    repositories.profiles.get(user.id),
    viewUser(repositories, user, now),
    bidsPlacedLast24h(repositories.bids, settings, now),
    repositories.searchProfiles.list(user.id),
  ]);
  const active = searchProfiles.filter((searchProfile) => searchProfile.isActive);
  return {
    ...accountOf({
      user,
      settings,
      profile,
      balance: view.balance,
      bidsPlacedLast24h: placed,
      now,
      searchProfiles: active,
    }),
    settings,
  };
}

/**
 * Why the account gets no bid at all this run, with the messages a user reads; empty when its
 * projects may be evaluated. The answer is the rules' own.
 */
export const blockReasonsOf = (account: RunAccount): readonly BlockReason[] => accountBlockReasons(account.context);

/**
 * The blocks a scheduled run knows before it reads profiles and daily counts (the dispatcher's
 * first pass): a token and no bid in the last 24 hours assumed, the most those reads can allow,
 * so it blocks no one the full check would let bid.
 */
export const blocksBeforeReads = (account: RunAccount): readonly BlockReason[] =>
  blockReasonsOf({
    ...account,
    context: { ...account.context, hasToken: true, bidsPlacedLast24h: 0, marketplaceAccount: null },
  });
