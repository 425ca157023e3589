import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock.js';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../../core/domain/auth/session.js';
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
  const SESSION = { userId: 'user-1', sessionId: 'session-1', startedAt: clock.now() };

  it('issues a standard HS256 JWT that verifies to its user id', async () => {
    const token = await tokens.issue(SESSION);
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({
      sub: 'user-1',
      sid: 'session-1',
      sst: now,
      iss: 'bidpilot',
      iat: now,
      exp: now + 3600,
    });
    expect(tokens.verify(token)?.userId).toBe('user-1');
  });

  it('refuses an expired token, at the exact second of expiry', async () => {
    const token = await tokens.issue(SESSION);
    const later = new SessionTokens(SECRET, new FixedClock(new Date((now + 3600) * 1000)), 3600);
    expect(later.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, a tampered payload, or garbage', async () => {
    const token = await tokens.issue(SESSION);
    const [header, , signature] = token.split('.');
    expect(
      tokens.verify(
        signed({ alg: 'HS256', typ: 'JWT' }, { sub: 'user-1', iss: 'bidpilot', exp: now + 60 }, 'other'.repeat(10)),
      ),
    ).toBeNull();
    expect(tokens.verify(`${header}.${b64({ sub: 'admin', iss: 'bidpilot', exp: now + 60 })}.${signature}`)).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });

  it('refuses other algorithms, including none, even when correctly signed', async () => {
    const claims = { sub: 'user-1', iss: 'bidpilot', exp: now + 60 };
    expect(tokens.verify(signed({ alg: 'none', typ: 'JWT' }, claims))).toBeNull();
    expect(tokens.verify(`${b64({ alg: 'none' })}.${b64(claims)}.`)).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS512', typ: 'JWT' }, claims))).toBeNull();
  });

  it('refuses a well-signed token without the issuer, expiry or subject', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(tokens.verify(signed(header, { sub: 'user-1', exp: now + 60 }))).toBeNull();
    expect(tokens.verify(signed(header, { sub: 'user-1', iss: 'bidpilot' }))).toBeNull();
    expect(tokens.verify(signed(header, { iss: 'bidpilot', exp: now + 60 }))).toBeNull();
    expect(tokens.verify(signed(header, { sub: 'user-1', iss: 'bidpilot', exp: now + 60 }))).toBeNull();
    expect(
      tokens.verify(signed(header, { sub: 'user-1', sid: 's-1', sst: now, iss: 'bidpilot', exp: now + 60 }))?.userId,
    ).toBe('user-1');
  });

  it('still expires a token it has already verified once', async () => {
    const moving = new FixedClock('2026-11-22T10:00:00Z');
    const cached = new SessionTokens(SECRET, moving, 60);
    const token = await cached.issue(SESSION);
    expect(cached.verify(token)?.userId).toBe('user-1');
    moving.advance(59_000);
    expect(cached.verify(token)?.userId).toBe('user-1');
    moving.advance(1_000);
    expect(cached.verify(token)).toBeNull();
  });

  it('refuses a tampered copy of a token it has verified', async () => {
    const token = await tokens.issue(SESSION);
    expect(tokens.verify(token)?.userId).toBe('user-1');
    const [header, , signature] = token.split('.');
    expect(
      tokens.verify(`${header}.${b64({ sub: 'admin-1', iss: 'bidpilot', iat: now, exp: now + 3600 })}.${signature}`),
    ).toBeNull();
    expect(tokens.verify(`${token}x`)).toBeNull();
  });

  it.each(['=', '==', ' ', '\n', '\t', 'A', '.', '.x'])(
    'refuses a valid token with %j after its signature, verified before or not',
    async (suffix) => {
      const token = await tokens.issue(SESSION);
      expect(new SessionTokens(SECRET, clock, 3600).verify(`${token}${suffix}`)).toBeNull();
      expect(tokens.verify(token)?.userId).toBe('user-1');
      expect(tokens.verify(`${token}${suffix}`)).toBeNull();
    },
  );

  it('refuses a signature that decodes to the right bytes but is not their exact 43-character base64url spelling', async () => {
    const token = await tokens.issue(SESSION);
    const [header, payload, signature = ''] = token.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 43 characters carries 4 bits of the signature and 2 spare bits a decoder ignores.
    const spare = alphabet[alphabet.indexOf(signature.at(-1) ?? 'A') ^ 1];
    const sameBytes = `${signature.slice(0, -1)}${spare}`;
    expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(tokens.verify(`${header}.${payload}.${sameBytes}`)).toBeNull();
    expect(tokens.verify(`${header}.${payload}.${signature}=`)).toBeNull();
  });

  it('refuses a signature in standard base64 (+ and /) instead of base64url', async () => {
    const claims = (n: number) => ({ sub: `user-${n}`, sid: `s-${n}`, sst: now, iss: 'bidpilot', exp: now + 60 });
    const header = { alg: 'HS256', typ: 'JWT' };
    const token = Array.from({ length: 50 }, (_, n) => signed(header, claims(n))).find((each) =>
      /[-_]/.test(each.split('.')[2] ?? ''),
    );
    const [h, p, signature = ''] = (token ?? '').split('.');
    const standard = signature.replaceAll('-', '+').replaceAll('_', '/');
    expect(tokens.verify(token ?? '')).not.toBeNull();
    expect(tokens.verify(`${h}.${p}.${standard}`)).toBeNull();
  });

  it('never lets a reissued token outlive the absolute lifetime of its session, counted from its start', async () => {
    const moving = new FixedClock('2026-11-22T10:00:00Z');
    const weekly = new SessionTokens(SECRET, moving, 7 * 24 * 3600);
    const session = { userId: 'user-1', sessionId: 'session-1', startedAt: moving.now() };
    const lifetimeEnd = Math.floor((session.startedAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS) / 1000);
    moving.advance(SESSION_ABSOLUTE_LIFETIME_MS - 3600_000);
    const late = await weekly.issue(session);
    const payload = JSON.parse(Buffer.from(late.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      sst: number;
    };

    expect(payload).toMatchObject({ exp: lifetimeEnd, sst: Math.floor(session.startedAt.getTime() / 1000) });
    expect(weekly.verify(late)?.sessionId).toBe('session-1');
    moving.advance(3600_000);
    expect(weekly.verify(late)).toBeNull();
  });

  it('refuses a well-signed token whose session started longer ago than the absolute lifetime, whatever its expiry says', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const started = now - SESSION_ABSOLUTE_LIFETIME_MS / 1000;
    expect(
      tokens.verify(signed(header, { sub: 'user-1', sid: 's-1', sst: started, iss: 'bidpilot', exp: now + 3600 })),
    ).toBeNull();
    expect(
      tokens.verify(signed(header, { sub: 'user-1', sid: 's-1', sst: started + 1, iss: 'bidpilot', exp: now + 3600 }))
        ?.userId,
    ).toBe('user-1');
  });

  it('refuses a token from before sessions: no session id or start', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(
      tokens.verify(signed(header, { sub: 'user-1', sst: now, iss: 'bidpilot', iat: now, exp: now + 60 })),
    ).toBeNull();
    expect(
      tokens.verify(signed(header, { sub: 'user-1', sid: 's-1', iss: 'bidpilot', iat: now, exp: now + 60 })),
    ).toBeNull();
    expect(
      tokens.verify(signed(header, { sub: 'user-1', sid: '', sst: now, iss: 'bidpilot', iat: now, exp: now + 60 })),
    ).toBeNull();
  });
});
