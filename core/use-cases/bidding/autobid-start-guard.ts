import { checkAutobidStart } from '../../domain/bidding/autobid-start.js';
import { DomainError, isDomainError, type ErrorCode } from '../../domain/errors.js';
import { isPlanActive } from '../../domain/plans/plan-rules.js';
import type { User } from '../../domain/users/user.js';
import type { Repositories } from '../../ports/storage.port.js';
import { viewUser } from '../users/user-view.js';

export const NO_BIDS_TO_START = 'No bids available. Buy a plan or add-on bids to start autobidding.';

/**
 * Test Bidding's words for the same refusals, by code: it runs the engine once now rather than
 * switching autobidding on, and a refusal that speaks of starting reads as an answer to the other button.
 */
const TEST_BIDDING_WORDS: Readonly<Partial<Record<ErrorCode, string>>> = {
  ACTIVE_PLAN_REQUIRED: 'Active plan required to run Test Bidding',
  OAUTH_TOKEN_REQUIRED: 'OAuth token required to run Test Bidding',
  INSUFFICIENT_BIDS: 'No bids available. Buy a plan or add-on bids to run Test Bidding.',
};

/**
 * Throws the first reason autobidding may not be switched on, in the spec's order: active plan
 * (unless admin), then token and marketplace id, then a bid to spend. A plan past its expiry
 * counts as expired even before the expiry sweep has marked it.
 */
export async function assertCanStartAutobidding(
  repositories: Pick<Repositories, 'profiles' | 'ledger' | 'plans'>,
  user: User,
  now: Date,
): Promise<void> {
  const profile = await repositories.profiles.get(user.id);
  const hasToken = typeof profile?.oauthToken === 'string' && typeof profile.freelancerUserId === 'string';
  const planStatus = isPlanActive(user, now) ? 'active' : 'expired';
  const refusal = checkAutobidStart({ role: user.role, planStatus, hasToken });
  if (refusal !== null) throw refusal;
  const view = await viewUser(repositories, user, now);
  if (!view.unlimitedBids && view.availableBids <= 0) throw new DomainError('INSUFFICIENT_BIDS', NO_BIDS_TO_START);
}

/** As assertCanStartAutobidding, its refusals worded for Test Bidding (the same codes, so the same HTTP statuses). */
export async function assertCanTestBid(
  repositories: Pick<Repositories, 'profiles' | 'ledger' | 'plans'>,
  user: User,
  now: Date,
): Promise<void> {
  try {
    await assertCanStartAutobidding(repositories, user, now);
  } catch (error) {
    const words = isDomainError(error) ? TEST_BIDDING_WORDS[error.code] : undefined;
    throw words === undefined ? error : new DomainError((error as DomainError).code, words);
  }
}
