import { isPauseActive } from '../../../domain/bidding/autobid-pause.js';
import { dailyRemaining, marketplaceBlocks } from '../../../domain/bidding/account-blocks.js';
import type { MarketplaceAccountBlock } from '../../../domain/bidding/autobid-reasons.js';
import { wasNeverPlaced, type Bid } from '../../../domain/bidding/bid.js';
import { checkOf, isFresh, type MarketplaceAccountCheck } from '../../../domain/bidding/marketplace-account.js';
import { armForBid, experimentOf } from '../../../domain/bidding/prompt-experiment.js';
import { MAIN_PROFILE_ID, settingsForProfile } from '../../../domain/bidding/search-profile.js';
import { isPlanActive } from '../../../domain/plans/plan-rules.js';
import type { FreelancerProfile } from '../../../ports/freelancer-profile-repository.port.js';
import type { Job } from '../../../ports/job-queue.port.js';
import type { PlaceBidPayload } from '../place-bid-job.js';
import { dailyCountStart } from '../run-account.js';
import type { Account, PlaceBidDeps } from './deps.js';
import type { PlaceBidSkip } from './outcome.js';

export type AccountBlock = Exclude<PlaceBidSkip, 'ALREADY_BID' | 'NO_BIDS_LEFT' | 'CANCELLED'>;

/**
 * The user as they are now: the job may have waited while they changed plan or token, or stopped,
 * or their other bids may have spent the daily limit meanwhile (docs/design.md#engine).
 * `checkDailyLimit` follows `checkMarketplace` unless given: a retry of an attempt that may have
 * landed first looks for that bid before anything else, whatever the count says, and meets the
 * limit just before sending (stoppedBeforePlacing), its own row, counted already, left out.
 */
export async function currentAccount(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  checkMarketplace: boolean,
  checkDailyLimit = checkMarketplace,
): Promise<Account | AccountBlock> {
  const { repositories, clock } = deps;
  const { userId } = payload;
  const [user, settings, profile] = await Promise.all([
    repositories.users.findById(userId),
    repositories.settings.get(userId),
    repositories.profiles.get(userId),
  ]);
  if (user === null || !user.isActive) return 'USER_DISABLED';
  if (user.role !== 'admin' && !isPlanActive(user, clock.now())) return 'PLAN_NOT_ACTIVE';
  if (!profile?.oauthToken || !profile.freelancerUserId) return 'NO_TOKEN';
  // Paused by Freelancer: no attempt, so nothing is debited (docs/design.md#refusals).
  if (isPauseActive(settings.pause, clock.now())) return 'AUTOBID_PAUSED';
  // The dispatcher's bids go only while autobidding is on; Test Bidding's go either way.
  if (payload.whileAutobidding === true && !settings.isActive) return 'AUTOBID_OFF';
  // Before any debit and any call to Freelancer: a job queued under the limit may find it spent.
  if (checkDailyLimit && (await dailyLimitReached(deps, payload, settings.bidsLimit))) return 'DAILY_LIMIT_REACHED';
  const token = profile.oauthToken;
  const marketplaceAccount = checkMarketplace
    ? await currentMarketplaceAccount(deps, userId, token, profile)
    : profile.marketplaceAccount;
  const [blocked] = checkMarketplace ? marketplaceBlocks({ marketplaceAccount, now: clock.now() }) : [];
  if (blocked !== undefined) return blocked;
  return { user, settings, profileId: null, token, bidderId: profile.freelancerUserId, marketplaceAccount };
}

/**
 * At the moment of sending, whether the bid may still go: the job still held (not cancelled by
 * a Stop), the account still able to bid. Anything that stopped it after this check finds the
 * bid already on its way to Freelancer.
 */
export async function stoppedBeforePlacing(
  deps: PlaceBidDeps,
  job: Job<PlaceBidPayload>,
): Promise<'CANCELLED' | Exclude<AccountBlock, MarketplaceAccountBlock> | null> {
  if (deps.options.jobs !== undefined && !(await deps.options.jobs.holds(job))) return 'CANCELLED';
  // The daily limit again: a retry meets it here first, and the count is two reads under a limit, none without.
  const blocked = await currentAccount(deps, job.payload, false, true);
  return typeof blocked === 'string' ? (blocked as Exclude<typeof blocked, MarketplaceAccountBlock>) : null;
}

