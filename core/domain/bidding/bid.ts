import type { FitReason } from './fit-reasons.js';
import type { ProjectType } from './project.js';

/**
 * `held`: the proposal guard stopped the bid before it was placed (docs/design.md#proposal-guard);
 * the bid was given back and `errorMessage` says why. `replied`: placed, and the client wrote first
 * (docs/design.md#reply-sync); still awaiting the award, so it later becomes accepted or rejected.
 * `declined`: a review-lane draft that was never approved, because its user rejected it or it expired
 * unreviewed (docs/design.md#review-lane): nothing was sent or spent, and `errorMessage` says which.
 * It is the user's choice, not a failure, so no failure count or rate includes it.
 */
export type BidStatus = 'pending' | 'submitted' | 'replied' | 'accepted' | 'rejected' | 'failed' | 'held' | 'declined';

/** Every status, in the order a bid can pass through them (failed, held and declined end a bid that was never placed). */
export const BID_STATUSES: readonly BidStatus[] = [
  'pending',
  'submitted',
  'replied',
  'accepted',
  'rejected',
  'failed',
  'held',
  'declined',
];

/** Statuses of bids that never reached the marketplace: the rolling 24-hour cap does not count them. */
export const UNPLACED_BID_STATUSES: readonly BidStatus[] = ['failed', 'held', 'declined'];

/** Statuses of bids whose proposal the marketplace took. */
export const SENT_BID_STATUSES: readonly BidStatus[] = ['submitted', 'replied', 'accepted', 'rejected'];

/** Statuses of placed bids the client has not decided on: what the award sync asks about. */
export const AWAITING_AWARD_BID_STATUSES: readonly BidStatus[] = ['submitted', 'replied'];

export const wasNeverPlaced = (status: BidStatus): boolean => UNPLACED_BID_STATUSES.includes(status);

/** One bid BidPilot placed (or tried to place) for a user: the bid log row. */
export interface Bid {
  readonly id: string;
  readonly userId: string;
  /** The marketplace's project id, as a decimal string. */
  readonly projectId: string;
  readonly projectTitle: string;
  readonly projectUrl: string;
  readonly status: BidStatus;
  /** Exact amount in minor units (cents) of `currency`. */
  readonly amountMinor: number;
  readonly currency: string;
  /**
   * The amount in US cents: what sorting by amount compares, so bids in different currencies
   * order by value (docs/design.md#bid-amounts-in-usd).
   */
  readonly amountUsdCents: number;
  readonly proposal: string;
  readonly marketplaceBidId: string | null;
  readonly errorMessage: string | null;
  readonly submittedAt: Date;
  /**
   * When the client first wrote to the user about the project (their message thread's start), or
   * null: kept when the bid is later awarded or rejected, so the funnel counts every reply.
   */
  readonly repliedAt: Date | null;
  /** The project's skills as the marketplace listed them when the bid was made: what "best skills" reads. */
  readonly skills: readonly string[];
  readonly updatedAt: Date;
  /** The project as the bid was priced against it; null for bids logged before it was kept (migration 018). */
  readonly brief: BidBrief | null;
  /** Why the project was chosen, as the rules saw it at queue time; null for bids logged before it was kept or without it (docs/design.md#bid-detail). */
  readonly match: BidMatch | null;
  /** The search profile that chose the project (docs/design.md#search-profiles); null: the main profile, and bids from before profiles. */
  readonly profileId: string | null;
  /** The prompt variant the proposal was written with (docs/design.md#prompt-experiments); null: the profile's own prompt. */
  readonly promptVariantId: string | null;
}

/**
 * A bid as the user's bid log lists it: what the page shows, without the brief, match and skills
 * kept for its detail. `projectType` is the brief's type alone, so a list can say an hourly bid's
 * amount is a rate per hour; null for bids logged before the brief was kept (migration 018).
 */
export type BidLogEntry = Pick<
  Bid,
  | 'id'
  | 'projectId'
  | 'projectTitle'
  | 'projectUrl'
  | 'status'
  | 'amountMinor'
  | 'currency'
  | 'proposal'
  | 'errorMessage'
  | 'submittedAt'
> & { readonly projectType: ProjectType | null };

/** The bid's log entry: the bid without what only its detail shows. */
export const logEntryOf = (bid: Bid): BidLogEntry => ({
  id: bid.id,
  projectId: bid.projectId,
  projectTitle: bid.projectTitle,
  projectUrl: bid.projectUrl,
  status: bid.status,
  amountMinor: bid.amountMinor,
  currency: bid.currency,
  proposal: bid.proposal,
  errorMessage: bid.errorMessage,
  submittedAt: bid.submittedAt,
  projectType: bid.brief?.type ?? null,
});

