import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../core/ports/clock.port.js';
import type { ReviewLinkClaim, ReviewLinks } from '../../core/ports/review-links.port.js';

/** The web page a review link opens: it shows the draft and asks to confirm; its button POSTs. */
export const REVIEW_LINK_PATH = '/review/link';

const Claims = z.object({ u: z.string().min(1), d: z.string().min(1), a: z.enum(['approve', 'reject']), e: z.number().int() });

/**
 * Review link tokens are `<claims>.<signature>` in base64url, as the unsubscribe links, under a key
 * of their own purpose derived from JWT_SECRET, so neither token passes for the other.
 */
export class SignedReviewLinks implements ReviewLinks {
  private readonly key: Buffer;

  constructor(
    private readonly publicUrl: string,
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', secret).update('bidpilot.review-link.v1').digest();
  }

  url(claim: ReviewLinkClaim, expiresAt: Date): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${REVIEW_LINK_PATH}?token=${encodeURIComponent(this.tokenFor(claim, expiresAt))}`;
  }

  tokenFor(claim: ReviewLinkClaim, expiresAt: Date): string {
    const claims = Buffer.from(JSON.stringify({ u: claim.userId, d: claim.draftId, a: claim.action, e: expiresAt.getTime() })).toString('base64url');
    return `${claims}.${this.sign(claims)}`;
  }

  verify(token: string): ReviewLinkClaim | null {
    const [claims, signature, extra] = token.split('.');
    if (claims === undefined || signature === undefined || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(claims));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let parsed: z.infer<typeof Claims>;
    try {
      const result = Claims.safeParse(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')));
      if (!result.success) return null;
      parsed = result.data;
    } catch {
      return null;
    }
    if (parsed.e <= this.clock.now().getTime()) return null;
    return { userId: parsed.u, draftId: parsed.d, action: parsed.a };
  }

  private sign(claims: string): string {
    return createHmac('sha256', this.key).update(claims).digest('base64url');
  }
}
