import type { BidRepository } from '../../ports/bid-repository.port.js';
import type { Decision, DecisionLog, DecisionQuery } from '../../ports/decision-log.port.js';
import type { Page } from '../../ports/page.js';

/** A decision of the log, with the user's bid on its project if there is one. */
export interface LoggedDecision {
  readonly decision: Decision;
  /**
   * The bid on the decision's project, whenever it was placed: a run may skip a project another
   * run bids on (the pace had no room yet, another search profile matched it) or did bid on.
   */
  readonly bidId: string | null;
}

/** A page of the user's decision log, newest first, each with the bid on its project; one more read for the whole page. */
export async function listDecisions(
  repositories: {
    readonly decisions: Pick<DecisionLog, 'list'>;
    readonly bids: Pick<BidRepository, 'bidIdsByProject'>;
  },
  userId: string,
  query: DecisionQuery,
): Promise<Page<LoggedDecision>> {
  const page = await repositories.decisions.list(userId, query);
  const bids = await repositories.bids.bidIdsByProject(userId, [
    ...new Set(page.items.map((decision) => decision.projectId)),
  ]);
  return {
    total: page.total,
    items: page.items.map((decision) => ({ decision, bidId: bids.get(decision.projectId) ?? null })),
  };
}