/** The project's side of a bid, kept at bid time: the project may change or vanish on Freelancer later. */
export interface BidBrief {
  /** The project's description, at most BRIEF_MAX_LENGTH characters. */
  readonly description: string;
  readonly type: ProjectType;
  /** In the bid's currency. */
  readonly budgetMin: number;
  /** Null when the client gave no upper budget. */
  readonly budgetMax: number | null;
  /** The delivery period sent with the bid, in days. */
  readonly periodDays: number;
  /** The client's marketplace user id (the project's ownerId); absent or null when unknown, as on bids logged before migration 029. */
  readonly clientId?: string | null;
  /** 0–100: the first milestone's share sent with the bid (Freelancer's `milestone_percentage`); absent on bids logged before it was kept (migration 026), which asked 100. */
  readonly milestonePercentage?: number;
}

/** The inputs of the rules that chose the project and priced the bid, as they stood when it was queued. */
export interface BidMatch {
  /** The project's skills the user's settings share, spelled as the project spells them. */
  readonly skills: readonly string[];
  /** The share of the upper budget bid, in percent. */
  readonly bidPercentage: number;
  /** The floor of a fixed project's bid, in US dollars. */
  readonly minBidUsd: number;
  /**
   * The floor of an hourly bid, in US dollars an hour. Absent on bids queued before hourly bids were
   * priced as rates within the client's range and fixed ones held to the client's minimum: those
   * were priced by the spec's rule alone (docs/design.md#matching-and-pricing).
   */
  readonly minHourlyRateUsd?: number;
  /** The fit score when the bid was queued (docs/design.md#fit-score); absent or null on bids queued before it was kept. */
  readonly fit?: BidFit | null;
}

export interface BidFit {
  /** 0–100. */
  readonly score: number;
  /** The factors that moved it most, largest first. */
  readonly reasons: readonly FitReason[];
  /** A language model's adjustment, made by the worker before the bid was placed; absent or null without one (see FitAdjuster). */
  readonly adjustment?: { readonly points: number; readonly reason: string } | null;
}

/**
 * The longest project description kept with a bid, in characters: well above what Freelancer's
 * briefs run to, so only a hostile or broken feed is cut, and a bid row stays bounded whatever it sends.
 */
export const BRIEF_MAX_LENGTH = 10_000;

/** The brief as stored: the description cut at BRIEF_MAX_LENGTH characters (never inside a surrogate pair). */
export const cappedBrief = (brief: BidBrief): BidBrief =>
  brief.description.length <= BRIEF_MAX_LENGTH
    ? brief
    : { ...brief, description: Array.from(brief.description).slice(0, BRIEF_MAX_LENGTH).join('') };

/**
 * Without amountUsdCents, the repository converts the amount at the fallback rates (fallbackUsdCents).
 * A new bid has no reply yet unless told; skills default to none.
 */
export type NewBid = Omit<
  Bid,
  'id' | 'updatedAt' | 'amountUsdCents' | 'repliedAt' | 'skills' | 'brief' | 'match' | 'profileId' | 'promptVariantId'
> & {
  readonly id?: string;
  readonly amountUsdCents?: number;
  readonly repliedAt?: Date | null;
  readonly skills?: readonly string[];
  readonly brief?: BidBrief | null;
  readonly match?: BidMatch | null;
  /** The main profile when absent. */
  readonly profileId?: string | null;
  /** The profile's own prompt when absent. */
  readonly promptVariantId?: string | null;
  /** When its job was queued: the time of the history's first entry. submittedAt when absent. */
  readonly queuedAt?: Date;
};
/** A patch of amountMinor carries its amountUsdCents too: the repository does not convert on update. */
export type BidPatch = Partial<
  Pick<
    Bid,
    | 'status'
    | 'proposal'
    | 'marketplaceBidId'
    | 'errorMessage'
    | 'amountMinor'
    | 'amountUsdCents'
    | 'submittedAt'
    | 'repliedAt'
  > & {
    /** The brief's delivery in days (`brief.periodDays`): what an approval the user edited bids; ignored for a bid kept without a brief. */
    readonly periodDays: number;
  }
>;

/** How many bids are in each status, and in all (every row, declined drafts included: see countedBids). */
export type BidStatusCounts = Readonly<Record<BidStatus, number>> & { readonly total: number };

/**
 * The bids the dashboards count: every row but declined drafts, which the user chose not to send
 * (docs/design.md#review-lane). A declined draft is listed in the bid log, never in a total or rate.
 */
export const countedBids = (counts: BidStatusCounts): number => counts.total - counts.declined;

/** Zero bids in every status: where a count by status starts. */
export const noBidsByStatus = (): Record<BidStatus, number> => ({
  pending: 0,
  submitted: 0,
  replied: 0,
  accepted: 0,
  rejected: 0,
  failed: 0,
  held: 0,
  declined: 0,
});
