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

/** A page of the log, and how many decisions `excludeReason` left out of it (0 without one). */
export interface DecisionPage extends Page<LoggedDecision> {
  readonly excluded: number;
}

/**
 * A page of the user's decision log, newest first, each with the bid on its project; one more read
 * for the whole page. With `excludeReason`, one more count: the same filters without it, so the
 * screen can say how many it hides (docs/design.md#decision-log).
 */
export async function listDecisions(
  repositories: {
    readonly decisions: Pick<DecisionLog, 'list'>;
    readonly bids: Pick<BidRepository, 'bidIdsByProject'>;
  },
  userId: string,
  query: DecisionQuery,
): Promise<DecisionPage> {
  const { excludeReason, ...withAll } = query;
  const [page, all] = await Promise.all([
    repositories.decisions.list(userId, query),
    excludeReason === undefined ? null : repositories.decisions.list(userId, { ...withAll, page: 1, limit: 1 }),
  ]);
  const bids = await repositories.bids.bidIdsByProject(userId, [
    ...new Set(page.items.map((decision) => decision.projectId)),
  ]);
  return {
    total: page.total,
    items: page.items.map((decision) => ({ decision, bidId: bids.get(decision.projectId) ?? null })),
    excluded: all === null ? 0 : Math.max(0, all.total - page.total),
  };
}
