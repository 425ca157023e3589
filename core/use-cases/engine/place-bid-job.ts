import type { BidMatch } from '../../domain/bidding/bid.js';
import type { Project } from '../../domain/bidding/project.js';
import type { EnqueueOptions } from '../../ports/job-queue.port.js';

export const PLACE_BID_QUEUE = 'place-bid';

/**
 * Retries after the first attempt of a bid that failed before it reached the marketplace. The
 * handler needs the same number to know which attempt is the last one.
 */
export const PLACE_BID_RETRY_LIMIT = 3;

/**
 * One bid to place, as the dispatcher decided it. It carries no token: the worker reads the
 * user's current token and marketplace id itself. Dates are ISO strings (queues store JSON).
 */
export interface PlaceBidPayload {
  readonly userId: string;
  /** The bid log row's id, chosen up front so every attempt of this job charges under its key. */
  readonly bidId: string;
  /** The project as the rules saw it; the instant as ISO text, since payloads travel as JSON. */
  readonly project: Omit<Project, 'postedAt'> & { readonly postedAt: string };
  /** In the project's currency, 2 decimals. */
  readonly amount: number;
  readonly currency: string;
  readonly amountUsd: number;
  /** Days. */
  readonly period: number;
  /** 0–100: the first milestone's share asked (Freelancer's `milestone_percentage`); absent on jobs queued before it was carried: 100. */
  readonly milestonePercentage?: number;
  /**
   * The dispatcher's bids: placed only while the user's autobidding is on, so a Stop that lands
   * after the job was queued (or taken) still keeps it from Freelancer. Test Bidding's bids are
   * placed whatever the switch says; jobs queued before this field existed too.
   */
  readonly whileAutobidding?: boolean;
  /**
   * The search profile that chose the project (docs/design.md#search-profiles): the worker writes
   * the proposal by its prompt, milestone and period rules. 'main' or absent (jobs queued before
   * profiles): the settings themselves.
   */
  readonly profileId?: string;
  /** When the job was queued (ISO): the bid's history starts there. Jobs queued before it start when the worker logs them. */
  readonly queuedAt?: string;
  /** Why the rules chose the project, as they saw it then; kept with the bid for its detail. Absent on older jobs. */
  readonly match?: BidMatch;
  /**
   * Set on the job that places a draft the user approved (docs/design.md#review-lane): the
   * proposal as approved (amount and period above are the approved ones). The worker neither
   * writes nor holds for review again; it still applies the pace, the guard and the ledger.
   * `approval` names this approval: a draft that came back to its user may be approved again, and
   * that job reserves under keys of its own (absent on jobs queued before it: the draft's first keys).
   */
  readonly review?: { readonly draftId: string; readonly proposal: string; readonly approval?: string };
}

/** One job per user and project while it is queued or running; grouped by user, so stopping cancels them together. */
export const placeBidOptions = (userId: string, projectId: string): EnqueueOptions => ({
  singletonKey: `${userId}:${projectId}`,
  group: userId,
  retryLimit: PLACE_BID_RETRY_LIMIT,
  retryDelayMs: 30_000,
});

/**
 * One payload shape per project object: a tick queues a project for thousands of users, and each
 * copy (and its date text) would otherwise be made again per job. Payloads are read-only, so the
 * jobs may share it; keyed weakly, it goes with the project.
 */
const payloadProjects = new WeakMap<Project, PlaceBidPayload['project']>();

export function toPayloadProject(project: Project): PlaceBidPayload['project'] {
  let payload = payloadProjects.get(project);
  if (payload === undefined) {
    payload = { ...project, skills: [...project.skills], postedAt: project.postedAt.toISOString() };
    payloadProjects.set(project, payload);
  }
  return payload;
}

/** Jobs queued before projects carried kinds, owners and statuses read as a plain, open project. */
export const fromPayloadProject = (project: PlaceBidPayload['project']): Project => ({
  ...project,
  kinds: project.kinds ?? [],
  ownerId: project.ownerId ?? null,
  isOpen: project.isOpen ?? true,
  postedAt: new Date(project.postedAt),
});

/**
 * The ledger key of one attempt's reservation. A refunded key cannot be charged again, so each
 * attempt reserves under its own key and first gives back what earlier attempts still hold.
 */
export const bidDebitKey = (bidId: string, attempt: number): string => `bid:${bidId}:${attempt}`;

/**
 * The reservation key of one attempt of this job. An approved draft's bid row was reserved and
 * given back once already when it was held, so its job reserves under the draft's own keys, and
 * each approval of the draft under its own: a refunded key cannot be charged again, and a repeated
 * one would answer the first charge instead of taking a bid.
 */
export const attemptDebitKey = (payload: Pick<PlaceBidPayload, 'bidId' | 'review'>, attempt: number): string => {
  const { review } = payload;
  if (review === undefined) return bidDebitKey(payload.bidId, attempt);
  return review.approval === undefined
    ? `review:${review.draftId}:${attempt}`
    : `review:${review.draftId}:${review.approval}:${attempt}`;
};

/** The bid log's reason for a queued bid its user's stop cancelled, by the worker or by CancelQueuedBids. */
export const CANCELLED_NOTE = 'Stopped before it reached Freelancer: this bid was not charged.';
