import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FixedClock } from '../testing/fixed-clock.js';
import { InMemoryMarketplaceBackoff } from '../rate-limits/in-memory-marketplace-backoff.js';
import { HttpFreelancerMarketplace } from './http-freelancer-marketplace.js';

const BASE = 'https://www.freelancer.com/api';
const SELF = `${BASE}/users/0.1/self/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const T0 = '2026-03-01T10:00:00.000Z';
const self = { status: 'success', result: { id: 26605882, username: 'ada', jobs: [] } };
const limited = {
  status: 'error',
  message: 'You have made too many of these requests.',
  error_code: 'AuthorisationExceptionCodes.RATE_LIMITED',
};
const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'no error',
    (error: { code?: unknown }) => error.code,
  );

function setup() {
  const clock = new FixedClock(T0);
  const backoff = new InMemoryMarketplaceBackoff();
  const calls = { count: 0 };
  const marketplace = new HttpFreelancerMarketplace({ baseUrl: BASE, timeoutMs: 1_000, backoff, clock });
  const answer = (response: () => Response) =>
    server.use(
      http.get(SELF, () => {
        calls.count += 1;
        return response();
      }),
    );
  return { clock, backoff, calls, marketplace, answer };
}

describe('HttpFreelancerMarketplace rate limits', () => {
  it('backs the token off for the 429’s Retry-After and fails fast, without calling Freelancer, until it ends', async () => {
    const { clock, backoff, calls, marketplace, answer } = setup();
    answer(() => HttpResponse.json(limited, { status: 429, headers: { 'Retry-After': '90' } }));
    expect(await codeOf(marketplace.getSelf('tok'))).toBe('MARKETPLACE_RATE_LIMITED');
    expect(await backoff.pausedUntil('tok', clock.now())).toEqual(new Date(Date.parse(T0) + 90_000));

    answer(() => HttpResponse.json(self));
    clock.advance(89_000);
    await expect(marketplace.searchActiveProjects({ token: 'tok', limit: 10, offset: 0 })).rejects.toMatchObject({
      code: 'MARKETPLACE_RATE_LIMITED',
      details: { retryable: true },
    });
    expect(
      await codeOf(
        marketplace.placeBid({ token: 'tok', projectId: '1', bidderId: '2', amount: 10, period: 3, description: 'x' }),
      ),
    ).toBe('MARKETPLACE_RATE_LIMITED');
    expect(calls.count).toBe(1);

    clock.advance(1_000);
    expect((await marketplace.getSelf('tok')).username).toBe('ada');
    expect(calls.count).toBe(2);
  });

  it('backs off 30 s, then 60 s, on bare 429s', async () => {
    const { clock, backoff, marketplace, answer } = setup();
    answer(() => new HttpResponse('Too Many Requests', { status: 429 }));
    await codeOf(marketplace.getSelf('tok'));
    expect(await backoff.pausedUntil('tok', clock.now())).toEqual(new Date(Date.parse(T0) + 30_000));
    clock.advance(30_000);
    await codeOf(marketplace.getSelf('tok'));
    expect(await backoff.pausedUntil('tok', clock.now())).toEqual(new Date(Date.parse(T0) + 90_000));
  });

  it('answers a successful call with RateLimit-Remaining 0, then holds the token until RateLimit-Reset', async () => {
    const { clock, calls, marketplace, answer } = setup();
    answer(() =>
      HttpResponse.json(self, {
        headers: { 'RateLimit-Limit': '50', 'RateLimit-Remaining': '0', 'RateLimit-Reset': '40' },
      }),
    );
    expect((await marketplace.getSelf('tok')).id).toBe('26605882');
    clock.advance(39_000);
    expect(await codeOf(marketplace.getSelf('tok'))).toBe('MARKETPLACE_RATE_LIMITED');
    clock.advance(1_000);
    expect(await codeOf(marketplace.getSelf('tok'))).toBe('no error');
    expect(calls.count).toBe(2);
  });

  it('reads the X-RateLimit family too, and lets calls with calls left go on', async () => {
    const { clock, backoff, marketplace, answer } = setup();
    answer(() => HttpResponse.json(self, { headers: { 'X-RateLimit-Remaining': '3', 'X-RateLimit-Reset': '60' } }));
    await marketplace.getSelf('tok');
    expect(await backoff.pausedUntil('tok', clock.now())).toBeNull();
    answer(() => HttpResponse.json(self, { headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '60' } }));
    await marketplace.getSelf('tok');
    expect(await backoff.pausedUntil('tok', clock.now())).toEqual(new Date(Date.parse(T0) + 60_000));
  });

  it('holds back only the limited token: another user’s token still calls Freelancer', async () => {
    const { marketplace, answer } = setup();
    answer(() => new HttpResponse(null, { status: 429 }));
    await codeOf(marketplace.getSelf('limited-token'));
    answer(() => HttpResponse.json(self));
    expect(await codeOf(marketplace.getSelf('other-token'))).toBe('no error');
  });

  it('goes ahead when the backoff store fails, and still answers a bid Freelancer took', async () => {
    const broken = {
      pausedUntil: () => Promise.reject(new Error('db down')),
      backOff: () => Promise.reject(new Error('db down')),
    };
    const logger = { warn: vi.fn() };
    const marketplace = new HttpFreelancerMarketplace({ baseUrl: BASE, backoff: broken, logger });
    server.use(
      http.post(`${BASE}/projects/0.1/bids/`, () =>
        HttpResponse.json({ status: 'success', result: { id: 77 } }, { headers: { 'RateLimit-Remaining': '0' } }),
      ),
    );
    expect(
      await marketplace.placeBid({
        token: 'tok',
        projectId: '1',
        bidderId: '2',
        amount: 10,
        period: 3,
        description: 'x',
      }),
    ).toEqual({ marketplaceBidId: '77' });
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('tok');
  });
});