/**
 * Whether the user's rolling 24-hour limit (`bidsLimit`) leaves no bid for this job: their bids
 * of the last 24 hours as the dispatcher counts them (any status but failed or held, so a pending
 * row counts), less this job's own row when it is among them (a retry's pending row, or this
 * attempt's just before sending). Without a limit nothing is read.
 *
 * A draft the user approved in the review lane (`payload.review`) is their own decision, not the
 * autobidder's, and is never capped. Bids of one user are never placed side by side: the bid
 * worker leases each job's user key for the whole job in every process (adapters/jobs/bid-worker.ts),
 * so the count read here cannot miss another job's bid being placed; only a lease that lapsed
 * (a job past BID_KEY_LEASE_MS, a dead process) could let two through, and no lock is added for it.
 */
async function dailyLimitReached(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  bidsLimit: Account['settings']['bidsLimit'],
): Promise<boolean> {
  if (bidsLimit === 'no_limit' || payload.review !== undefined) return false;
  const since = dailyCountStart(deps.clock.now());
  const { bids } = deps.repositories;
  const [placed, own] = await Promise.all([
    bids.countPlacedSince(payload.userId, since),
    bids.findByUserAndProject(payload.userId, payload.project.id),
  ]);
  const ownCounted =
    own !== null &&
    own.id === payload.bidId &&
    !wasNeverPlaced(own.status) &&
    own.submittedAt.getTime() >= since.getTime();
  return dailyRemaining({ settings: { bidsLimit }, bidsPlacedLast24h: placed - (ownCounted ? 1 : 0) }) === 0;
}

/**
 * The account as the bid's search profile writes it (docs/design.md#search-profiles): its prompt
 * and skills. A profile deleted since the job was queued, or unknown, leaves the main settings.
 */
export async function withProfile(deps: PlaceBidDeps, account: Account, payload: PlaceBidPayload): Promise<Account> {
  const { profileId } = payload;
  if (profileId === undefined || profileId === MAIN_PROFILE_ID) return account;
  const profile = await deps.repositories.searchProfiles.find(payload.userId, profileId);
  return profile === null
    ? account
    : { ...account, settings: settingsForProfile(account.settings, profile.rules), profileId: profile.id };
}

/**
 * The prompt variant a new bid is written with, when its profile runs an experiment
 * (docs/design.md#prompt-experiments); null: the profile's own prompt. Decided once, when the bid
 * is first logged: a retry or a rewrite reads it from the bid, so the arm never changes.
 */
export async function armOf(deps: PlaceBidDeps, payload: PlaceBidPayload, account: Account): Promise<string | null> {
  const running = await deps.repositories.promptExperiments.running(
    payload.userId,
    account.profileId ?? MAIN_PROFILE_ID,
  );
  return armForBid(payload.bidId, experimentOf(account.profileId ?? MAIN_PROFILE_ID, running))?.id ?? null;
}

/** The account writing with the bid's variant as its custom prompt; as it was for the control. A variant ended since still writes its own bids. */
export async function withVariant(deps: PlaceBidDeps, account: Account, bid: Bid): Promise<Account> {
  if (bid.promptVariantId === null) return account;
  const variant = await deps.repositories.promptExperiments.find(bid.userId, bid.promptVariantId);
  return variant === null
    ? account
    : { ...account, settings: { ...account.settings, useCustomPrompt: true, customPrompt: variant.prompt } };
}

/** The account's bid on the job's project that Freelancer already has, or null. */
export function findOwnBid(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  account: Account,
): Promise<{ readonly marketplaceBidId: string } | null> {
  return deps.marketplace.findOwnBid({
    token: account.token,
    bidderId: account.bidderId,
    projectId: payload.project.id,
  });
}

/**
 * The stored reading while fresh, else Freelancer's answer now, kept for the next jobs. When
 * Freelancer cannot be asked the stale reading stands, which blocks nothing: the bid itself will
 * tell (a refused token is dealt with there).
 */
async function currentMarketplaceAccount(
  deps: PlaceBidDeps,
  userId: string,
  token: string,
  profile: FreelancerProfile,
): Promise<MarketplaceAccountCheck | null> {
  const now = deps.clock.now();
  if (isFresh(profile.marketplaceAccount, now)) return profile.marketplaceAccount;
  try {
    const check = checkOf((await deps.marketplace.getSelf(token)).account, now);
    await deps.repositories.profiles.recordMarketplaceAccount(userId, token, check);
    return check;
  } catch {
    return profile.marketplaceAccount;
  }
}
