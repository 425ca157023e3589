import { z } from 'zod';
import type { Clock } from '../../core/ports/clock.port.js';
import type { ReviewLinkClaim, ReviewLinks } from '../../core/ports/review-links.port.js';
import { SignedClaims } from './signed-claims.js';

/** The web page a review link opens: it shows the draft and asks to confirm; its button POSTs. */
export const REVIEW_LINK_PATH = '/review/link';

const Claims = z.object({
  u: z.string().min(1),
  d: z.string().min(1),
  a: z.enum(['approve', 'reject']),
  e: z.number().int(),
});

/** Review link tokens name the user, the draft, the action and the expiry (SignedClaims, under their own purpose). */
export class SignedReviewLinks implements ReviewLinks {
  private readonly claims: SignedClaims<z.infer<typeof Claims>>;

  constructor(
    private readonly publicUrl: string,
    secret: string,
    private readonly clock: Clock,
  ) {
    this.claims = new SignedClaims(secret, 'bidpilot.review-link.v1', Claims);
  }

  url(claim: ReviewLinkClaim, expiresAt: Date): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${REVIEW_LINK_PATH}?token=${encodeURIComponent(this.tokenFor(claim, expiresAt))}`;
  }

  tokenFor(claim: ReviewLinkClaim, expiresAt: Date): string {
    return this.claims.token({ u: claim.userId, d: claim.draftId, a: claim.action, e: expiresAt.getTime() });
  }

  verify(token: string): ReviewLinkClaim | null {
    const parsed = this.claims.read(token, this.clock.now());
    return parsed === null ? null : { userId: parsed.u, draftId: parsed.d, action: parsed.a };
  }
}
