import { FULL_MILESTONE } from '../../../domain/bidding/milestone.js';
import { isDomainError } from '../../../domain/errors.js';
import type { Job } from '../../../ports/job-queue.port.js';
import type { PlaceBidPayload } from '../place-bid-job.js';
import { findOwnBid } from './account.js';
import type { Account, PlaceBidDeps } from './deps.js';
import { markSubmitted } from './record-outcome.js';
import type { PlaceBidOutcome } from './outcome.js';

/** Places the bid with the user's own token and logs it submitted; a refusal is thrown for the caller to classify. */
export async function submit(
  deps: PlaceBidDeps,
  job: Job<PlaceBidPayload>,
  account: Account,
  proposal: string,
): Promise<PlaceBidOutcome> {
  const { payload, attempt } = job;
  const request = {
    token: account.token,
    projectId: payload.project.id,
    bidderId: account.bidderId,
    amount: payload.amount,
    period: payload.period,
    milestonePercentage: payload.milestonePercentage ?? FULL_MILESTONE,
    description: proposal,
  };
  const { marketplaceBidId } = await deps.marketplace.placeBid(request).catch(async (error: unknown) => {
    // On a retry the refusal may be of a duplicate: the earlier attempt's bid, landed after all.
    const own =
      attempt > 1 && isDomainError(error) && error.code === 'BID_REJECTED'
        ? await findOwnBid(deps, payload, account)
        : null;
    if (own === null) throw error;
    return own;
  });
  return markSubmitted(deps, payload.bidId, marketplaceBidId, proposal);
}
