import type { ProjectType } from '@core/domain/bidding/project';
import { twoPlaces } from '@core/domain/money/charge-text';
import { currencySymbol } from '@core/domain/money/currency';

export { formatCharge, formatRand } from '@core/domain/money/charge-text';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A price: '$19', '$15.83', '₹1,634' (cents only when there are any: converted prices are whole already). */
export function formatPrice(amount: number, currency: string): string {
  const format = Number.isInteger(amount) ? whole : twoDecimals;
  return `${currencySymbol(currency)}${format.format(amount)}`;
}

/** A USD price: '$10', '$7.50'. */
export const formatUsd = (usd: number): string => formatPrice(usd, 'USD');

const BID_CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

/** A bid's amount with its currency's symbol for USD, EUR and GBP ('€95.50'); other currencies by code ('INR 4,000.00'). */
export function formatBidAmount(amount: number, currency: string): string {
  const symbol = BID_CURRENCY_SYMBOLS[currency];
  return symbol === undefined ? `${currency} ${twoPlaces(amount)}` : `${symbol}${twoPlaces(amount)}`;
}

/** A bid's amount in a list: `short` is what the row shows, `full` what it says in words (the same for a fixed price). */
export interface BidAmountTexts {
  readonly short: string;
  readonly full: string;
}

/**
 * A bid's amount as the lists show it: an hourly project's bid is a rate, '$11.50/hr', read out as
 * the bid detail words it, '$11.50 per hour'; a fixed price, and a bid whose project was not kept
 * (`projectType` null), as formatBidAmount alone, never guessed to be either.
 */
export function bidAmountTexts(amount: number, currency: string, projectType: ProjectType | null): BidAmountTexts {
  const price = formatBidAmount(amount, currency);
  return projectType === 'hourly' ? { short: `${price}/hr`, full: `${price} per hour` } : { short: price, full: price };
}
