import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { LiveExchangeRates } from '../../adapters/rates/live-exchange-rates.js';
import { describeExchangeRatesContract } from './exchange-rates.contract.js';

const BASE = 'https://rates.test/v6/latest';

/** What open.er-api.com answers for `GET /v6/latest/USD`, trimmed to a few currencies. */
const latestUsd = {
  result: 'success',
  provider: 'https://www.exchangerate-api.com',
  base_code: 'USD',
  time_last_update_unix: 1767225600,
  time_next_update_unix: 1767312000,
  rates: { USD: 1, EUR: 0.923741, GBP: 0.791342, INR: 83.512, ZAR: 18.2117, JPY: 157.1 },
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describeExchangeRatesContract('LiveExchangeRates on msw', async () => {
  server.resetHandlers(http.get(`${BASE}/USD`, () => HttpResponse.json(latestUsd)));
  return { rates: new LiveExchangeRates({ baseUrl: BASE, clock: new FixedClock(), timeoutMs: 2_000 }) };
});

describeExchangeRatesContract('LiveExchangeRates on msw, API down (fallback rates)', async () => {
  server.resetHandlers(
    http.get(`${BASE}/USD`, () => HttpResponse.json({ result: 'error', 'error-type': 'unknown' }, { status: 500 })),
  );
  return { rates: new LiveExchangeRates({ baseUrl: BASE, clock: new FixedClock(), timeoutMs: 2_000 }) };
});
