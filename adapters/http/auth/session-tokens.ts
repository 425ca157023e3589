import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../../core/domain/auth/session.js';
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
  readonly sid?: unknown;
  readonly sst?: unknown;
  readonly iss?: unknown;
  readonly iat?: unknown;
  readonly exp?: unknown;
}

/** What a valid token says: whose session, which one, and when it started (its sign-in). */
export interface SessionClaims {
  readonly userId: string;
  readonly sessionId: string;
  readonly startedAt: Date;
}

interface Verified extends SessionClaims {
  readonly exp: number;
}

/**
 * HS256 JSON Web Tokens carrying the user id, the session id and the session's start (`sst`);
 * everything else is read fresh per request. A token never outlives its session's absolute
 * lifetime, however often it is reissued (docs/design.md#security).
 * Written on node:crypto rather than a JOSE library: it accepts exactly one header, one algorithm
 * and one key, and verifies synchronously — jose's WebCrypto path made every authenticated request
 * about twenty times slower than this.
 */
export class SessionTokens {
  private readonly secret: Buffer;
  private readonly verified = new Map<string, Verified>();

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly ttlSeconds = DEFAULT_TTL_SECONDS,
  ) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  /** A token for the session, expiring after the TTL or at the end of the session's absolute lifetime, whichever is first. */
  async issue(session: SessionClaims): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const sst = Math.floor(session.startedAt.getTime() / 1000);
    const end = Math.floor((session.startedAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS) / 1000);
    const claims = {
      sub: session.userId,
      sid: session.sessionId,
      sst,
      iss: ISSUER,
      iat,
      exp: Math.min(iat + this.ttlSeconds, end),
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signingInput}.${this.sign(signingInput).toString('base64url')}`;
  }

  /** The claims of a valid, unexpired token; null for anything else. Synchronous: it runs on every request. */
  verify(token: string): SessionClaims | null {
    const known = this.verified.get(token);
    if (known !== undefined) return known.exp > this.clock.now().getTime() / 1000 ? known : null;
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
    return claims;
  }

  private claimsOf(payload: string): Verified | null {
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      return null;
    }
    const now = this.clock.now().getTime() / 1000;
    if (claims.iss !== ISSUER || typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (typeof claims.sub !== 'string' || claims.sub === '' || typeof claims.sid !== 'string' || claims.sid === '')
      return null;
    // Tokens from before sessions had a start carry none: they are not sessions any more.
    if (typeof claims.sst !== 'number' || !Number.isFinite(claims.sst)) return null;
    if ((claims.sst * 1000 + SESSION_ABSOLUTE_LIFETIME_MS) / 1000 <= now) return null;
    return { userId: claims.sub, sessionId: claims.sid, startedAt: new Date(claims.sst * 1000), exp: claims.exp };
  }

  private sign(signingInput: string): Buffer {
    return createHmac('sha256', this.secret).update(signingInput).digest();
  }
}
