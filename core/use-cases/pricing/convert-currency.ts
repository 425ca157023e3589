import { DomainError, validationFailed } from '../../domain/errors.js';
import { CURRENCY_CODES, isSupportedCurrency, type CurrencyCode } from '../../domain/money/currency.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';

/** Far above any price the product shows; beyond it the decimal result would lose its cents. */
export const MAX_CONVERTIBLE_AMOUNT = 1_000_000_000;

export interface Conversion {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  readonly amount: number;
  /** Units of `to` per one `from`, as the rates source gives it. */
  readonly rate: number;
  /** amount × rate, rounded half up to 2 decimals. */
  readonly converted: number;
}

/** A finite number as the exact decimal it prints as: digits / 10^scale. */
function decimalOf(value: number): { readonly digits: bigint; readonly scale: number } {
  const [mantissa = '', exponentText] = String(value).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - (exponentText === undefined ? 0 : Number(exponentText));
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * amount × rate rounded half up to cents, computed on the decimals both numbers print as: in
 * floats 10.075 × 100 is 1007.4999…, so Math.round would give 10.07 where 10.08 is right.
 */
export function multiplyToCents(amount: number, rate: number): number {
  const a = decimalOf(amount);
  const r = decimalOf(rate);
  const product = a.digits * r.digits;
  const scale = a.scale + r.scale;
  if (scale <= 2) return Number(product * 10n ** BigInt(2 - scale)) / 100;
  const divisor = 10n ** BigInt(scale - 2);
  return Number((product * 2n + divisor) / (2n * divisor)) / 100;
}

function supported(code: string): CurrencyCode {
  const upper = code.trim().toUpperCase();
  if (isSupportedCurrency(upper)) return upper;
  throw new DomainError(
    'CURRENCY_UNSUPPORTED',
    `Unsupported currency ${code}: use one of ${CURRENCY_CODES.join(', ')}`,
  );
}

/** The currency converter: the rate between two supported currencies and an amount converted at it. */
export class ConvertCurrency {
  constructor(private readonly rates: ExchangeRates) {}

  async execute(input: { readonly from: string; readonly to: string; readonly amount: number }): Promise<Conversion> {
    const from = supported(input.from);
    const to = supported(input.to);
    const { amount } = input;
    if (!Number.isFinite(amount) || amount < 0 || amount > MAX_CONVERTIBLE_AMOUNT) {
      throw validationFailed(`Amount must be a number from 0 to ${MAX_CONVERTIBLE_AMOUNT}`, 'amount');
    }
    const rate = from === to ? 1 : await this.rates.rate(from, to);
    return { from, to, amount, rate, converted: multiplyToCents(amount, rate) };
  }
}
