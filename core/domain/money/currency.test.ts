import { describe, expect, it } from 'vitest';
import {
  countryToCurrency,
  CURRENCY_OPTIONS,
  currencySymbol,
  fallbackRate,
  isSupportedCurrency,
  roundConverted,
} from './currency.js';

describe('fallbackRate', () => {
  it('reads the table when converting from USD', () => {
    expect(fallbackRate('USD', 'INR')).toBe(86);
    expect(fallbackRate('USD', 'EUR')).toBe(0.95);
    expect(fallbackRate('USD', 'GBP')).toBe(0.82);
    expect(fallbackRate('USD', 'ZAR')).toBe(18.5);
  });

  it('inverts the table when converting to USD', () => {
    expect(fallbackRate('ZAR', 'USD')).toBe(1 / 18.5);
    expect(fallbackRate('INR', 'USD')).toBe(1 / 86);
  });

  it('crosses through USD when both currencies are in the table', () => {
    expect(fallbackRate('EUR', 'INR')).toBeCloseTo(86 / 0.95, 10);
  });

  it('answers 1 when the currencies are equal or one is unknown', () => {
    expect(fallbackRate('ZAR', 'ZAR')).toBe(1);
    expect(fallbackRate('USD', 'JPY')).toBe(1);
    expect(fallbackRate('AUD', 'USD')).toBe(1);
    expect(fallbackRate('USD', 'toString')).toBe(1);
  });
});

describe('countryToCurrency', () => {
  it('maps the spec countries when the code is given in any case', () => {
    const pairs = [
      ['US', 'USD'],
      ['GB', 'GBP'],
      ['DE', 'EUR'],
      ['FR', 'EUR'],
      ['IT', 'EUR'],
      ['ES', 'EUR'],
      ['IN', 'INR'],
      ['ZA', 'ZAR'],
      ['za', 'ZAR'],
    ];
    for (const [country, currency] of pairs) expect(countryToCurrency(country ?? '')).toBe(currency);
  });

  it('answers null when the country is not in the list', () => {
    expect(countryToCurrency('NL')).toBeNull();
    expect(countryToCurrency('')).toBeNull();
    expect(countryToCurrency('constructor')).toBeNull();
  });
});

describe('currency options', () => {
  it('lists the five supported currencies with symbol, name and flag', () => {
    expect(CURRENCY_OPTIONS.map((option) => option.code)).toEqual(['USD', 'EUR', 'GBP', 'INR', 'ZAR']);
    expect(currencySymbol('ZAR')).toBe('R');
    expect(currencySymbol('JPY')).toBe('JPY');
  });

  it('tells supported codes from others when checking case-sensitively', () => {
    expect(isSupportedCurrency('INR')).toBe(true);
    expect(isSupportedCurrency('inr')).toBe(false);
    expect(isSupportedCurrency('JPY')).toBe(false);
  });

  it('rounds converted amounts to whole numbers', () => {
    expect(roundConverted(1633.5)).toBe(1634);
    expect(roundConverted(17.49)).toBe(17);
  });
});
