import type { BlockReasonCode, MarketplaceAccountBlock } from './autobid-reasons.js';
import type { AutobidContext } from './autobid-context.js';
import { isPauseActive } from './autobid-pause.js';
import { isFresh, marketplaceAccountBlocks } from './marketplace-account.js';

type AccountFacts = Pick<
  AutobidContext,
  'settings' | 'user' | 'hasToken' | 'balance' | 'now' | 'bidsPlacedLast24h' | 'marketplaceAccount'
>;

/** Bids still allowed by the rolling 24-hour limit; Infinity without a limit. The bid worker asks it too (place-bid/account.ts). */
export const dailyRemaining = (ctx: {
  readonly settings: Pick<AccountFacts['settings'], 'bidsLimit'>;
  readonly bidsPlacedLast24h: number;
}): number =>
  ctx.settings.bidsLimit === 'no_limit'
    ? Number.POSITIVE_INFINITY
    : Math.max(0, ctx.settings.bidsLimit - ctx.bidsPlacedLast24h);

/** What the run's profiles say about the account (docs/design.md#search-profiles). */
export interface ProfileFacts {
  /** Some profile of the run has skills. */
  readonly hasSkills: boolean;
  /** Some profile's schedule is open now. */
  readonly scheduleOpen: boolean;
}

/** Every reason the user gets no bid at all this run, in a fixed order; empty when none. */
export function accountBlocks(ctx: AccountFacts, profiles: ProfileFacts): BlockReasonCode[] {
  const codes: BlockReasonCode[] = [];
  // A pause that waits for the user also switched autobidding off: the pause is the reason to tell.
  if (isPauseActive(ctx.settings.pause, ctx.now)) codes.push('AUTOBID_PAUSED');
  else if (!ctx.settings.isActive) codes.push('AUTOBID_OFF');
  if (!ctx.user.isActive) codes.push('USER_DISABLED');
  if (ctx.user.role !== 'admin' && ctx.user.planStatus !== 'active') codes.push('PLAN_NOT_ACTIVE');
  if (!ctx.hasToken) codes.push('NO_TOKEN');
  if (!profiles.hasSkills) codes.push('NO_SKILLS');
  if (!ctx.balance.unlimited && ctx.balance.total <= 0) codes.push('NO_BIDS_LEFT');
  if (dailyRemaining(ctx) === 0) codes.push('DAILY_LIMIT_REACHED');
  if (!profiles.scheduleOpen) codes.push('OUTSIDE_SCHEDULE');
  codes.push(...marketplaceBlocks(ctx));
  return codes;
}

/** What a fresh reading of the Freelancer account says against bidding; unknown or stale says nothing. */
export function marketplaceBlocks(ctx: Pick<AccountFacts, 'marketplaceAccount' | 'now'>): MarketplaceAccountBlock[] {
  const check = ctx.marketplaceAccount ?? null;
  if (!marketplaceAccountBlocks(check, ctx.now) || !isFresh(check, ctx.now)) return [];
  return check.limited ? ['MARKETPLACE_ACCOUNT_LIMITED'] : ['MARKETPLACE_BIDS_USED_UP'];
}
