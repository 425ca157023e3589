import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../../core/ports/clock.port.js';

const ISSUER = 'bidpilot';
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;

/** HS256 session tokens carrying only the user id; everything else is read fresh per request. */
export class SessionTokens {
  // A KeyObject made once: with raw bytes jose imports the key again on every sign and verify.
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly ttlSeconds = DEFAULT_TTL_SECONDS,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async issue(userId: string): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /** The user id of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: this.clock.now() });
      return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
    } catch {
      return null;
    }
  }
}
