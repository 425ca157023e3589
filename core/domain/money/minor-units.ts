import { validationFailed } from '../errors.js';

/** A positive finite rate as an exact fraction digits / 10^scale, read from its shortest decimal form. */
function exactRate(rate: number): { readonly digits: bigint; readonly scale: number } {
  if (!Number.isFinite(rate) || rate <= 0)
    throw validationFailed(`Exchange rate must be a positive number, got ${rate}`, 'rate');
  const [mantissa = '', exponentText] = String(rate).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const scale = fraction.length - exponent;
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * Converts minor units of one 2-decimal currency into another at `rate`, exactly: the rate is
 * taken as the decimal it prints as (18.4567, not its binary neighbour), and the result is
 * rounded half up to a whole minor unit. Float multiplication would drift by a cent at times.
 */
export function convertMinor(amountMinor: number, rate: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw validationFailed(`Amount must be a whole number of minor units, got ${amountMinor}`, 'amountMinor');
  }
  const { digits, scale } = exactRate(rate);
  const divisor = 10n ** BigInt(scale);
  const product = BigInt(amountMinor) * digits;
  return Number((product * 2n + divisor) / (2n * divisor));
}

/** USD cents to ZAR cents at `rate` ZAR per USD: the PayFast charge. */
export const usdCentsToZarCents = (usdCents: number, rate: number): number => convertMinor(usdCents, rate);

/** Minor units as a plain 2-decimal string: 90650 → '906.50'. */
export function formatMinor(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(amountMinor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
