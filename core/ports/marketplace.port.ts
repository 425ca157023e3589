import type { AwardStatus } from '../domain/bidding/award-status.js';
import type { MarketplaceAccount } from '../domain/bidding/marketplace-account.js';
import type { Project } from '../domain/bidding/project.js';
import type { ProjectReference } from '../domain/bidding/project-reference.js';

export type { AwardStatus } from '../domain/bidding/award-status.js';

export interface MarketplaceSelf {
  /** The marketplace's user id, as a decimal string. */
  readonly id: string;
  readonly username: string;
  /** Skill (job) names on the user's marketplace profile. */
  readonly skills: readonly string[];
  /** The account's own bids and limits, as far as the marketplace says (null figures: unknown). */
  readonly account: MarketplaceAccount;
}

export interface PlaceBidRequest {
  readonly token: string;
  readonly projectId: string;
  readonly bidderId: string;
  /** In the project's currency, 2 decimals. */
  readonly amount: number;
  /** Days. */
  readonly period: number;
  /**
   * 0–100: the share of the amount asked as the first milestone if awarded (Freelancer's
   * `milestone_percentage`); absent: 100. A value outside 0–100 is refused with BID_REJECTED.
   */
  readonly milestonePercentage?: number;
  readonly description: string;
}

/** One page of a project search. */
export interface ProjectSearchPage {
  /** The page's projects BidPilot could read that were posted after `since`. */
  readonly projects: readonly Project[];
  /**
   * How many projects the marketplace listed on the page, the ones left out above included: a
   * page is the last one only when this is under the limit asked.
   */
  readonly listed: number;
}

/** A page of the open projects, newest first: with `since`, only those posted after it. */
export interface ProjectSearch {
  readonly token: string;
  readonly since?: Date;
  readonly limit: number;
  readonly offset: number;
}

/** The bidder's own bid on one project. */
export interface OwnBidQuery {
  readonly token: string;
  readonly bidderId: string;
  readonly projectId: string;
}

/** The award status of some of the bidder's bids, by their marketplace ids. */
export interface AwardStatusQuery {
  readonly token: string;
  readonly bidderId: string;
  readonly marketplaceBidIds: readonly string[];
}

/** Which of these projects' clients wrote to the bidder first. */
export interface ReplyQuery {
  readonly token: string;
  readonly bidderId: string;
  readonly projectIds: readonly string[];
}

/** The freelance marketplace (Freelancer.com), through one user's OAuth token. */
export interface Marketplace {
  /** Throws MARKETPLACE_TOKEN_INVALID for a refused token, MARKETPLACE_UNAVAILABLE / _RATE_LIMITED otherwise. */
  getSelf(token: string): Promise<MarketplaceSelf>;
  /**
   * One page of the active projects posted after `since` (all when absent). Which projects a page
   * holds follows the marketplace's own order, which is not promised (an older project updated
   * lately may come first); within the page they are newest first.
   */
  searchActiveProjects(input: ProjectSearch): Promise<ProjectSearchPage>;
  /**
   * ONE project, by its id or by its link's seo_url path (`category/slug`), however old and whether
   * it still takes bids or not (`isOpen` says), or null when the marketplace has no such project.
   * One request. Throws MARKETPLACE_TOKEN_INVALID for a refused token, MARKETPLACE_UNAVAILABLE /
   * _RATE_LIMITED otherwise (a project the marketplace sends that cannot be read is an outage).
   */
  findProject(input: { readonly token: string; readonly project: ProjectReference }): Promise<Project | null>;
  /**
   * The marketplace's bid id. Throws BID_REJECTED with the marketplace's message when it refuses the
   * bid, built by `bidRejected` so `bidRefusalCause` reads why: PROJECT_NOT_FOUND when the marketplace
   * has no such project (the bid landed nowhere), REFUSED for every other refusal.
   */
  placeBid(request: PlaceBidRequest): Promise<{ readonly marketplaceBidId: string }>;
  /**
   * The marketplace's id of the bid `bidderId` has on `projectId`, or null when they have none; other
   * bidders' bids are never answered. Read-only and safe to repeat, so a retried job can learn that
   * an earlier attempt's bid went through before it was recorded.
   * Throws MARKETPLACE_TOKEN_INVALID for a refused token, MARKETPLACE_UNAVAILABLE / _RATE_LIMITED otherwise.
   */
  findOwnBid(input: OwnBidQuery): Promise<{ readonly marketplaceBidId: string } | null>;
  /** Award status of the given marketplace bids; unknown ids are absent. */
  awardStatuses(input: AwardStatusQuery): Promise<ReadonlyMap<string, AwardStatus>>;
  /**
   * Of `projectIds`, the projects whose client (anyone but `bidderId`) started a message thread
   * with the bidder on the project, and when: the client wrote first (docs/design.md#reply-sync).
   * Projects without such a thread are absent; threads the bidder started are not replies.
   * At most one request per 100 projects. Throws like awardStatuses.
   */
  repliedProjects(input: ReplyQuery): Promise<ReadonlyMap<string, Date>>;
}
