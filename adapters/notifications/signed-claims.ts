import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * The tokens BidPilot's links carry out of the app (unsubscribe, review decisions):
 * `<claims>.<signature>`, both base64url, the claims a small JSON object with its expiry `e` in epoch
 * ms, the signature HMAC-SHA256 under a key derived from JWT_SECRET for one purpose, so no kind of
 * token passes for another (nor a session token's signature for any).
 */
export class SignedClaims<Claims extends { readonly e: number }> {
  private readonly key: Buffer;

  constructor(
    secret: string,
    purpose: string,
    private readonly schema: z.ZodType<Claims>,
  ) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  token(claims: Claims): string {
    const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${encoded}.${this.sign(encoded)}`;
  }

  /** The claims of a token signed under this purpose and not expired at `now`; null for one forged, mangled or expired. */
  read(token: string, now: Date): Claims | null {
    const [encoded, signature, extra] = token.split('.');
    if (encoded === undefined || signature === undefined || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(encoded));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let parsed: Claims;
    try {
      const result = this.schema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
      if (!result.success) return null;
      parsed = result.data;
    } catch {
      return null;
    }
    return parsed.e <= now.getTime() ? null : parsed;
  }

  private sign(encoded: string): string {
    return createHmac('sha256', this.key).update(encoded).digest('base64url');
  }
}
