import { describe, expect, it } from 'vitest';
import { CLIENT_COUNTRIES, CLIENT_POOL_SIZE, derivedClient, isPoolClient, poolClientId } from './simulator-clients.js';

const pool = Array.from({ length: CLIENT_POOL_SIZE }, (_, index) => derivedClient(poolClientId(index)));
const share = (test: (client: (typeof pool)[number]) => boolean): number => pool.filter(test).length / pool.length;

describe('the simulator’s clients', () => {
  it('numbers the pool with distinct ids it recognises, wrapping around, and no others', () => {
    const ids = pool.map((client) => client.id);

    expect(new Set(ids).size).toBe(CLIENT_POOL_SIZE);
    expect(ids.every(isPoolClient)).toBe(true);
    expect(poolClientId(CLIENT_POOL_SIZE + 3)).toBe(poolClientId(3));
    expect(poolClientId(-1)).toBe(poolClientId(CLIENT_POOL_SIZE - 1));
    for (const id of [81_234_567, poolClientId(0) + 1, poolClientId(CLIENT_POOL_SIZE - 1) + 1_009])
      expect(isPoolClient(id)).toBe(false);
  });

  it('derives a client from its id alone', () => {
    expect(derivedClient(poolClientId(42))).toEqual(derivedClient(poolClientId(42)));
    expect(derivedClient(poolClientId(42))).not.toEqual(derivedClient(poolClientId(43)));
  });

  it('gives new clients no reviews and a 2026 registration, and established ones a rating of 2–5 with reviews', () => {
    for (const client of pool) {
      expect(CLIENT_COUNTRIES.map((country) => country.code)).toContain(client.country);
      if (client.reviews === 0) {
        expect(client.rating).toBe(0);
        expect(client.registeredAt).toBeGreaterThanOrEqual(Date.UTC(2026, 0, 1));
      } else {
        expect(client.reviews).toBeGreaterThanOrEqual(1);
        expect(client.rating).toBeGreaterThanOrEqual(2);
        expect(client.rating).toBeLessThanOrEqual(5);
        expect(client.registeredAt).toBeLessThan(Date.UTC(2025, 6, 2));
      }
    }
  });

  it.each([
    ['new, with no reviews', (client: (typeof pool)[number]) => client.reviews === 0, 0.18, 0.32],
    ['payment verified', (client: (typeof pool)[number]) => client.paymentVerified === true, 0.6, 0.85],
    [
      'rated below 3.6',
      (client: (typeof pool)[number]) => client.reviews !== 0 && (client.rating ?? 5) < 3.6,
      0.04,
      0.15,
    ],
    ['in the US', (client: (typeof pool)[number]) => client.country === 'US', 0.15, 0.33],
  ])('has a realistic share of clients %s', (_what, test, low, high) => {
    expect(share(test)).toBeGreaterThan(low);
    expect(share(test)).toBeLessThan(high);
  });
});
