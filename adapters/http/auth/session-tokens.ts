import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../core/ports/clock.port.js';

const ISSUER = 'bidpilot';
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;
/** Verified tokens remembered, so a busy session is not re-hashed on every request. */
const VERIFIED_CACHE_SIZE = 10_000;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
/**
 * Three base64url parts, the last exactly the 43 characters of an HMAC-SHA256. Node's base64url
 * decoder skips padding, whitespace and standard-base64 characters, so without this a token with
 * `=` or a space after it, or another spelling of the same bytes, would verify too.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;

interface Claims {
  readonly sub?: unknown;
  readonly iss?: unknown;
  readonly iat?: unknown;
  readonly exp?: unknown;
}

/**
 * HS256 JSON Web Tokens carrying only the user id; everything else is read fresh per request.
 * Written on node:crypto rather than a JOSE library: it accepts exactly one header, one algorithm
 * and one key, and verifies synchronously — jose's WebCrypto path made every authenticated request
 * about twenty times slower than this.
 */
export class SessionTokens {
  private readonly secret: Buffer;
  private readonly verified = new Map<string, { readonly userId: string; readonly exp: number }>();

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly ttlSeconds = DEFAULT_TTL_SECONDS,
  ) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  async issue(userId: string): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const claims = { sub: userId, iss: ISSUER, iat, exp: iat + this.ttlSeconds };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signingInput}.${this.sign(signingInput).toString('base64url')}`;
  }

  /** The user id of a valid, unexpired token; null for anything else. Synchronous: it runs on every request. */
  verify(token: string): string | null {
    const known = this.verified.get(token);
    if (known !== undefined) return known.exp > this.clock.now().getTime() / 1000 ? known.userId : null;
    if (!TOKEN_SHAPE.test(token)) return null;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    if (header !== HEADER) return null;
    // The signature's one canonical spelling, compared as text: equal lengths by TOKEN_SHAPE.
    const expected = Buffer.from(this.sign(`${header}.${payload}`).toString('base64url'));
    if (!timingSafeEqual(Buffer.from(signature), expected)) return null;
    const claims = this.claimsOf(payload);
    if (claims === null) return null;
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims);
    return claims.userId;
  }

  private claimsOf(payload: string): { readonly userId: string; readonly exp: number } | null {
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      return null;
    }
    const now = this.clock.now().getTime() / 1000;
    if (claims.iss !== ISSUER || typeof claims.exp !== 'number' || claims.exp <= now) return null;
    return typeof claims.sub === 'string' && claims.sub !== '' ? { userId: claims.sub, exp: claims.exp } : null;
  }

  private sign(signingInput: string): Buffer {
    return createHmac('sha256', this.secret).update(signingInput).digest();
  }
}
