import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../clock/fixed-clock.js';
import { SessionTokens } from './session-tokens.js';

const SECRET = 's'.repeat(48);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (header: unknown, claims: unknown, secret = SECRET) => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};

describe('SessionTokens', () => {
  const clock = new FixedClock('2026-11-22T10:00:00Z');
  const tokens = new SessionTokens(SECRET, clock, 3600);
  const now = Math.floor(clock.now().getTime() / 1000);

  it('issues a standard HS256 JWT that verifies to its user id', async () => {
    const token = await tokens.issue('user-1');
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({ sub: 'user-1', iss: 'bidpilot', iat: now, exp: now + 3600 });
    expect(await tokens.verify(token)).toBe('user-1');
  });

  it('refuses an expired token, at the exact second of expiry', async () => {
    const token = await tokens.issue('user-1');
    const later = new SessionTokens(SECRET, new FixedClock(new Date((now + 3600) * 1000)), 3600);
    expect(await later.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, a tampered payload, or garbage', async () => {
    const token = await tokens.issue('user-1');
    const [header, , signature] = token.split('.');
    expect(await tokens.verify(signed({ alg: 'HS256', typ: 'JWT' }, { sub: 'user-1', iss: 'bidpilot', exp: now + 60 }, 'other'.repeat(10)))).toBeNull();
    expect(await tokens.verify(`${header}.${b64({ sub: 'admin', iss: 'bidpilot', exp: now + 60 })}.${signature}`)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });

  it('refuses other algorithms, including none, even when correctly signed', async () => {
    const claims = { sub: 'user-1', iss: 'bidpilot', exp: now + 60 };
    expect(await tokens.verify(signed({ alg: 'none', typ: 'JWT' }, claims))).toBeNull();
    expect(await tokens.verify(`${b64({ alg: 'none' })}.${b64(claims)}.`)).toBeNull();
    expect(await tokens.verify(signed({ alg: 'HS512', typ: 'JWT' }, claims))).toBeNull();
  });

  it('refuses a well-signed token without the issuer, expiry or subject', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(await tokens.verify(signed(header, { sub: 'user-1', exp: now + 60 }))).toBeNull();
    expect(await tokens.verify(signed(header, { sub: 'user-1', iss: 'bidpilot' }))).toBeNull();
    expect(await tokens.verify(signed(header, { iss: 'bidpilot', exp: now + 60 }))).toBeNull();
    expect(await tokens.verify(signed(header, { sub: 'user-1', iss: 'bidpilot', exp: now + 60 }))).toBe('user-1');
  });

  it('still expires a token it has already verified once', async () => {
    const moving = new FixedClock('2026-11-22T10:00:00Z');
    const cached = new SessionTokens(SECRET, moving, 60);
    const token = await cached.issue('user-1');
    expect(await cached.verify(token)).toBe('user-1');
    moving.advance(59_000);
    expect(await cached.verify(token)).toBe('user-1');
    moving.advance(1_000);
    expect(await cached.verify(token)).toBeNull();
  });

  it('refuses a tampered copy of a token it has verified', async () => {
    const token = await tokens.issue('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    const [header, , signature] = token.split('.');
    expect(await tokens.verify(`${header}.${b64({ sub: 'admin-1', iss: 'bidpilot', iat: now, exp: now + 3600 })}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });
});
