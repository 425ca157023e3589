/** What a signed review link does to one draft. */
export interface ReviewLinkClaim {
  readonly userId: string;
  readonly draftId: string;
  readonly action: 'approve' | 'reject';
}

/**
 * The signed links a `review.waiting` notification carries (docs/design.md#review-lane): they open
 * a confirm page without a session; the page's POST acts. One-time because acting changes the
 * draft's status, which only a waiting draft allows.
 */
export interface ReviewLinks {
  /** The absolute URL of the confirm page for this action; the link dies when the draft would expire. */
  url(claim: ReviewLinkClaim, expiresAt: Date): string;
  /** The claim a token names, or null for one forged, mangled or past its time. */
  verify(token: string): ReviewLinkClaim | null;
}
