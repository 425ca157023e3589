import type { ApprovedTerms, NewReviewDraft, ReviewDraft } from '../domain/bidding/review-draft.js';
import type { Page, PageRequest } from './page.js';

/** A reviewer's decision on a draft, at the time they made it: approved with the terms, or rejected. */
export type DraftDecision =
  | { readonly status: 'approved'; readonly terms: ApprovedTerms; readonly at: Date }
  | { readonly status: 'rejected'; readonly at: Date };

/** Drafts the review lane held, and the client countries a user has bid into (docs/design.md#review-lane). */
export interface ReviewDraftRepository {
  /** One draft per user and project: a retried job answers the existing draft with inserted false. */
  insertIfAbsent(draft: NewReviewDraft): Promise<{ readonly inserted: boolean; readonly draft: ReviewDraft }>;
  /** The user's draft; null when absent or another user's. */
  find(userId: string, id: string): Promise<ReviewDraft | null>;
  /** The user's drafts among `ids`, in one read: absent ones and other users' are left out. */
  findMany(userId: string, ids: readonly string[]): Promise<readonly ReviewDraft[]>;
  /** Waiting drafts first (soonest to expire first), then the rest newest first. */
  list(userId: string, page: PageRequest): Promise<Page<ReviewDraft>>;
  /** Drafts still waiting and not yet due at `now`: the navigation's badge. */
  countWaiting(userId: string, now: Date): Promise<number>;
  /**
   * Approves (with the terms) or rejects a draft in one conditional write: only a draft still
   * waiting and not yet due at `at` changes. Null when another decision or expiry won.
   */
  decide(userId: string, id: string, decision: DraftDecision): Promise<ReviewDraft | null>;
  /** An approved draft whose bid went out. */
  markPlaced(id: string): Promise<void>;
  /**
   * An approved draft whose bid did not go out for a reason that passes: back to `waiting` (not
   * decided, due at `expiresAt`) with the reason, so its user may approve it again. Only an
   * approved draft changes; null otherwise.
   */
  reopen(id: string, change: { readonly note: string; readonly expiresAt: Date }): Promise<ReviewDraft | null>;
  /** An approved draft whose bid Freelancer refused for good: `failed` with the refusal. Only an approved draft changes. */
  markFailed(id: string, change: { readonly note: string; readonly at: Date }): Promise<void>;
  /** Marks up to `limit` waiting drafts due at `now` expired and answers those this call expired. */
  expireDue(now: Date, limit: number): Promise<readonly ReviewDraft[]>;
  /** Remembers that the user bid for a client in `country` (ISO alpha-2). */
  recordBidCountry(userId: string, country: string): Promise<void>;
  /** One indexed lookup: whether the user has bid for a client in `country`. */
  hasBidCountry(userId: string, country: string): Promise<boolean>;
}
