import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock.js';
import type { Logger } from '../logging/logger.js';
import { LiveExchangeRates, type RatesLogger } from './live-exchange-rates.js';

const BASE = 'https://rates.test/v6/latest';
const URL_USD = `${BASE}/USD`;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// A pino Logger is accepted where the adapter wants a logger (compile-time check only).
const _pinoFits = (logger: Logger): RatesLogger => logger;

const served = { EUR: 0.92, GBP: 0.79, INR: 83.5, ZAR: 18.2 };
const answer = (rates: Record<string, number | string> = served) => ({
  result: 'success',
  provider: 'https://www.exchangerate-api.com',
  base_code: 'USD',
  time_last_update_unix: 1767225600,
  time_next_update_unix: 1767312000,
  rates: { USD: 1, AED: 3.6725, JPY: 157.1, ...rates },
});

const server = setupServer();
let requests = 0;
server.events.on('request:start', () => {
  requests += 1;
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let clock: FixedClock;
let warnings: Array<{ obj: Record<string, unknown>; msg: string }>;
const logger: RatesLogger = { warn: (obj, msg) => warnings.push({ obj, msg }) };
const live = (options: { timeoutMs?: number } = {}) =>
  new LiveExchangeRates({ baseUrl: `${BASE}/`, clock, logger, timeoutMs: options.timeoutMs ?? 1_000 });
const serve = (body: JsonBodyType, status = 200) =>
  server.use(http.get(URL_USD, () => HttpResponse.json(body, { status })));
const fail = (status = 500) => server.use(http.get(URL_USD, () => HttpResponse.json({ message: 'boom' }, { status })));

beforeEach(() => {
  requests = 0;
  warnings = [];
  clock = new FixedClock('2026-01-01T00:00:00.000Z');
});

describe('LiveExchangeRates', () => {
  it('answers the served USD rates, and cross rates through USD', async () => {
    serve(answer());
    const rates = live();

    expect(await rates.rate('USD', 'ZAR')).toBe(18.2);
    expect(await rates.rate('ZAR', 'USD')).toBeCloseTo(1 / 18.2, 12);
    expect(await rates.rate('EUR', 'GBP')).toBeCloseTo(0.79 / 0.92, 12);
    expect(await rates.rate('INR', 'ZAR')).toBeCloseTo(18.2 / 83.5, 12);
    expect(requests).toBe(1);
    expect(warnings).toEqual([]);
  });

  it('asks GET {baseUrl}/USD for JSON', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(URL_USD, ({ request }) => {
        seen = request;
        return HttpResponse.json(answer());
      }),
    );

    await live().rate('USD', 'EUR');

    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe(URL_USD);
    expect(seen?.headers.get('accept')).toBe('application/json');
  });

  it('keeps the rates for an hour by the clock, then fetches again', async () => {
    serve(answer());
    const rates = live();
    expect(await rates.rate('USD', 'ZAR')).toBe(18.2);

    clock.advance(HOUR - 1);
    expect(await rates.rate('USD', 'INR')).toBe(83.5);
    expect(requests).toBe(1);

    serve(answer({ ...served, ZAR: 19 }));
    clock.advance(1);
    expect(await rates.rate('USD', 'ZAR')).toBe(19);
    expect(requests).toBe(2);
  });

  it('shares one request between concurrent calls (single-flight)', async () => {
    server.use(
      http.get(URL_USD, async () => {
        await delay(30);
        return HttpResponse.json(answer());
      }),
    );
    const rates = live();

    const answers = await Promise.all(Array.from({ length: 10 }, () => rates.rate('USD', 'ZAR')));

    expect(answers).toEqual(Array(10).fill(18.2));
    expect(requests).toBe(1);
  });

  it('shares one failed request too, and warns once', async () => {
    server.use(
      http.get(URL_USD, async () => {
        await delay(30);
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const rates = live();

    const answers = await Promise.all(Array.from({ length: 10 }, () => rates.rate('USD', 'ZAR')));

    expect(answers).toEqual(Array(10).fill(18.5));
    expect(requests).toBe(1);
    expect(warnings).toHaveLength(1);
  });

  it('answers the spec fallback rates on a 500, and warns once with the reason', async () => {
    fail(500);
    const rates = live();

    expect(await rates.rate('USD', 'ZAR')).toBe(18.5);
    expect(await rates.rate('USD', 'INR')).toBe(86);
    expect(await rates.rate('EUR', 'GBP')).toBeCloseTo(0.82 / 0.95, 12);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toMatchObject({ reason: 'http-status', status: 500, serving: 'fallback' });
  });

  it('falls back when the API does not answer within timeoutMs', async () => {
    server.use(
      http.get(URL_USD, async () => {
        await delay('infinite');
        return HttpResponse.json(answer());
      }),
    );

    expect(await live({ timeoutMs: 50 }).rate('USD', 'ZAR')).toBe(18.5);
    expect(warnings[0]?.obj).toMatchObject({ reason: 'timeout', serving: 'fallback' });
  });

  it('falls back on a network error', async () => {
    server.use(http.get(URL_USD, () => HttpResponse.error()));

    expect(await live().rate('USD', 'ZAR')).toBe(18.5);
    expect(warnings[0]?.obj).toMatchObject({ reason: 'network' });
  });

  it.each([
    [
      'a body that is not JSON',
      () => server.use(http.get(URL_USD, () => new HttpResponse('not json', { status: 200 }))),
      'not-json',
    ],
    ['the vendor error answer', () => serve({ result: 'error', 'error-type': 'unsupported-code' }), 'vendor-error'],
    ['a negative rate', () => serve(answer({ ...served, ZAR: -1 })), 'schema-mismatch'],
    ['a zero rate', () => serve(answer({ ...served, EUR: 0 })), 'schema-mismatch'],
    ['a rate as a string', () => serve(answer({ ...served, GBP: '0.79' })), 'schema-mismatch'],
    ['a missing supported currency', () => serve(answer({ EUR: 0.92, GBP: 0.79, ZAR: 18.2 })), 'schema-mismatch'],
    ['another base currency', () => serve({ ...answer(), base_code: 'EUR' }), 'schema-mismatch'],
    ['a success without rates', () => serve({ result: 'success', base_code: 'USD' }), 'schema-mismatch'],
  ])('falls back on %s', async (_name, arrange, reason) => {
    arrange();

    expect(await live().rate('USD', 'ZAR')).toBe(18.5);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toMatchObject({ reason, serving: 'fallback' });
  });

  it('accepts an answer with only the required fields', async () => {
    serve({ result: 'success', rates: served });

    expect(await live().rate('USD', 'GBP')).toBe(0.79);
  });

  it('after a failure, asks again only once the back-off has passed', async () => {
    fail(500);
    const rates = live();
    expect(await rates.rate('USD', 'ZAR')).toBe(18.5);

    clock.advance(5 * MINUTE - 1);
    expect(await rates.rate('USD', 'ZAR')).toBe(18.5);
    expect(await rates.rate('USD', 'INR')).toBe(86);
    expect(requests).toBe(1);
    expect(warnings).toHaveLength(1);

    serve(answer());
    clock.advance(1);
    expect(await rates.rate('USD', 'ZAR')).toBe(18.2);
    expect(requests).toBe(2);
  });

  it('prefers the expired rates over the fallback while a refresh fails, up to 24 hours old', async () => {
    serve(answer());
    const rates = live();
    expect(await rates.rate('USD', 'ZAR')).toBe(18.2);

    fail(502);
    clock.advance(HOUR);
    expect(await rates.rate('USD', 'ZAR')).toBe(18.2);
    expect(requests).toBe(2);
    expect(warnings[0]?.obj).toMatchObject({
      reason: 'http-status',
      status: 502,
      serving: 'stale',
      staleSince: '2026-01-01T00:00:00.000Z',
    });

    // Within the back-off the stale rates keep serving without a request.
    expect(await rates.rate('EUR', 'GBP')).toBeCloseTo(0.79 / 0.92, 12);
    expect(requests).toBe(2);

    // Once the last good rates are a day old, the spec's fallback rates serve instead.
    clock.set('2026-01-02T00:00:00.000Z');
    expect(await rates.rate('USD', 'ZAR')).toBe(18.5);
    expect(requests).toBe(3);
    expect(warnings[1]?.obj).toMatchObject({ serving: 'fallback' });
  });

  it('answers 1 for the same currency without a request', async () => {
    expect(await live().rate('ZAR', 'ZAR')).toBe(1);
    expect(requests).toBe(0);
  });

  it.each([
    ['USD', 'JPY'],
    ['XXX', 'USD'],
    ['usd', 'EUR'],
    ['JPY', 'JPY'],
  ])('refuses %s→%s with CURRENCY_UNSUPPORTED without a request', async (from, to) => {
    await expect(live().rate(from, to)).rejects.toMatchObject({ code: 'CURRENCY_UNSUPPORTED' });
    expect(requests).toBe(0);
  });

  it('defaults to open.er-api.com', async () => {
    let seen: string | undefined;
    server.use(
      http.get('https://open.er-api.com/v6/latest/USD', ({ request }) => {
        seen = request.url;
        return HttpResponse.json(answer());
      }),
    );

    expect(await new LiveExchangeRates({ clock }).rate('USD', 'EUR')).toBe(0.92);
    expect(seen).toBe('https://open.er-api.com/v6/latest/USD');
  });
});
