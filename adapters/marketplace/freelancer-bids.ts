import { parseAwardStatus } from '../../core/domain/bidding/award-status.js';
import { bidRejected } from '../../core/domain/bidding/bid-refusal.js';
import { FULL_MILESTONE } from '../../core/domain/bidding/milestone.js';
import type { AwardStatus, AwardStatusQuery, OwnBidQuery, PlaceBidRequest } from '../../core/ports/marketplace.port.js';
import { PAGE, type FreelancerApiClient, type FreelancerQuery } from './freelancer-api-client.js';
import { bidListSchema, placedBidSchema } from './freelancer.schemas.js';

export async function placeBid(
  api: FreelancerApiClient,
  request: PlaceBidRequest,
): Promise<{ marketplaceBidId: string }> {
  // Freelancer can have no project under any other id, so the bid is refused like one on a lost project.
  if (!/^\d+$/.test(request.projectId))
    throw bidRejected({ kind: 'project-not-found', message: 'This is not a Freelancer project id.' });
  if (!/^\d+$/.test(request.bidderId))
    throw bidRejected({
      kind: 'project-refused',
      message: 'The Freelancer user id is missing. Please sync your Freelancer profile.',
    });
  const body = {
    project_id: Number(request.projectId),
    bidder_id: Number(request.bidderId),
    amount: request.amount,
    period: request.period,
    milestone_percentage: request.milestonePercentage ?? FULL_MILESTONE,
    description: request.description,
  };
  const bid = await api.call('placeBid', request.token, 'POST', '/projects/0.1/bids/', [], placedBidSchema, body);
  return { marketplaceBidId: bid.id };
}

export async function findOwnBid(
  api: FreelancerApiClient,
  input: OwnBidQuery,
): Promise<{ marketplaceBidId: string } | null> {
  // Freelancer ids are numeric: with any other id there is no such bid to find.
  if (!/^\d+$/.test(input.projectId) || !/^\d+$/.test(input.bidderId)) return null;
  const query: FreelancerQuery = [
    ['projects[]', input.projectId],
    ['bidders[]', input.bidderId],
    ['limit', 1],
  ];
  const result = await api.call('findOwnBid', input.token, 'GET', '/projects/0.1/bids/', query, bidListSchema);
  // Checked again here: a bid of someone else is never ours, whatever the filter did.
  const own = result.bids.find(
    (bid) =>
      (bid.bidder_id ?? input.bidderId) === input.bidderId && (bid.project_id ?? input.projectId) === input.projectId,
  );
  return own === undefined ? null : { marketplaceBidId: own.id };
}

export async function awardStatuses(
  api: FreelancerApiClient,
  input: AwardStatusQuery,
): Promise<ReadonlyMap<string, AwardStatus>> {
  const wanted = [...new Set(input.marketplaceBidIds)].filter((id) => /^\d+$/.test(id));
  const statuses = new Map<string, AwardStatus>();
  for (let start = 0; start < wanted.length; start += PAGE) {
    const ids = wanted.slice(start, start + PAGE);
    const query: FreelancerQuery = [
      ...ids.map((id) => ['bids[]', id] as const),
      ['bidders[]', input.bidderId],
      ['limit', ids.length],
    ];
    const result = await api.call('awardStatuses', input.token, 'GET', '/projects/0.1/bids/', query, bidListSchema);
    for (const bid of result.bids) {
      // A status BidPilot does not know is left out: the bid stays submitted and is asked about again.
      const status = parseAwardStatus(bid.award_status);
      if (ids.includes(bid.id) && status !== null) statuses.set(bid.id, status);
    }
  }
  return statuses;
}
