import { isPauseActive } from '../../../domain/bidding/autobid-pause.js';
import { marketplaceBlocks } from '../../../domain/bidding/account-blocks.js';
import type { MarketplaceAccountBlock } from '../../../domain/bidding/autobid-reasons.js';
import type { Bid } from '../../../domain/bidding/bid.js';
import { checkOf, isFresh, type MarketplaceAccountCheck } from '../../../domain/bidding/marketplace-account.js';
import { armForBid, experimentOf } from '../../../domain/bidding/prompt-experiment.js';
import { MAIN_PROFILE_ID, settingsForProfile } from '../../../domain/bidding/search-profile.js';
import { isPlanActive } from '../../../domain/plans/plan-rules.js';
import type { FreelancerProfile } from '../../../ports/freelancer-profile-repository.port.js';
import type { Job } from '../../../ports/job-queue.port.js';
import type { PlaceBidPayload } from '../place-bid-job.js';
import type { Account, PlaceBidDeps } from './deps.js';
import type { PlaceBidSkip } from './outcome.js';

export type AccountBlock = Exclude<PlaceBidSkip, 'ALREADY_BID' | 'NO_BIDS_LEFT' | 'CANCELLED'>;

/** The user as they are now: the job may have waited while they changed plan or token, or stopped. */
export async function currentAccount(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  checkMarketplace: boolean,
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
  const blocked = await currentAccount(deps, job.payload, false);
  return typeof blocked === 'string' ? (blocked as Exclude<typeof blocked, MarketplaceAccountBlock>) : null;
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
