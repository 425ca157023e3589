import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';

describe.each(API_DIALECTS)('currency API on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  const convert = (from: string, to: string, amount: string) =>
    api.request('GET', `/api/currency/convert/${from}/${to}/${amount}`);

  it('answers the USD to ZAR rate for amount 1, publicly', async () => {
    const response = await convert('USD', 'ZAR', '1');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, from: 'USD', to: 'ZAR', amount: 1, rate: 18.5, converted: 18.5 });
  });

  it('converts an amount and rounds half up to 2 decimals', async () => {
    expect((await convert('USD', 'ZAR', '19.99')).body).toMatchObject({ rate: 18.5, converted: 369.82 });
    expect((await convert('USD', 'INR', '49')).body).toMatchObject({ rate: 86, converted: 4214 });
    expect((await convert('USD', 'ZAR', '0')).body).toMatchObject({ converted: 0 });
  });

  it('accepts lowercase codes and answers them upper-cased', async () => {
    const response = await convert('usd', 'eur', '100');

    expect(response.body).toEqual({ success: true, from: 'USD', to: 'EUR', amount: 100, rate: 0.95, converted: 95 });
  });

  it('answers the inverse rate for the reverse direction and 1 for the same currency', async () => {
    expect((await convert('ZAR', 'USD', '185')).body).toMatchObject({ converted: 10 });
    expect((await convert('GBP', 'GBP', '12.5')).body).toMatchObject({ rate: 1, converted: 12.5 });
  });

  it.each([
    ['XYZ', 'ZAR'],
    ['USD', 'JPY'],
    ['US%20D', 'ZAR'],
  ])('refuses the unsupported currency pair %s/%s with 400 CURRENCY_UNSUPPORTED', async (from, to) => {
    const response = await convert(from, to, '1');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, errorCode: 'CURRENCY_UNSUPPORTED' });
    expect(response.body.message).toContain('USD, EUR, GBP, INR, ZAR');
  });

  it.each(['abc', '-5', '1e3', 'NaN', 'Infinity', '12.', '1000000000.01', '9'.repeat(400)])(
    'refuses the amount %s with 400',
    async (amount) => {
      const response = await convert('USD', 'ZAR', amount);

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toMatch(/amount/i);
    },
  );
});
